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
  /**
   * A message the member has not seen arrived live. It is added to the cached counts; when there are no counts yet,
   * or a fetch is under way (its answer may predate the message and would overwrite the addition), the counts are
   * fetched again instead, so the message is counted either way.
   */
  countMessage(chatKey: string, mentioned: boolean): void;
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
    const queryKey = chatKeys.notifications;
    // A forced fetch must start now: the query library would otherwise hand back a first fetch still under way,
    // whose answer may predate what forced it.
    const fetching = queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
    if (force && fetching) void queryClient.cancelQueries({ queryKey }).then(() => queryClient.refetchQueries({ queryKey }));
    else void queryClient.refetchQueries({ queryKey });
  };

  return {
    query: notificationsQuery(() => {
      lastFetch = Date.now();
      return fetchCounts();
    }),
    refresh,
    countMessage(chatKey, mentioned) {
      const state = queryClient.getQueryState<NotificationsAll>(chatKeys.notifications);
      if (state?.data === undefined || state.fetchStatus === 'fetching') {
        refresh(true);
        return;
      }
      queryClient.setQueryData<NotificationsAll>(chatKeys.notifications, (n) =>
        n
          ? {
              ...n,
              unreadCounts: { ...n.unreadCounts, [chatKey]: (n.unreadCounts[chatKey] ?? 0) + 1 },
              mentionCounts: mentioned ? { ...n.mentionCounts, [chatKey]: (n.mentionCounts[chatKey] ?? 0) + 1 } : n.mentionCounts,
            }
          : n,
      );
    },
    activeChanged() {
      clearTimeout(rerun);
      rerun = setTimeout(() => refresh(true), NOTIFICATION_ACTIVE_CHANGE_DELAY_MS);
    },
    dispose() {
      clearTimeout(rerun);
    },
  };
}
