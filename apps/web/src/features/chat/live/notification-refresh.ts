import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { NOTIFICATION_ACTIVE_CHANGE_DELAY_MS, NOTIFICATION_POLL_MS, NOTIFICATION_THROTTLE_MS } from '@team7790/shared/notifications/unread';
import { chatKeys } from '../api/query-keys.ts';

export interface NotificationRefresh {
  /** The unread counts' query: polled every 120 s, and fresh for 30 s (no refetch on focus or remount meanwhile). */
  query: ReturnType<typeof notificationsQuery>;
  /** Fetches the counts again, unless they were fetched under 30 s ago; `force` skips that wait. */
  refresh(force?: boolean): void;
  /** The chat on screen changed: the counts are fetched 1 s later (a further change within that second restarts the wait). */
  activeChanged(): void;
  /** Cancels a pending re-run (the provider is gone). */
  dispose(): void;
}

const notificationsQuery = (queryFn: () => Promise<NotificationsAll>) =>
  queryOptions({
    queryKey: chatKeys.notifications,
    queryFn,
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: NOTIFICATION_THROTTLE_MS,
    retry: false,
  });

/**
 * When the unread counts are fetched (spec 1 section 4): at most every 30 s, a poll every 120 s, and
 * once more 1 s after the active chat changes. Kept out of React so fake timers can pin each timing.
 */
export function notificationRefresh(queryClient: QueryClient, fetchCounts: () => Promise<NotificationsAll>): NotificationRefresh {
  let lastFetch = Number.NEGATIVE_INFINITY;
  let rerun: ReturnType<typeof setTimeout> | undefined;

  const refresh = (force = false) => {
    if (!force && Date.now() - lastFetch < NOTIFICATION_THROTTLE_MS) return;
    void queryClient.refetchQueries({ queryKey: chatKeys.notifications });
  };

  return {
    query: notificationsQuery(() => {
      lastFetch = Date.now();
      return fetchCounts();
    }),
    refresh,
    activeChanged() {
      clearTimeout(rerun);
      rerun = setTimeout(() => refresh(true), NOTIFICATION_ACTIVE_CHANGE_DELAY_MS);
    },
    dispose() {
      clearTimeout(rerun);
    },
  };
}
