import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKindOf } from '@team7790/shared/chat/chat-keys';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import type { LiveEvent } from '@team7790/shared/live/events';
import { chatKeys } from '../api/query-keys.ts';

/** A chat's loaded messages: pages[0] is the newest page, each page oldest first. */
export type MessagePages = InfiniteData<ChatMessage[], number | undefined>;

function mapPages(data: MessagePages | undefined, fn: (page: ChatMessage[], index: number) => ChatMessage[]): MessagePages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map(fn) };
}

/** Adds a message (or replaces it by id) in the cache of its chat. */
export function upsertMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chat_key), (data) => {
    if (!data) return data;
    const exists = data.pages.some((p) => p.some((m) => m.id === message.id));
    if (exists) return mapPages(data, (p) => p.map((m) => (m.id === message.id ? message : m)));
    return mapPages(data, (p, i) => (i === 0 ? [...p, message].sort((a, b) => a.id - b.id) : p));
  });
}

export function updateMessage(queryClient: QueryClient, chatKey: string, id: number, change: (m: ChatMessage) => ChatMessage): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(chatKey), (data) => mapPages(data, (p) => p.map((m) => (m.id === id ? change(m) : m))));
}

export function removeMessage(queryClient: QueryClient, chatKey: string, id: number): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(chatKey), (data) =>
    mapPages(data, (p) => p.filter((m) => m.id !== id).map((m) => (m.reply_to_id === id ? { ...m, reply_to: null } : m))),
  );
}

/** Applies a live event to the cached chat data; list changes are refetched. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'message.created':
      upsertMessage(queryClient, event.message);
      if (chatKindOf(event.chat_key) !== 'channel') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.recent });
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      }
      return;
    case 'message.updated':
      upsertMessage(queryClient, event.message);
      // The Messages list shows the start of each direct or group chat's last message, which may be the one edited.
      if (chatKindOf(event.chat_key) !== 'channel') void queryClient.invalidateQueries({ queryKey: chatKeys.recent });
      return;
    case 'message.deleted':
      removeMessage(queryClient, event.chat_key, event.message_id);
      return;
    case 'reactions.changed':
      updateMessage(queryClient, event.chat_key, event.message_id, (m) => ({ ...m, reactions: event.reactions }));
      return;
    case 'chat.read':
      queryClient.setQueryData<MessagePages>(chatKeys.messages(event.chat_key), (data) =>
        mapPages(data, (p) =>
          p.map((m) =>
            m.id <= event.up_to_id && m.sender_id !== event.user_id && !m.readers.some((r) => r.user_id === event.user_id)
              ? { ...m, read_by_any: true, readers: [...m.readers, { user_id: event.user_id, username: event.username, read_at: event.read_at }] }
              : m,
          ),
        ),
      );
      return;
    case 'channels.changed':
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
      return;
    case 'groups.changed':
      void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      return;
    case 'chat.muted':
      return;
  }
}
