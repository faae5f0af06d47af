import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import type { ReactionKind } from '@team7790/shared/chat/reactions';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteMessage, useEditMessage, useSendMessage, useToggleReaction } from '../api/chat-api.ts';
import { fetchAround, messagePagesQuery, windowEnd, type HistoryPages } from '../api/message-pages-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import type { MessagePages } from '../live/message-cache.ts';
import { linkedMessageId } from './use-reveal-message.ts';

export type ConversationFailure = 'fetch' | 'send' | 'delete' | 'edit';

/** The message this chat's address names (?channel= or ?chat= of this chat, with ?message=), or null. */
function linkedTarget(params: URLSearchParams, chatKey: string | null): number | null {
  const linkedChat = params.get('channel') ?? params.get('chat');
  return chatKey !== null && linkedChat === chatKey ? linkedMessageId(params) : null;
}

/**
 * Where a chat's loaded messages are: `hasNewer` when they are not its newest (it was opened at an older
 * message), with the calls that load the next newer page or go back to the newest. Any number of parts of a
 * screen may ask; they share one cache entry.
 */
export function useMessageWindow(chatKey: string | null) {
  const client = useQueryClient();
  // The conversation's own query fetches; this one only reads it and pages forward.
  const query = useInfiniteQuery({ ...messagePagesQuery(chatKey), enabled: false });
  const jumpToLatest = useCallback(() => {
    if (chatKey !== null) void client.resetQueries({ queryKey: chatKeys.messages(chatKey), exact: true });
  }, [client, chatKey]);
  const { fetchPreviousPage } = query;
  const loadNewer = useCallback(() => void fetchPreviousPage(), [fetchPreviousPage]);
  return { hasNewer: query.hasPreviousPage, loadingNewer: query.isFetchingPreviousPage, loadNewer, jumpToLatest };
}

/**
 * One open chat: its messages in pages (older ones loaded on demand), and the calls that change it.
 * Opening a chat marks it read and makes it the active chat (left out of the unread totals). An address
 * naming one of its messages (?message=, a search result or a mention) opens it at the page around that
 * message, unless the message is already loaded; newer pages then load as the reader scrolls down.
 */
export function useConversation(chatKey: string | null, onError: (kind: ConversationFailure, error: unknown) => void) {
  const live = useChatLive();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const target = linkedTarget(params, chatKey);

  const query = useInfiniteQuery(messagePagesQuery(chatKey));
  const { hasNewer, loadingNewer, loadNewer, jumpToLatest } = useMessageWindow(chatKey);

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

  // A chat left at an older message opens at its newest again next time (unless the address names a message).
  const openedWith = useRef(target);
  useEffect(() => {
    if (chatKey === null || openedWith.current !== null) return;
    if (windowEnd(chatKey, client.getQueryData<HistoryPages>(chatKeys.messages(chatKey))) !== null) jumpToLatest();
  }, [chatKey, client, jumpToLatest]);

  useEffect(() => {
    if (chatKey === null || target === null) return;
    const key = chatKeys.messages(chatKey);
    const loaded = client.getQueryData<HistoryPages>(key);
    if (loaded?.pages.some((page) => page.some((m) => m.id === target))) return;
    let cancelled = false;
    void (async () => {
      await client.cancelQueries({ queryKey: key, exact: true });
      try {
        const around = await fetchAround(chatKey, target);
        if (!cancelled) client.setQueryData<HistoryPages>(key, around);
      } catch (error) {
        if (!cancelled) onError('fetch', error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chatKey, target, client, onError]);

  /** Oldest first; when the loaded pages are not the newest, live messages beyond them wait for the pages between. */
  const messages = useMemo(() => {
    if (!query.data) return [];
    const end = chatKey === null ? null : windowEnd(chatKey, query.data);
    const byId = new Map<number, ChatMessage>();
    for (const page of query.data.pages) for (const m of page) if (end === null || m.id <= end) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [query.data, chatKey]);

  const send = useSendMessage(chatKey, {
    onSuccess: () => {
      live.refreshNotifications(true);
      // What one sends shows where it goes: at the newest messages.
      if (hasNewer) jumpToLatest();
    },
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
    hasNewer,
    loadingNewer,
    loadNewer,
    jumpToLatest,
    send,
    remove,
    edit,
    react,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
export type { MessagePages };
