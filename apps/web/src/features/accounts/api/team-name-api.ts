import { queryOptions } from '@tanstack/react-query';
import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { competitionApiPaths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A team's name (its nickname, else its full name) for a favourite's row, from the team page's answer and in the team
 * page's cache entry, so opening the team from the row shows it at once. Null when the team has no name; a failed
 * lookup is not retried (the row keeps the number alone).
 */
export const teamNameQuery = (team: number) =>
  queryOptions({
    queryKey: ['competition', 'team', team],
    queryFn: ({ signal }) => apiRequest<TeamPageResponse>(competitionApiPaths.team(team), { signal }),
    select: (page: TeamPageResponse) => page.team.nickname ?? page.team.name ?? null,
    enabled: Number.isInteger(team) && team > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });
