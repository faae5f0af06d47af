import { afterAll, describe, expect, it } from 'vitest';
import { openStream, type ReceivedEvent, type StreamReader } from '../live/sse-client.ts';
import { api, freshDatabase, ok, queryRows, startServer, stopAllServers, waitUntil, type ServerProcess } from './faults-kit.ts';

/** The chat client's rule (apps/web/src/features/chat/live/event-stream.ts): resume after the highest id seen or announced. */
function lastSeenId(events: ReceivedEvent[]): number {
  let last = 0;
  for (const e of events) {
    if (e.event === 'ready') last = Math.max(last, Number(e.data.last_event_id));
    if (e.id !== null) last = Math.max(last, e.id);
  }
  return last;
}

const createdIds = (events: ReceivedEvent[]) =>
  events.filter((e) => e.data?.type === 'message.created' && e.data.chat_key === 'general').map((e) => e.data.message.id as number);

interface Sent {
  content: string;
  via: 'A' | 'B';
  status: number;
  id: number | null;
}

const SENDERS = ['ana', 'ben', 'cal', 'dee'];
const PER_SENDER = 50;
/** SIGKILL instance A once this many messages were acknowledged, while a send to A is in flight. */
const KILL_AFTER_ACKS = 60;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'kill -9 of one of two server processes while members send messages (needs TEST_DATABASE_URL)',
  () => {
    const streams: StreamReader[] = [];
    let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
    afterAll(async () => {
      for (const s of streams) s.close();
      await stopAllServers();
      await database?.drop();
    });

    it('keeps every acknowledged message exactly once, and a member on the killed instance gets everything after reconnecting', async () => {
      database = await freshDatabase('kill');
      // Each member sends 50 messages as fast as the server answers, faster than the posting limit allows a member.
      const env = { DATABASE_URL: database.url, ADMIN_USERNAME: 'coach', ADMIN_PASSWORD: 'coachpass', LOG_LEVEL: 'info', CHAT_POST_BURST: '1000' };
      const a: ServerProcess = await startServer(env);
      const b: ServerProcess = await startServer(env);

      const coach = (await ok(a.base, 'POST', '/api/auth/login', { username: 'coach', password: 'coachpass' })).token as string;
      const tokens: Record<string, string> = {};
      for (const name of [...SENDERS, 'rita', 'rob']) {
        await ok(a.base, 'POST', '/api/auth/register', { username: name, password: 'secret1', user_type: 'member' }, coach);
        tokens[name] = (await ok(b.base, 'POST', '/api/auth/login', { username: name, password: 'secret1' })).token;
      }

      // Two readers whose live streams are on A, the instance that will be killed.
      const ritaOnA = await openStream(a.base, tokens.rita!);
      const robOnA = await openStream(a.base, tokens.rob!);
      streams.push(ritaOnA, robOnA);
      await ritaOnA.waitFor((e) => e.event === 'ready', 10_000);
      await robOnA.waitFor((e) => e.event === 'ready', 10_000);

      // Members send to both instances, alternating, in a bounded loop; A is killed mid-stream.
      const sent: Sent[] = [];
      let acked = 0;
      let inFlightToA = 0;
      let killedAt = -1;
      const sender = async (name: string, offset: number) => {
        for (let i = 0; i < PER_SENDER; i++) {
          const via = (i + offset) % 2 === 0 ? 'A' : 'B';
          const content = `fault ${name} #${i}`;
          if (via === 'A') inFlightToA++;
          const res = await api((via === 'A' ? a : b).base, 'POST', '/api/chat/messages/general', { content }, tokens[name]);
          if (via === 'A') inFlightToA--;
          const good = res.status >= 200 && res.status < 300 && res.body?.content === content && typeof res.body?.id === 'number';
          if (good) acked++;
          sent.push({ content, via, status: res.status, id: good ? res.body.id : null });
        }
      };
      const killer = (async () => {
        await waitUntil('enough acknowledged messages with a send to A in flight', () => acked >= KILL_AFTER_ACKS && inFlightToA > 0, 60_000, 2);
        killedAt = sent.length;
        a.child.kill('SIGKILL');
      })();
      await Promise.all([...SENDERS.map((name, n) => sender(name, n)), killer]);
      await a.exited;

      expect(a.child.signalCode).toBe('SIGKILL');
      const beforeKill = sent.slice(0, killedAt);
      const afterKill = sent.slice(killedAt);
      // The kill happened mid-stream: A had acknowledged messages, and sends to A then failed.
      expect(beforeKill.some((s) => s.via === 'A' && s.id !== null)).toBe(true);
      expect(afterKill.some((s) => s.via === 'A' && s.id === null)).toBe(true);
      // The survivor kept acknowledging.
      expect(afterKill.filter((s) => s.via === 'B' && s.id !== null).length).toBeGreaterThan(10);
      // A failure is a refused or cut connection (or A's 503 while it was going), never a 500.
      expect(sent.filter((s) => s.id === null && s.status !== 0 && s.status !== 503)).toEqual([]);

      // In the database: every acknowledged message once, with the id it was acknowledged with; nothing twice.
      const stored = await queryRows<{ id: number; content: string }>(
        database.url,
        `select id, content from chat_messages where chat_key = 'general' and content like 'fault %' order by id`,
      );
      const byContent = new Map<string, number[]>();
      for (const row of stored) byContent.set(row.content, [...(byContent.get(row.content) ?? []), row.id]);
      expect([...byContent].filter(([, ids]) => ids.length > 1)).toEqual([]);
      const ackedMessages = sent.filter((s) => s.id !== null);
      expect(ackedMessages.filter((s) => byContent.get(s.content)?.[0] !== s.id)).toEqual([]);
      // Unacknowledged sends may be lost (or stored, when the kill came between commit and answer), never doubled.
      const unacked = sent.filter((s) => s.id === null);
      expect(unacked.every((s) => (byContent.get(s.content)?.length ?? 0) <= 1)).toBe(true);
      expect(stored.length).toBeGreaterThanOrEqual(ackedMessages.length);
      expect(stored.length).toBeLessThanOrEqual(sent.length);
      const storedIds = stored.map((r) => r.id);

      // Rita reconnects to the survivor the way the chat client does: a new ticket, resuming after the last id she saw.
      const ritaBefore = [...ritaOnA.events];
      const ritaAgain = await openStream(b.base, tokens.rita!, lastSeenId(ritaBefore));
      streams.push(ritaAgain);
      await ritaAgain.waitFor((e) => e.event === 'ready', 10_000);
      expect(ritaAgain.events.some((e) => e.event === 'resync')).toBe(false);
      const ritaGot = [...createdIds(ritaBefore), ...createdIds(ritaAgain.events)];
      expect(ritaGot.filter((id, i) => ritaGot.indexOf(id) !== i)).toEqual([]); // nothing twice
      expect(new Set(ritaGot)).toEqual(new Set(storedIds)); // everything stored, acknowledged or not

      // Rob reconnects to a restarted A on the same database.
      const robBefore = [...robOnA.events];
      const aAgain = await startServer(env);
      const robAgain = await openStream(aAgain.base, tokens.rob!, lastSeenId(robBefore));
      streams.push(robAgain);
      await robAgain.waitFor((e) => e.event === 'ready', 10_000);
      const robGot = [...createdIds(robBefore), ...createdIds(robAgain.events)];
      expect(robGot.filter((id, i) => robGot.indexOf(id) !== i)).toEqual([]);
      expect(new Set(robGot)).toEqual(new Set(storedIds));

      // Both resumed streams are live again: a new message sent through either instance reaches both.
      const after = await ok(b.base, 'POST', '/api/chat/messages/general', { content: 'after the kill' }, tokens.ana);
      for (const s of [ritaAgain, robAgain]) {
        await s.waitFor((e) => e.data?.type === 'message.created' && e.data.message.id === after.id, 10_000);
      }

      // The history a client fetches (newest first pages, going back with `before`) holds every acknowledged message.
      const history: number[] = [];
      let before: number | undefined;
      for (let page = 0; page < 10; page++) {
        const res = await ok(aAgain.base, 'GET', `/api/chat/messages/general?limit=100${before ? `&before=${before}` : ''}`, undefined, tokens.rita);
        const messages = (Array.isArray(res) ? res : res.messages) as { id: number }[];
        if (messages.length === 0) break;
        history.push(...messages.map((m) => m.id));
        before = Math.min(...messages.map((m) => m.id));
      }
      expect(ackedMessages.filter((s) => !history.includes(s.id!))).toEqual([]);
      expect(history.filter((id, i) => history.indexOf(id) !== i)).toEqual([]);

      await b.stop();
      await aAgain.stop();
      expect(b.output()).not.toMatch(/uncaught|unhandled/i);
    }, 600_000);
  },
);
