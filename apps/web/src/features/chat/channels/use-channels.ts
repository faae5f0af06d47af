import { useQuery } from '@tanstack/react-query';
import { FALLBACK_CHANNELS } from '@team7790/shared/chat/chat-keys';
import type { Channel } from '@team7790/shared/chat/contracts';
import { useEffect } from 'react';
import { channelsQuery, useDeleteChannel, useReorderChannels, useSaveChannel } from '../api/chat-api.ts';
import { failureText } from './error-text.ts';

const fallback: Channel[] = FALLBACK_CHANNELS.map((id, i) => ({ id, name: id, is_private: 0, position: i + 1, created_by: null }));

/** The channel list and the administrator's changes to it, each failure reported with its spec 3 banner text. */
export function useChannels(report: (text: string) => void) {
  const list = useQuery(channelsQuery());
  useEffect(() => {
    if (list.error) report(failureText('fetch channels', 'fetching channels', list.error, false));
  }, [list.error, report]);

  // A refused create or rename is said inside the open channel dialog (saveErrorText), not behind it.
  const save = useSaveChannel();
  const remove = useDeleteChannel({ onError: (error) => report(failureText('delete channel', 'deleting channel', error)) });
  const reorder = useReorderChannels({ onError: (error) => report(failureText('reorder channels', 'reordering channels', error)) });

  return { channels: list.data ?? (list.isError ? fallback : []), loading: list.isPending, save, remove, reorder };
}

/** What the channel dialog says when creating or renaming failed (spec 3's banner text). */
export const saveErrorText = (error: unknown, editing: boolean): string =>
  failureText(editing ? 'update channel' : 'create channel', 'managing channel', error);
