import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, engines } from '../databases.ts';
import { useChatKit, type Role } from '../chat/chat-kit.ts';
import { openStream, openStreamWithTicket, type StreamReader } from './sse-client.ts';

const baseOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

// Every test starts from the cast with no messages or open streams, and makes what it needs; the streams it opens are
// closed after it.
describe.each(engines)('live delivery on %s', (engine) => {
  let base: string;
  const open: StreamReader[] = [];
  const stream = async (as: Role, lastEventId?: number) => {
    const s = await openStream(base, k.tokens[as], lastEventId);
    open.push(s);
    await s.waitFor((e) => e.event === 'ready');
    return s;
  };
  // The app's intervals, among them the live hub's safety sweep (which would find a lost event within 5 s), are
  // made on a fake clock that never moves: every event a stream gets here came by the database notification.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  const k = useChatKit(engine);
  beforeAll(async () => {
    try {
      await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    } finally {
      vi.useRealTimers();
    }
    base = baseOf(k.t.app);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  // The live hub keeps its place in the event log in memory, and takes only events after it. The rows go back before
  // each test, but the event ids carry on from the highest any test reached, so the hub never passes over a new event.
  /** The id of the newest event ever made in the log (0 when none): the next one is above it. */
  const lastEventIdMade = async () => {
    const [last] = await k.t.database.query<{ id: string | null }>(
      `select pg_sequence_last_value(pg_get_serial_sequence('live_events', 'id')::regclass)::text as id`,
    );
    return Number(last?.id ?? 0);
  };
  /** Where the app's live hub stands in the event log, as a new stream is told. */
  const hubPosition = async () => {
    const s = await openStream(base, k.tokens.coach);
    try {
      return Number((await s.waitFor((e) => e.event === 'ready')).data.last_event_id);
    } finally {
      s.close();
    }
  };
  let eventIdsUpTo = 0;
  beforeEach(async () => {
    if (eventIdsUpTo > 0) await k.t.database.query(`select setval(pg_get_serial_sequence('live_events', 'id'), $1)`, [eventIdsUpTo]);
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    eventIdsUpTo = Math.max(eventIdsUpTo, await lastEventIdMade());
    // The hub has taken every event in the log before the rows go back, so the next test's streams start from the last.
    const [newest] = await k.t.database.query<{ id: string }>(`select coalesce(max(id), 0)::text as id from live_events`);
    await vi.waitUntil(async () => (await hubPosition()) >= Number(newest!.id), { timeout: 20_000, interval: 50 });
  });

  it('opens only with a fresh single-use ticket, never for public accounts', async () => {
    const ticket = (await k.ok('POST', '/api/chat/notifications/stream-ticket', 'ana')).ticket;
    const first = await openStreamWithTicket(base, ticket);
    open.push(first);
    expect(first.status).toBe(200);
    const replay = await openStreamWithTicket(base, ticket);
    expect(replay.status).toBe(401);
    expect((await openStreamWithTicket(base, 'made-up')).status).toBe(401);
    expect((await k.call('POST', '/api/chat/notifications/stream-ticket', 'fan')).statusCode).toBe(403);
    expect((await k.call('POST', '/api/chat/notifications/stream-ticket')).statusCode).toBe(401);
    // The bearer token itself is not accepted in the address.
    expect((await fetch(`${base}/api/chat/notifications/stream?ticket=${k.tokens.ana}`)).status).toBe(401);
  });

  it("delivers new messages, edits, reactions, read receipts and deletions to the chat's members as they happen", async () => {
    const ben = await stream('ben');
    const sent = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'live hello' });
    const created = await ben.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.id);
    expect(created.data.message).toMatchObject({ content: 'live hello', sender_username: 'ana' });
    expect(created.id).toBeGreaterThan(0);

    await k.ok('PATCH', `/api/chat/messages/${sent.id}`, 'ana', { content: 'live hello!' });
    await ben.waitFor((e) => e.data.type === 'message.updated' && e.data.message.content === 'live hello!');
    await k.ok('PUT', `/api/chat/messages/${sent.id}/reactions/laugh`, 'cy');
    const reaction = await ben.waitFor((e) => e.data.type === 'reactions.changed' && e.data.message_id === sent.id);
    expect(reaction.data.reactions).toEqual([{ kind: 'laugh', count: 1, user_ids: [k.ids.cy] }]);
    await k.ok('POST', '/api/chat/notifications/read/general', 'cy', {});
    await ben.waitFor((e) => e.data.type === 'chat.read' && e.data.user_id === k.ids.cy && e.data.up_to_id >= sent.id);
    await k.ok('DELETE', `/api/chat/messages/${sent.id}`, 'ana', {});
    await ben.waitFor((e) => e.data.type === 'message.deleted' && e.data.message_id === sent.id);
  });

  it("sends a private chat's events to its members only", async () => {
    const ben = await stream('ben');
    const cy = await stream('cy');
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'secret', is_private: true, members: [k.ids.ben] });
    const secret = await k.ok('POST', '/api/chat/messages/secret', 'ben', { content: 'hidden plans' });
    const dmKey = `dm_${Math.min(k.ids.ana, k.ids.ben)}_${Math.max(k.ids.ana, k.ids.ben)}`;
    await k.ok('POST', `/api/chat/messages/dm/${dmKey}`, 'ana', { content: 'just us' });
    const after = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'public again' });
    await ben.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === secret.id);
    await ben.waitFor((e) => e.data.type === 'message.created' && e.data.message.content === 'just us');
    // Events arrive in order, so once cy has the later public message she would already have the others.
    await cy.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === after.id);
    expect(JSON.stringify(cy.events)).not.toContain('hidden plans');
    expect(JSON.stringify(cy.events)).not.toContain('just us');
    // The channel list change is a bare signal without the name.
    const changed = await cy.waitFor((e) => e.data.type === 'channels.changed');
    expect(JSON.stringify(changed.data)).toBe('{"type":"channels.changed"}');
  });

  it('catches a reconnecting tab up from its last event id, without repeats', async () => {
    const first = await stream('ben');
    const ready = await first.waitFor((e) => e.event === 'ready');
    const lastSeen: number = ready.data.last_event_id;
    first.close();
    const m1 = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'while away 1' });
    const m2 = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'while away 2' });
    const again = await stream('ben', lastSeen);
    const created = again.events.filter((e) => e.data.type === 'message.created').map((e) => e.data.message.id);
    expect(created).toEqual([m1.id, m2.id]);
    const ids = again.events.filter((e) => e.id !== null).map((e) => e.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // And it keeps receiving live events afterwards.
    const m3 = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'back live' });
    await again.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === m3.id);
  });

  it('tells a client to refetch when it asks for more history than is kept', async () => {
    const before = await lastEventIdMade();
    for (const n of [1, 2, 3, 4]) await k.ok('POST', '/api/chat/messages/general', 'ana', { content: `history ${n}` });
    const s = await openStream(base, k.tokens.ben, before);
    open.push(s);
    // Asked from before every event this test made: all of them are kept, so it replays.
    await s.waitFor((e) => e.event === 'ready');
    expect(s.events.some((e) => e.event === 'resync')).toBe(false);
    expect(s.events.filter((e) => e.data.type === 'message.created').length).toBeGreaterThan(3);
    await k.t.database.query('delete from live_events where id < (select max(id) from live_events)');
    // The same request once those events were pruned.
    const pruned = await openStream(base, k.tokens.ben, before);
    open.push(pruned);
    await pruned.waitFor((e) => e.event === 'resync');
  });

  it('tells a tab whose last event id is past the log (a database restored from a backup) to refetch, then goes on from the newest', async () => {
    const head = await hubPosition();
    // The tab saw ids up to head + 1000 before the restore; none of them exists now.
    const s = await openStream(base, k.tokens.ben, head + 1000);
    open.push(s);
    const ready = await s.waitFor((e) => e.event === 'ready');
    expect(s.events.map((e) => e.event)).toEqual(['resync', 'ready']);
    expect(ready.data.last_event_id).toBe(head);
    // The next event has an id below the tab's old one, and reaches it.
    const sent = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'after the restore' });
    const created = await s.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.id);
    expect(created.id).toBeGreaterThan(head);
    expect(created.id).toBeLessThan(head + 1000);
    // A tab exactly at the newest id is not past it: nothing to refetch.
    const current = await openStream(base, k.tokens.ben, created.id!);
    open.push(current);
    await current.waitFor((e) => e.event === 'ready');
    expect(current.events.some((e) => e.event === 'resync')).toBe(false);
  });

  it('ends open streams when the server shuts down, so shutdown does not wait on them', async () => {
    // An app of its own, since this test shuts it down, with one member on it (the first administrator).
    const own = await buildTestApp(engine);
    let closed = false;
    try {
      await own.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
      const login = await own.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'coach', password: 'coachpass' } });
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const s = await openStream(baseOf(own.app), login.json().token);
      open.push(s);
      await s.waitFor((e) => e.event === 'ready');
      // The client never lets go of its stream: were shutdown to wait on it, close would not finish.
      closed = true;
      await own.app.close();
      await s.ended;
      s.close();
    } finally {
      if (!closed) await own.close();
    }
  }, 60_000);
});
