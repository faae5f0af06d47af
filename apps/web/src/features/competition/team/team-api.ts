import { queryOptions } from '@tanstack/react-query';
import type { TeamEventMatchesResponse, TeamHistoryResponse, TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { apiRequest } from '../../../lib/api-client.ts';

export const teamQueries = {
  page: (team: number) =>
    queryOptions({
      queryKey: ['competition', 'team', team],
      queryFn: ({ signal }) => apiRequest<TeamPageResponse>(`/competition/teams/${team}`, { signal }),
    }),
  eventMatches: (team: number, eventKey: string) =>
    queryOptions({
      queryKey: ['competition', 'team-matches', team, eventKey],
      queryFn: ({ signal }) => apiRequest<TeamEventMatchesResponse>(`/competition/teams/${team}/events/${encodeURIComponent(eventKey)}/matches`, { signal }),
    }),
  history: (team: number) =>
    queryOptions({
      queryKey: ['competition', 'team-history', team],
      queryFn: ({ signal }) => apiRequest<TeamHistoryResponse>(`/competition/teams/${team}/history`, { signal }),
      staleTime: 10 * 60_000,
    }),
};
