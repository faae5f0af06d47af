import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { groupsQuery, recentChatsQuery, useDeleteGroup, useSaveGroup } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { failureText } from '../channels/error-text.ts';
import { chatEntries } from './chat-entries.ts';

/** Direct chats (falling back to the plain user list) and groups, with the group calls. */
export function useChatList(me: number, report: (text: string) => void) {
  const queryClient = useQueryClient();
  const recent = useQuery(recentChatsQuery());
  const groups = useQuery(groupsQuery());
  const entries = useMemo(() => chatEntries(me, recent.data ?? [], groups.data ?? []), [me, recent.data, groups.data]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
    void queryClient.invalidateQueries({ queryKey: chatKeys.recent });
  };
  const save = useSaveGroup({
    onError: (error, { editId }) => report(failureText(editId ? 'update group' : 'create group', 'managing group', error)),
  });
  const remove = useDeleteGroup({ onError: (error) => report(failureText('delete group', 'deleting group', error)) });
  return { entries, loading: recent.isPending || groups.isPending, failed: recent.isError || groups.isError, save, remove, refresh };
}
