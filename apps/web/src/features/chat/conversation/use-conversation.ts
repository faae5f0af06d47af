import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import type { ReactionKind } from '@team7790/shared/chat/reactions';
import { useEffect, useMemo } from 'react';
import { messagesQuery, useDeleteMessage, useEditMessage, useSendMessage, useToggleReaction } from '../api/chat-api.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import type { MessagePages } from '../live/message-cache.ts';

export type ConversationFailure = 'fetch' | 'send' | 'delete' | 'edit';

/**
 * One open chat: its messages in pages (older ones loaded on demand), and the calls that change it.
 * Opening a chat marks it read and makes it the active chat (left out of the unread totals).
 */
export function useConversation(chatKey: string | null, onError: (kind: ConversationFailure, error: unknown) => void) {
  const live = useChatLive();

  const query = useInfiniteQuery(messagesQuery(chatKey));

  useEffect(() => {
    if (query.error) onError('fetch', query.error);
  }, [query.error, onError]);

  const { setActiveKey, markChatRead } = live;
  useEffect(() => {
    if (!chatKey) return;
    setActiveKey(chatKey);
    markChatRead(chatKey);
    return () => setActiveKey(null);
  }, [chatKey, setActiveKey, markChatRead]);

  /** Oldest first. */
  const messages = useMemo(() => (query.data ? [...query.data.pages].reverse().flat() : []), [query.data]);

  const send = useSendMessage(chatKey, {
    onSuccess: () => live.refreshNotifications(true),
    onError: (error) => onError('send', error),
  });
  const remove = useDeleteMessage({ onError: (error) => onError('delete', error) });
  const edit = useEditMessage({ onError: (error) => onError('edit', error) });
  const toggleReaction = useToggleReaction(live.me.id);
  const react = (message: ChatMessage, kind: ReactionKind) => toggleReaction.mutate({ message, kind });

  return {
    messages,
    loading: query.isPending && chatKey !== null,
    failed: query.isError,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    send,
    remove,
    edit,
    react,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
export type { MessagePages };
