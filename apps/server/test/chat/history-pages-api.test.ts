import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

// Opening a chat at an old message (a search result, a mention): the page around it, then the pages on either side.
describe.each(engines)('chat history pages on %s', (engine) => {
  const k = useChatKit(engine);
  const contents = (page: { content: string }[]) => page.map((m) => m.content);

  /** A channel of its own with `count` messages, 'entry 1' oldest; answers their ids in order. */
  async function logChannel(count: number): Promise<number[]> {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'log' });
    const ids: number[] = [];
    for (let i = 1; i <= count; i++) ids.push((await k.ok('POST', '/api/chat/messages/log', 'ana', { content: `entry ${i}` })).id);
    return ids;
  }

  it('answers the page around a message, the message with the older half of the page', async () => {
    const ids = await logChannel(9);
    const around = await k.ok('GET', `/api/chat/messages/log?around=${ids[4]}&limit=4`, 'ben');
    expect(contents(around)).toEqual(['entry 4', 'entry 5', 'entry 6', 'entry 7']);
    // Near either end the page is short on that side.
    expect(contents(await k.ok('GET', `/api/chat/messages/log?around=${ids[0]}&limit=4`, 'ben'))).toEqual(['entry 1', 'entry 2', 'entry 3']);
    expect(contents(await k.ok('GET', `/api/chat/messages/log?around=${ids[8]}&limit=5`, 'ben'))).toEqual(['entry 7', 'entry 8', 'entry 9']);
    // A message deleted since it was found: the page is where it was.
    await k.ok('DELETE', `/api/chat/messages/${ids[4]}`, 'ana', {});
    expect(contents(await k.ok('GET', `/api/chat/messages/log?around=${ids[4]}&limit=4`, 'ben'))).toEqual([
      'entry 3',
      'entry 4',
      'entry 6',
      'entry 7',
    ]);
  });

  it('pages forward with after= up to the newest message', async () => {
    const ids = await logChannel(7);
    const next = await k.ok('GET', `/api/chat/messages/log?after=${ids[1]}&limit=3`, 'ben');
    expect(contents(next)).toEqual(['entry 3', 'entry 4', 'entry 5']);
    const last = await k.ok('GET', `/api/chat/messages/log?after=${next.at(-1).id}&limit=3`, 'ben');
    expect(contents(last)).toEqual(['entry 6', 'entry 7']);
    expect(await k.ok('GET', `/api/chat/messages/log?after=${ids[6]}`, 'ben')).toEqual([]);
  });

  it('keeps to the chat asked for: the page around a message of another chat holds none of it', async () => {
    const ids = await logChannel(3);
    const elsewhere = await k.ok('POST', '/api/chat/messages/general', 'ben', { content: 'in general' });
    const page = await k.ok('GET', `/api/chat/messages/log?around=${elsewhere.id}`, 'ben');
    expect(page.map((m: { chat_key: string }) => m.chat_key)).toEqual(['log', 'log', 'log']);
    expect(page.map((m: { id: number }) => m.id)).toEqual(ids);
  });

  it('refuses two directions at once and ids that cannot be, changing nothing', async () => {
    const ids = await logChannel(2);
    for (const query of [`before=${ids[1]}&after=${ids[0]}`, `around=${ids[0]}&before=${ids[1]}`, `around=${ids[0]}&after=${ids[0]}`]) {
      const res = await k.call('GET', `/api/chat/messages/log?${query}`, 'ben');
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid query: Use only one of before, after and around.', code: 'invalid_input' });
    }
    for (const query of ['around=0', 'after=-1', 'around=abc', 'after=2147483648', 'around=1.5']) {
      const res = await k.call('GET', `/api/chat/messages/log?${query}`, 'ben');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(contents(await k.ok('GET', '/api/chat/messages/log', 'ben'))).toEqual(['entry 1', 'entry 2']);
  });

  it('opens a private chat at a message only for those who may read it', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Mentors', is_private: true, members: [k.ids.ana] });
    const secret = await k.ok('POST', '/api/chat/messages/mentors', 'ana', { content: 'budget is 5k' });
    for (const query of [`around=${secret.id}`, `after=${secret.id}`]) {
      const res = await k.call('GET', `/api/chat/messages/mentors?${query}`, 'ben');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('budget');
    }
    expect(contents(await k.ok('GET', `/api/chat/messages/mentors?around=${secret.id}`, 'ana'))).toEqual(['budget is 5k']);
  });
});
