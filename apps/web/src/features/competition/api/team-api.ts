import { queryOptions } from '@tanstack/react-query';
import type { TeamEventMatchesResponse, TeamHistoryResponse, TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions } from '../../../lib/first-answers.ts';
import { competitionKeys } from './query-keys.ts';

export const teamQueries = {
  page: (team: number) =>
    queryOptions({
      queryKey: competitionKeys.team(team),
      queryFn: ({ signal }) => apiRequest<TeamPageResponse>(paths.team(team), { signal }),
      ...firstAnswerOptions<TeamPageResponse>(paths.team(team)),
    }),
  eventMatches: (team: number, eventKey: string) =>
    queryOptions({
      queryKey: competitionKeys.teamMatches(team, eventKey),
      queryFn: ({ signal }) => apiRequest<TeamEventMatchesResponse>(paths.teamEventMatches(team, eventKey), { signal }),
    }),
  history: (team: number) =>
    queryOptions({
      queryKey: ['competition', 'team-history', team],
      queryFn: ({ signal }) => apiRequest<TeamHistoryResponse>(paths.teamHistory(team), { signal }),
      staleTime: 10 * 60_000,
    }),
};
