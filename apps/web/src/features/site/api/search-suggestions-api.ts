import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CompetitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { SEARCH_SUGGESTIONS_PER_TAB } from '@team7790/shared/competition/search-limits';
import { competitionApiPaths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** A few teams and events for the search box while typing: the search index's best, asked with a small limit. */
export const searchSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['competition', 'search-suggestions', q],
    queryFn: ({ signal }) =>
      apiRequest<CompetitionSearchResponse>(`${competitionApiPaths.search(q)}&limit=${SEARCH_SUGGESTIONS_PER_TAB}`, { signal }),
    staleTime: 5 * 60_000,
    // The last list stays while the next one loads, so it does not flicker between key presses.
    placeholderData: keepPreviousData,
    retry: false,
  });
