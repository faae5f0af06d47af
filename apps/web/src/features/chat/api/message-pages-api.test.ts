import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { aroundSplit, MESSAGE_PAGE_SIZE } from '@team7790/shared/chat/limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upsertMessage } from '../live/message-cache.ts';
import { fetchAround, messagePagesQuery, windowEnd, type HistoryPages } from './message-pages-api.ts';
import { chatKeys } from './query-keys.ts';

const msg = (id: number): ChatMessage => ({
  id,
  chat_key: 'log',
  content: `m${id}`,
  timestamp: new Date(2026, 0, 1, 10, 0, id).toISOString(),
  edited_at: null,
  sender_id: 1,
  sender_username: 'ana',
  sender_avatar_color: '#2563eb',
  reply_to_id: null,
  reply_to: null,
  read_by_any: false,
  readers: [],
  reactions: [],
  mentions: [],
  mentions_everyone: false,
});

// A chat of messages 1..130 answered as the server does (apps/server/src/features/chat/messages-service.ts).
let CHAT: ChatMessage[] = [];
beforeEach(() => {
  CHAT = Array.from({ length: 130 }, (_, i) => msg(i + 1));
});
vi.mock('../../../lib/api-client.ts', () => ({
  apiRequest: async (path: string) => {
    const q = new URL(path, 'http://x').searchParams;
    const limit = Number(q.get('limit'));
    if (q.has('around')) {
      const at = Number(q.get('around'));
      const split = aroundSplit(limit);
      return [...CHAT.filter((m) => m.id <= at).slice(-split.older), ...CHAT.filter((m) => m.id > at).slice(0, split.newer)];
    }
    if (q.has('after')) return CHAT.filter((m) => m.id > Number(q.get('after'))).slice(0, limit);
    if (q.has('before')) return CHAT.filter((m) => m.id < Number(q.get('before'))).slice(-limit);
    return CHAT.slice(-limit);
  },
}));

/** The shown messages, as use-conversation.ts flattens them. */
function shown(data: HistoryPages): number[] {
  const end = windowEnd('log', data);
  const ids = new Set(data.pages.flat().map((m) => m.id));
  return [...ids].filter((id) => end === null || id <= end).sort((a, b) => a - b);
}

describe('message pages around a message', () => {
  it('opens at a message, then pages down to the newest and up to the first without gaps', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages('log'), await fetchAround('log', 12));
    const observer = new InfiniteQueryObserver(client, messagePagesQuery('log'));
    const unsubscribe = observer.subscribe(() => {});
    const data = () => client.getQueryData<HistoryPages>(chatKeys.messages('log'))!;
    expect(shown(data())).toEqual(Array.from({ length: 12 + aroundSplit(MESSAGE_PAGE_SIZE).newer }, (_, i) => i + 1));
    // Nothing older than message 1; newer pages until the newest.
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(observer.getCurrentResult().hasPreviousPage).toBe(true);
    let pages = 0;
    while (observer.getCurrentResult().hasPreviousPage) {
      await observer.fetchPreviousPage();
      pages += 1;
    }
    expect(pages).toBeLessThanOrEqual(3);
    expect(shown(data())).toEqual(CHAT.map((m) => m.id));
    expect(windowEnd('log', data())).toBeNull();
    unsubscribe();
  });

  it('keeps a live message out of a page that is not the newest until the pages between are loaded', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages('log'), await fetchAround('log', 60));
    const observer = new InfiniteQueryObserver(client, messagePagesQuery('log'));
    const unsubscribe = observer.subscribe(() => {});
    const data = () => client.getQueryData<HistoryPages>(chatKeys.messages('log'))!;
    CHAT.push(msg(131));
    upsertMessage(client, msg(131));
    expect(shown(data())).not.toContain(131);
    expect(shown(data()).at(-1)).toBe(60 + aroundSplit(MESSAGE_PAGE_SIZE).newer);
    while (observer.getCurrentResult().hasPreviousPage) await observer.fetchPreviousPage();
    expect(shown(data()).slice(-3)).toEqual([129, 130, 131]);
    // Older pages load above as well, down to the first message.
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    expect(shown(data())).toEqual(CHAT.map((m) => m.id));
    unsubscribe();
  });
});
