import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventOddsResponse } from '@team7790/shared/competition/contracts/predictions';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { competitionKeys } from '../api/query-keys.ts';

/**
 * An event's odds: its remaining qualification matches and bracket simulated from the predictions' ratings. Never
 * among a page's first answers, and a failure is not asked again (the tabs then show no odds).
 */
export const oddsQuery = (eventKey: string) =>
  queryOptions({
    queryKey: competitionKeys.odds(eventKey),
    queryFn: ({ signal }) => apiRequest<EventOddsResponse>(paths.eventOdds(eventKey), { signal }),
    retry: false,
  });

/**
 * The odds of `eventKey`, asked for once the page runs in the browser and a tab that shows them is open (`wanted`):
 * the server's drawing and the page's first paint go without them.
 */
export function useEventOdds(eventKey: string, wanted: boolean) {
  const hydrated = useHydrated();
  return useQuery({ ...oddsQuery(eventKey), enabled: hydrated && wanted });
}
