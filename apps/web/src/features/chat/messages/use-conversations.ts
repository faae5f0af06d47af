import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { groupsQuery, useDeleteGroup, useSaveGroup } from '../api/chat-api.ts';
import { conversationsKey, conversationsQuery } from '../api/conversations-api.ts';
import { failureText } from '../channels/error-text.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import { orderConversations } from './conversation-rows.ts';

/**
 * The Messages list, kept live, and the group calls. A message in a direct or group chat refetches the list (its key
 * is under the recent chats'); the live unread counts reorder it at once; a group someone else makes or changes
 * arrives as a change of the group list, which is followed here.
 */
export function useConversations(report: (text: string) => void) {
  const queryClient = useQueryClient();
  const { notifications } = useChatLive();
  const list = useQuery(conversationsQuery());
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: conversationsKey }), [queryClient]);

  const groupsFetchedAt = useQuery(groupsQuery()).dataUpdatedAt;
  const firstGroups = useRef(0);
  useEffect(() => {
    if (!groupsFetchedAt) return;
    if (!firstGroups.current) firstGroups.current = groupsFetchedAt;
    else refresh();
  }, [groupsFetchedAt, refresh]);

  const entries = useMemo(() => orderConversations(list.data ?? [], notifications?.unreadCounts), [list.data, notifications?.unreadCounts]);
  const save = useSaveGroup({
    onError: (error, { editId }) => report(failureText(editId ? 'update group' : 'create group', 'managing group', error)),
  });
  const remove = useDeleteGroup({ onError: (error) => report(failureText('delete group', 'deleting group', error)) });
  return { entries, loading: list.isPending, failed: list.isError, save, remove, refresh };
}
