import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { chatKit, type ChatKit, type Role } from '../chat/chat-kit.ts';
import { openStream, openStreamWithTicket, type StreamReader } from './sse-client.ts';

describe.each(engines)('live delivery on %s', (engine) => {
  let k: ChatKit;
  let base: string;
  const open: StreamReader[] = [];
  const stream = async (as: Role, lastEventId?: number) => {
    const s = await openStream(base, k.tokens[as], lastEventId);
    open.push(s);
    await s.waitFor((e) => e.event === 'ready');
    return s;
  };
  beforeAll(async () => {
    k = await chatKit(engine);
    await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = k.t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await k.close();
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

  it('delivers new messages, edits, reactions, read receipts and deletions to the chat\'s members within a second', async () => {
    const ben = await stream('ben');
    const started = Date.now();
    const sent = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'live hello' });
    const created = await ben.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.id, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(created.data.message).toMatchObject({ content: 'live hello', sender_username: 'ana' });
    expect(created.id).toBeGreaterThan(0);

    await k.ok('PATCH', `/api/chat/messages/${sent.id}`, 'ana', { content: 'live hello!' });
    await ben.waitFor((e) => e.data.type === 'message.updated' && e.data.message.content === 'live hello!', 1000);
    await k.ok('PUT', `/api/chat/messages/${sent.id}/reactions/laugh`, 'cy');
    const reaction = await ben.waitFor((e) => e.data.type === 'reactions.changed' && e.data.message_id === sent.id, 1000);
    expect(reaction.data.reactions).toEqual([{ kind: 'laugh', count: 1, user_ids: [k.ids.cy] }]);
    await k.ok('POST', '/api/chat/notifications/read/general', 'cy', {});
    await ben.waitFor((e) => e.data.type === 'chat.read' && e.data.user_id === k.ids.cy && e.data.up_to_id >= sent.id, 1000);
    await k.ok('DELETE', `/api/chat/messages/${sent.id}`, 'ana', {});
    await ben.waitFor((e) => e.data.type === 'message.deleted' && e.data.message_id === sent.id, 1000);
  });

  it('sends a private chat\'s events to its members only', async () => {
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
    await again.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === m3.id, 1000);
  });

  it('tells a client to refetch when it asks for more history than is kept', async () => {
    const s = await openStream(base, k.tokens.ben, 0);
    open.push(s);
    // Event 0 is before every kept event only when events were pruned; here all are kept, so it replays.
    await s.waitFor((e) => e.event === 'ready');
    expect(s.events.some((e) => e.event === 'resync')).toBe(false);
    expect(s.events.filter((e) => e.data.type === 'message.created').length).toBeGreaterThan(3);
    await k.t.database.query('delete from chat_events where id < (select max(id) from chat_events)');
    const pruned = await openStream(base, k.tokens.ben, 1);
    open.push(pruned);
    await pruned.waitFor((e) => e.event === 'resync');
  });

  it('ends open streams when the server shuts down, so shutdown does not wait on them', async () => {
    const s = await stream('cy');
    const started = Date.now();
    await k.t.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    s.close();
  });
});
