import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FALLBACK_CHANNELS } from '@team7790/shared/chat/chat-keys';
import type { Channel } from '@team7790/shared/chat/contracts';
import { useEffect } from 'react';
import { chatKeys, deleteChannel, fetchChannels, reorderChannels, saveChannel } from '../api/chat-api.ts';
import { failureText } from './error-text.ts';

const fallback: Channel[] = FALLBACK_CHANNELS.map((id, i) => ({ id, name: id, is_private: 0, position: i + 1, created_by: null }));

/** The channel list and the administrator's changes to it, each failure reported with its spec 3 banner text. */
export function useChannels(report: (text: string) => void) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: chatKeys.channels, queryFn: ({ signal }) => fetchChannels(signal), retry: false });
  useEffect(() => {
    if (list.error) report(failureText('fetch channels', 'fetching channels', list.error, false));
  }, [list.error, report]);

  const save = useMutation({
    mutationFn: ({ draft, editId }: { draft: { name: string; is_private: boolean; members: number[] }; editId?: string }) => saveChannel(draft, editId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
    onError: (error, { editId }) => report(failureText(editId ? 'update channel' : 'create channel', 'managing channel', error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteChannel(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
    onError: (error) => report(failureText('delete channel', 'deleting channel', error)),
  });
  // Optimistic: the list shows the new order at once; on failure it is refetched.
  const reorder = useMutation({
    mutationFn: (ordered: Channel[]) => reorderChannels(ordered.map((c) => ({ id: c.id, position: c.position }))),
    onMutate: (ordered) => queryClient.setQueryData(chatKeys.channels, ordered),
    onError: (error) => {
      report(failureText('reorder channels', 'reordering channels', error));
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
    },
  });

  return { channels: list.data ?? (list.isError ? fallback : []), loading: list.isPending, save, remove, reorder };
}
