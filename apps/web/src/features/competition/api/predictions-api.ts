import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventPredictionsResponse } from '@team7790/shared/competition/contracts/predictions';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions } from '../../../lib/first-answers.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isPublicAccount } from '../../../lib/auth/auth-user.ts';
import { competitionKeys } from './query-keys.ts';
import { useAfterLoad } from '../predictions/after-load.tsx';

/**
 * An event's match predictions. Among the first answers of the accuracy page only, whose content they are (a
 * visitor's, as the server draws pages): the other pages ask for them once they have drawn their own data. A failure
 * is not asked again (the pages then show no predictions). Members' answers carry our scouting, so members and
 * visitors keep separate copies.
 */
export const predictionsQuery = (eventKey: string, member = false) =>
  queryOptions({
    queryKey: [...competitionKeys.predictions(eventKey), member ? 'member' : 'visitor'] as const,
    queryFn: ({ signal }) => apiRequest<EventPredictionsResponse>(paths.eventPredictions(eventKey), { signal }),
    retry: false,
    ...(member ? {} : firstAnswerOptions<EventPredictionsResponse>(paths.eventPredictions(eventKey))),
  });

/** A signed-in team member (not a public account): the one whose answers carry our scouting. */
export function useIsMember(): boolean {
  const { status, user } = useAuth();
  return status === 'authenticated' && user !== null && !isPublicAccount(user);
}

/**
 * The predictions of `eventKey`, asked for once `ready` (the page's own data is on screen), after the page has loaded
 * and the browser is idle, and who is signed in is known; null `eventKey` asks for nothing.
 */
export function useEventPredictions(eventKey: string | null | undefined, ready: boolean) {
  const afterLoad = useAfterLoad();
  const { status } = useAuth();
  const member = useIsMember();
  return useQuery({
    ...predictionsQuery(eventKey ?? '', member),
    enabled: afterLoad && ready && Boolean(eventKey) && status !== 'loading',
  });
}
