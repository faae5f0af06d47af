import { queryOptions } from '@tanstack/react-query';
import type { MatchEpaResponse, MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions } from '../../../lib/first-answers.ts';

export const matchQueries = {
  page: (matchKey: string) =>
    queryOptions({
      queryKey: ['competition', 'match', matchKey],
      queryFn: ({ signal }) => apiRequest<MatchPageResponse>(paths.match(matchKey), { signal }),
      ...firstAnswerOptions<MatchPageResponse>(paths.match(matchKey)),
    }),
  /** EPA that was not at hand when the page answered; a failure leaves 'EPA: N/A'. */
  epa: (matchKey: string) =>
    queryOptions({
      queryKey: ['competition', 'match-epa', matchKey],
      queryFn: ({ signal }) => apiRequest<MatchEpaResponse>(paths.matchEpa(matchKey), { signal }),
      retry: false,
    }),
};
