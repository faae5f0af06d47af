import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatKeys, deleteGroup, fetchChatUsers, fetchGroups, fetchRecentUsers, saveGroup } from '../api/chat-api.ts';
import { failureText } from '../channels/error-text.ts';
import { chatEntries } from './chat-entries.ts';

/** Direct chats (falling back to the plain user list) and groups, with the group calls. */
export function useChatList(me: number, report: (text: string) => void) {
  const queryClient = useQueryClient();
  const recent = useQuery({
    queryKey: chatKeys.recent,
    queryFn: async () => {
      try {
        return await fetchRecentUsers();
      } catch {
        return (await fetchChatUsers()).map((u) => ({ ...u, last_message_time: null }));
      }
    },
    retry: false,
  });
  const groups = useQuery({ queryKey: chatKeys.groups, queryFn: fetchGroups, retry: false });
  const entries = useMemo(() => chatEntries(me, recent.data ?? [], groups.data ?? []), [me, recent.data, groups.data]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
    void queryClient.invalidateQueries({ queryKey: chatKeys.recent });
  };
  const save = useMutation({
    mutationFn: ({ draft, editId }: { draft: { name: string; members: number[] }; editId?: number }) => saveGroup(draft, editId),
    onSuccess: refresh,
    onError: (error, { editId }) => report(failureText(editId ? 'update group' : 'create group', 'managing group', error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteGroup(id),
    onSuccess: refresh,
    onError: (error) => report(failureText('delete group', 'deleting group', error)),
  });
  return { entries, loading: recent.isPending || groups.isPending, failed: recent.isError || groups.isError, save, remove, refresh };
}
