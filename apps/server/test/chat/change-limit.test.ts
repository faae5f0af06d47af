import { beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

// The default allowances: posts and edits together 20 at once, then 30 a minute (one every 2 s); reactions 30 at
// once, then 60 a minute (one a second); per member, in all chats together.
describe.each(engines)('edit and reaction limits on %s', (engine) => {
  const start = new Date('2026-03-14T15:00:00Z');
  let clock = start;
  const at = (seconds: number) => (clock = new Date(start.getTime() + seconds * 1000));
  const k = useChatKit(engine, { now: () => clock });
  beforeEach(() => {
    clock = start;
  });
  /** Changes every member's stream would be sent, of one type. */
  const published = async (type: string) =>
    (await k.t.database.query<{ n: number }>(`select count(*)::int as n from live_events where type = $1`, [type]))[0]!.n;

  it('answers a flood of edits mentioning three people with 429 and Retry-After, changing and sending nothing more', async () => {
    const message = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'first draft' });
    const sentBefore = await published('message.updated');
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(await k.call('PATCH', `/api/chat/messages/${message.id}`, 'ana', { content: `draft ${i} @ben @cy @mentor` }));
    }
    // The post took one of the 20: 19 edits go through.
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(19).fill(200), ...Array(6).fill(429)]);
    for (const refused of answers.slice(19)) {
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toEqual({
        code: 'rate_limited',
        error: 'You are editing messages too quickly. Please wait a few seconds and try again.',
      });
    }
    expect(await published('message.updated')).toBe(sentBefore + 19);
    const [stored] = await k.t.database.query<{ content: string }>(`select content from chat_messages where id = $1`, [message.id]);
    expect(stored!.content).toBe('draft 18 @ben @cy @mentor');
    // Edits and posts share one allowance: no post either, while another member is not held back.
    expect((await k.call('POST', '/api/chat/messages/general', 'ana', { content: 'a post' })).statusCode).toBe(429);
    expect((await k.call('POST', '/api/chat/messages/general', 'ben', { content: 'still here' })).statusCode).toBe(200);
    at(2);
    expect((await k.call('PATCH', `/api/chat/messages/${message.id}`, 'ana', { content: 'final' })).statusCode).toBe(200);
    expect((await k.call('PATCH', `/api/chat/messages/${message.id}`, 'ana', { content: 'final!' })).statusCode).toBe(429);
  });

  it('answers a flood of reaction toggles with 429 and Retry-After, sending none of the refused ones', async () => {
    const message = await k.ok('POST', '/api/chat/messages/general', 'ben', { content: 'we won the match' });
    const sentBefore = await published('reactions.changed');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await k.call(i % 2 === 0 ? 'PUT' : 'DELETE', `/api/chat/messages/${message.id}/reactions/thumbs_up`, 'cy');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual({ code: 'rate_limited', error: 'You are reacting too quickly. Please wait a few seconds and try again.' });
      }
    }
    expect(statuses).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
    expect(await published('reactions.changed')).toBe(sentBefore + 30);
    // Thirty toggles, on and off: the reaction is off, as the last one allowed left it.
    const [row] = await k.t.database.query<{ n: number }>(`select count(*)::int as n from chat_reactions where message_id = $1`, [message.id]);
    expect(row!.n).toBe(0);
    // Reactions have their own allowance: posting and editing are untouched, and others still react.
    expect((await k.call('POST', '/api/chat/messages/general', 'cy', { content: 'nice' })).statusCode).toBe(200);
    expect((await k.call('PUT', `/api/chat/messages/${message.id}/reactions/heart`, 'ana')).statusCode).toBe(200);
    at(1);
    expect((await k.call('PUT', `/api/chat/messages/${message.id}/reactions/heart`, 'cy')).statusCode).toBe(200);
  });

  it('never limits a member who edits a typo now and then and reacts down a thread', async () => {
    const messages = [];
    for (let i = 0; i < 12; i++) messages.push(await k.ok('POST', '/api/chat/messages/general', 'ben', { content: `line ${i}` }));
    let second = 0;
    for (const m of messages) {
      at((second += 2));
      expect((await k.call('PATCH', `/api/chat/messages/${m.id}`, 'ana', { content: 'x' })).statusCode).toBe(403);
      for (const kind of ['thumbs_up', 'heart', 'laugh'] as const) {
        expect((await k.call('PUT', `/api/chat/messages/${m.id}/reactions/${kind}`, 'ana')).statusCode, `${m.id} ${kind}`).toBe(200);
      }
    }
    const own = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'teh plan' });
    for (let i = 0; i < 5; i++) {
      at((second += 3));
      expect((await k.call('PATCH', `/api/chat/messages/${own.id}`, 'ana', { content: `the plan v${i}` })).statusCode).toBe(200);
    }
  });
});
