import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../databases.ts';
import { chatKit, type ChatKit } from '../chat/chat-kit.ts';
import { listenLocally, secondInstance } from '../second-instance.ts';
import { openStream, type StreamReader } from './sse-client.ts';

/** Far longer than a revocation takes, and no measure of it: a busy machine must not fail the test. */
const DEADLINE_MS = 20_000;

const endsWithin = (stream: StreamReader, ms = DEADLINE_MS) =>
  Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), ms))]);

// Two app instances on one database: the revocation is made through A, the stream is open on B. B's every
// interval (the hub's sweep, each stream's 25 s session heartbeat) runs on a fake clock that never moves, so a
// stream that ends was ended by the revocation's announcement, not by the heartbeat finding the session gone.
describe.each(engines)('revoked sessions lose their live streams on every instance, on %s', (engine) => {
  let k: ChatKit;
  let b: FastifyInstance;
  let baseB = '';
  const open: StreamReader[] = [];
  let n = 0;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    k = await chatKit(engine);
    b = await secondInstance(k.t);
    baseB = await listenLocally(b);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await b?.close();
    await k?.close();
    vi.useRealTimers();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    k.t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const signIn = async (username: string, password = 'secret1') => {
    const res = await call('POST', '/api/auth/login', undefined, { username, password });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  /** A new member of its own, made by coach through instance A. */
  const newMember = async () => {
    const username = `member${++n}`;
    const res = await call('POST', '/api/auth/register', k.tokens.coach, { username, password: 'secret1', user_type: 'member' });
    expect(res.statusCode).toBe(200);
    return { username, id: res.json().user.id as number };
  };
  /** A live stream on instance B, ready. */
  const streamOnB = async (token: string) => {
    const s = await openStream(baseB, token);
    open.push(s);
    await s.waitFor((e) => e.event === 'ready');
    return s;
  };
  /** The stream still delivers: a message posted now reaches it. */
  const stillDelivers = async (stream: StreamReader) => {
    const sent = (await call('POST', '/api/chat/messages/general', k.tokens.cy, { content: `still here ${++n}` })).json();
    await stream.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.id);
  };

  it("ends the stream of a session that signs out, and only that session's", async () => {
    const { username } = await newMember();
    const leaving = await signIn(username);
    const staying = await signIn(username);
    const gone = await streamOnB(leaving);
    const kept = await streamOnB(staying);
    expect((await call('POST', '/api/auth/logout', leaving)).statusCode).toBe(200);
    expect(await endsWithin(gone)).toBe('ended');
    await stillDelivers(kept);
  });

  it('ends the streams of the other sessions when the password changes, not the one that changed it', async () => {
    const { username } = await newMember();
    const other = await signIn(username);
    const changer = await signIn(username);
    const otherStream = await streamOnB(other);
    const changerStream = await streamOnB(changer);
    expect((await call('PUT', '/api/profile', changer, { password: 'a-new-secret', current_password: 'secret1' })).statusCode).toBe(200);
    expect(await endsWithin(otherStream)).toBe('ended');
    await stillDelivers(changerStream);
  });

  it('ends every stream of a user an administrator resets the password of', async () => {
    const { username, id } = await newMember();
    const stream = await streamOnB(await signIn(username));
    expect((await call('PUT', `/api/admin/users/${id}`, k.tokens.coach, { password: 'reset-by-coach' })).statusCode).toBe(200);
    expect(await endsWithin(stream)).toBe('ended');
  });

  it('ends every stream of a deleted user', async () => {
    const { username, id } = await newMember();
    const first = await streamOnB(await signIn(username));
    const second = await streamOnB(await signIn(username));
    const bystander = await streamOnB(k.tokens.ana);
    expect((await call('DELETE', `/api/admin/users/${id}`, k.tokens.coach, {})).statusCode).toBe(200);
    expect(await endsWithin(first)).toBe('ended');
    expect(await endsWithin(second)).toBe('ended');
    await stillDelivers(bystander);
  });

  it('ends every stream of a member made a public account', async () => {
    const { username, id } = await newMember();
    const stream = await streamOnB(await signIn(username));
    // No route changes an account's type: an administrator does it in the database.
    await k.t.database.query(`update users set user_type = 'public' where id = $1`, [id]);
    expect(await endsWithin(stream)).toBe('ended');
  });
});
