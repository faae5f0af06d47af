import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { describe, expect, it } from 'vitest';
import { conversationsKey } from '../api/conversations-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { applyLiveEvent, type MessagePages } from './message-cache.ts';

const msg = (id: number, sender: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_key: 'general',
  content: `m${id}`,
  timestamp: new Date(2026, 0, 1, 10, id).toISOString(),
  edited_at: null,
  sender_id: sender,
  sender_username: `u${sender}`,
  sender_avatar_color: '#2563eb',
  reply_to_id: null,
  reply_to: null,
  read_by_any: false,
  readers: [],
  reactions: [],
  mentions: [],
  mentions_everyone: false,
  ...extra,
});

function cacheWith(pages: ChatMessage[][]) {
  const client = new QueryClient();
  client.setQueryData<MessagePages>(chatKeys.messages('general'), { pages, pageParams: pages.map((_, i) => (i === 0 ? undefined : i)) });
  const read = () => client.getQueryData<MessagePages>(chatKeys.messages('general'))!.pages;
  return { client, read };
}

describe('live events on the cached chat', () => {
  it('appends a new message to the newest page once, even if it arrives twice', () => {
    const { client, read } = cacheWith([
      [msg(3, 1), msg(4, 2)],
      [msg(1, 1), msg(2, 2)],
    ]);
    applyLiveEvent(client, { type: 'message.created', chat_key: 'general', message: msg(5, 2) });
    applyLiveEvent(client, { type: 'message.created', chat_key: 'general', message: msg(5, 2) });
    expect(read()[0]!.map((m) => m.id)).toEqual([3, 4, 5]);
  });

  it("marks messages up to the read position as read by the reader, never the sender's own", () => {
    const { client, read } = cacheWith([[msg(3, 1), msg(4, 2), msg(5, 1)]]);
    applyLiveEvent(client, { type: 'chat.read', chat_key: 'general', user_id: 2, username: 'u2', up_to_id: 4, read_at: '2026-01-01T12:00:00.000Z' });
    const [m3, m4, m5] = read()[0]!;
    expect(m3!.readers).toEqual([{ user_id: 2, username: 'u2', read_at: '2026-01-01T12:00:00.000Z' }]);
    expect(m3!.read_by_any).toBe(true);
    expect(m4!.readers).toEqual([]);
    expect(m5!.read_by_any).toBe(false);
  });

  it('removes a deleted message and the quote of replies to it', () => {
    const quote = { id: 3, sender_username: 'u1', content: 'm3' };
    const { client, read } = cacheWith([[msg(3, 1), msg(4, 2, { reply_to_id: 3, reply_to: quote })]]);
    applyLiveEvent(client, { type: 'message.deleted', chat_key: 'general', message_id: 3 });
    expect(read()[0]!.map((m) => [m.id, m.reply_to])).toEqual([[4, null]]);
  });

  it('replaces reactions and edits in place', () => {
    const { client, read } = cacheWith([[msg(3, 1)]]);
    applyLiveEvent(client, {
      type: 'reactions.changed',
      chat_key: 'general',
      message_id: 3,
      reactions: [{ kind: 'heart', count: 1, user_ids: [2] }],
    });
    applyLiveEvent(client, {
      type: 'message.updated',
      chat_key: 'general',
      message: { ...read()[0]![0]!, content: 'edited', edited_at: '2026-01-01T12:00:00.000Z' },
    });
    expect(read()[0]![0]).toMatchObject({ content: 'edited', reactions: [{ kind: 'heart', count: 1, user_ids: [2] }] });
  });

  it('an edit in a direct or group chat refetches the Messages list (its last message may be the one edited), one in a channel does not', () => {
    const client = new QueryClient();
    const listIsStale = () => client.getQueryState(conversationsKey)!.isInvalidated;
    const edited = (chat_key: string) => ({ type: 'message.updated' as const, chat_key, message: msg(3, 1, { chat_key, content: 'edited' }) });
    client.setQueryData(conversationsKey, []);

    applyLiveEvent(client, edited('general'));
    expect(listIsStale()).toBe(false);
    applyLiveEvent(client, edited('dm_1_2'));
    expect(listIsStale()).toBe(true);

    client.setQueryData(conversationsKey, []);
    expect(listIsStale()).toBe(false);
    applyLiveEvent(client, edited('12'));
    expect(listIsStale()).toBe(true);
  });
});
