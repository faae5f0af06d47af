import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventOddsResponse } from '@team7790/shared/competition/contracts/predictions';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { competitionKeys } from './query-keys.ts';
import { useAfterLoad } from '../predictions/after-load.tsx';

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
 * The odds of `eventKey`, asked for once the page has loaded and the browser is idle (as predictions are) and a tab
 * that shows them is open (`wanted`): the server's drawing, the page's first paint and its adoption go without them.
 */
export function useEventOdds(eventKey: string, wanted: boolean) {
  const afterLoad = useAfterLoad();
  return useQuery({ ...oddsQuery(eventKey), enabled: afterLoad && wanted });
}
