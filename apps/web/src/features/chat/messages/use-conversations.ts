import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useDeleteGroup, useSaveGroup } from '../api/chat-api.ts';
import { conversationsKey, conversationsQuery } from '../api/conversations-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { failureText } from '../channels/error-text.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import { orderConversations } from './conversation-rows.ts';

const isUnreadCounts = (key: readonly unknown[]) =>
  key.length === chatKeys.notifications.length && key.every((k, i) => k === chatKeys.notifications[i]);

/**
 * The Messages list, kept live, and the group calls. A message in a direct or group chat refetches the list (its key
 * is under the recent chats'), and the live unread counts reorder it at once. Whenever the unread counts are fetched
 * again (a message deleted, a group made or changed by someone else, the 120 s poll that stands in for a lost live
 * connection), the list is too.
 */
export function useConversations(report: (text: string) => void) {
  const queryClient = useQueryClient();
  const { notifications } = useChatLive();
  const list = useQuery(conversationsQuery());
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: conversationsKey }), [queryClient]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
        if (isUnreadCounts(event.query.queryKey)) void queryClient.invalidateQueries({ queryKey: conversationsKey }, { cancelRefetch: false });
      }),
    [queryClient],
  );

  const entries = useMemo(() => orderConversations(list.data ?? [], notifications?.unreadCounts), [list.data, notifications?.unreadCounts]);
  const save = useSaveGroup({
    onError: (error, { editId }) => report(failureText(editId ? 'update group' : 'create group', 'managing group', error)),
  });
  const remove = useDeleteGroup({ onError: (error) => report(failureText('delete group', 'deleting group', error)) });
  return { entries, loading: list.isPending, failed: list.isError, save, remove, refresh };
}
