import { queryOptions } from '@tanstack/react-query';
import type { MatchEpaResponse, MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { apiRequest } from '../../../lib/api-client.ts';

export const matchQueries = {
  page: (matchKey: string) =>
    queryOptions({
      queryKey: ['competition', 'match', matchKey],
      queryFn: ({ signal }) => apiRequest<MatchPageResponse>(`/competition/matches/${encodeURIComponent(matchKey)}`, { signal }),
    }),
  /** EPA that was not at hand when the page answered; a failure leaves 'EPA: N/A'. */
  epa: (matchKey: string) =>
    queryOptions({
      queryKey: ['competition', 'match-epa', matchKey],
      queryFn: ({ signal }) => apiRequest<MatchEpaResponse>(`/competition/matches/${encodeURIComponent(matchKey)}/epa`, { signal }),
      retry: false,
    }),
};
