import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { secondInstance } from '../second-instance.ts';
import { useChatKit } from './chat-kit.ts';

// The default allowance: 20 messages at once, then 30 a minute (one every 2 s), per member, in all chats together.
describe.each(engines)('chat posting limit on %s', (engine) => {
  const start = new Date('2026-03-14T15:00:00Z');
  let clock = start;
  const at = (seconds: number) => (clock = new Date(start.getTime() + seconds * 1000));
  const k = useChatKit(engine, { now: () => clock });
  beforeEach(() => {
    clock = start;
  });
  const post = (as: 'ana' | 'ben' | 'cy', content: string, key = 'general') => k.call('POST', `/api/chat/messages/${key}`, as, { content });
  const stored = async () => (await k.t.database.query<{ n: number }>(`select count(*)::int as n from chat_messages`))[0]!.n;

  it('answers a flood with 429 and Retry-After, storing none of the refused messages', async () => {
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await post('ana', `flood ${i}`));
    expect(answers.slice(0, 20).map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const refused of answers.slice(20)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toMatchObject({
        code: 'rate_limited',
        error: 'You are sending messages too quickly. Please wait a few seconds and send again.',
      });
    }
    expect(await stored()).toBe(before + 20);
    // The allowance covers every chat of the member, and only theirs.
    const dm = `dm_${Math.min(k.ids.ana, k.ids.ben)}_${Math.max(k.ids.ana, k.ids.ben)}`;
    expect((await k.call('POST', `/api/chat/messages/dm/${dm}`, 'ana', { content: 'psst' })).statusCode).toBe(429);
    expect((await post('ben', 'I can still talk')).statusCode).toBe(200);
    // Two seconds on, one more; then the wait again.
    at(2);
    expect((await post('ana', 'one more')).statusCode).toBe(200);
    expect((await post('ana', 'and another')).statusCode).toBe(429);
  });

  it('also answers 429 to a flood sent all at once', async () => {
    // Most of the burst one by one, then eight posts at once for the last three tokens: they race for them, and
    // exactly three get one. Eight, not 28: on PostgreSQL 28 at once queue for the test database's five connections,
    // and on a busy machine a wait past the pool's 5 s (or a new connection slower than that) fails the request, which
    // is not what this test is about.
    const before = await stored();
    for (let i = 0; i < 17; i++) expect((await post('cy', `one by one ${i}`)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post('cy', `at once ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) expect(refused.headers['retry-after']).toBe('2');
    expect(await stored()).toBe(before + 20);
  });

  it('never limits a lively conversation: three members, bursts of quick lines, for ten minutes', async () => {
    // Each member in turn sends a burst of 1 to 8 lines a second apart, then the next one answers 3 s later: 320
    // messages in ten minutes, about 11 a minute each, faster than anyone keeps typing.
    const bursts = [3, 1, 5, 2, 8, 1, 4, 2, 6, 3, 1, 7, 2, 5, 1, 3];
    const members = ['ana', 'ben', 'cy'] as const;
    let second = 0;
    let sent = 0;
    for (let turn = 0; second < 600; turn++) {
      const who = members[turn % 3]!;
      for (let line = 0; line < bursts[turn % bursts.length]!; line++) {
        at(second++);
        const res = await post(who, `turn ${turn} line ${line}`);
        expect(res.statusCode, `${who} at ${second} s`).toBe(200);
        sent++;
      }
      second += 3;
    }
    expect(sent).toBe(320);
    // 320 posts one after another: well under a minute alone, several on a machine running two suites at once.
  }, 480_000);

  describe('with a second instance on the same database', () => {
    let b: FastifyInstance;
    beforeAll(async () => {
      b = await secondInstance(k.t, { now: () => clock });
    });
    afterAll(async () => {
      await b?.close();
    });

    it('counts posts through either instance against one allowance', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) {
        const app = i % 2 === 0 ? k.t.app : b;
        const res = await app.inject({
          method: 'POST',
          url: '/api/chat/messages/general',
          headers: { authorization: `Bearer ${k.tokens.ben}` },
          payload: { content: `alternating ${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(20).fill(200), 429, 429, 429, 429]);
    });
  });
});
