import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { MESSAGE_PAGE_SIZE } from '@team7790/shared/chat/limits';
import { toggleReaction, type ReactionKind } from '@team7790/shared/chat/reactions';
import { useEffect, useMemo } from 'react';
import { chatKeys, deleteMessage, editMessage, fetchMessagePage, sendMessage, setReaction } from '../api/chat-api.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import { removeMessage, updateMessage, upsertMessage, type MessagePages } from '../live/message-cache.ts';

export type ConversationFailure = 'fetch' | 'send' | 'delete' | 'edit';

/**
 * One open chat: its messages in pages (older ones loaded on demand), and the calls that change it.
 * Opening a chat marks it read and makes it the active chat (left out of the unread totals).
 */
export function useConversation(chatKey: string | null, onError: (kind: ConversationFailure, error: unknown) => void) {
  const queryClient = useQueryClient();
  const live = useChatLive();

  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(chatKey ?? ''),
    enabled: chatKey !== null,
    queryFn: ({ pageParam, signal }) => fetchMessagePage(chatKey!, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatMessage[]) => (page.length >= MESSAGE_PAGE_SIZE ? page[0]!.id : undefined),
    staleTime: 60_000,
    retry: false,
  });

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

  const send = useMutation({
    mutationFn: ({ content, replyToId }: { content: string; replyToId: number | null }) => sendMessage(chatKey!, content, replyToId),
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.recent });
      void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      live.refreshNotifications(true);
    },
    onError: (error) => onError('send', error),
  });

  const remove = useMutation({
    mutationFn: (message: ChatMessage) => deleteMessage(message.id),
    onSuccess: (_r, message) => removeMessage(queryClient, message.chat_key, message.id),
    onError: (error) => onError('delete', error),
  });

  const edit = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => editMessage(id, content),
    onSuccess: (message) => upsertMessage(queryClient, message),
    onError: (error) => onError('edit', error),
  });

  /** Optimistic: the picker answers at once; the server's answer (or the refetch on failure) settles it. */
  const react = (message: ChatMessage, kind: ReactionKind) => {
    const on = !message.reactions.some((r) => r.kind === kind && r.user_ids.includes(live.me.id));
    updateMessage(queryClient, message.chat_key, message.id, (m) => ({ ...m, reactions: toggleReaction(m.reactions, kind, live.me.id) }));
    setReaction(message.id, kind, on)
      .then((r) => updateMessage(queryClient, message.chat_key, message.id, (m) => ({ ...m, reactions: r.reactions })))
      .catch(() => void queryClient.invalidateQueries({ queryKey: chatKeys.messages(message.chat_key) }));
  };

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
