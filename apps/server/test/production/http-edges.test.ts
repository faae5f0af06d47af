import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';

/** Every error the API gives, whoever gives it (a route, Fastify's router, Node's HTTP parser), has this shape. */
const productError = (code: string) => ({ error: expect.stringMatching(/\S/), code });

describe.each(engines)('answers at the edges of HTTP, on %s', (engine) => {
  const k = useChatKit(engine);
  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

  it('tells caches to keep no answer that carries a token or a signed-in user’s data; public competition data keeps its caching', async () => {
    const login = await k.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ana', password: 'secret1' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const wrong = await k.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ana', password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
    const signUp = await k.t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'newcomer', password: 'secret1' } });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toHaveProperty('token');
    expect(signUp.headers['cache-control']).toBe('no-store');

    for (const [url, as, status] of [
      ['/api/profile', 'ana', 200],
      ['/api/chat/channels', 'ana', 200],
      ['/api/preferences/teams', 'fan', 200],
      ['/api/notifications/push/devices', 'fan', 200],
      ['/api/admin/users', 'fan', 403],
      ['/api/chat/messages/no-such-channel', 'ana', 404],
    ] as const) {
      const res = await k.call('GET', url, as);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Even a token that is no longer any good: what answers it is about that token.
    expect((await k.t.app.inject({ method: 'GET', url: '/api/profile', headers: withToken('not-a-token') })).headers['cache-control']).toBe(
      'no-store',
    );

    // Competition data is the same for everyone, signed in or not.
    for (const headers of [{}, withToken(k.tokens.ana)]) {
      const res = await k.t.app.inject({ method: 'GET', url: '/api/competition/search?q=baywatch', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
    }
  });

  it('takes a JSON content type with no body as no body (spec 1 section 7: every call sends one), and still refuses a route’s missing body in the product’s shape', async () => {
    await k.ok('POST', '/api/preferences/teams', 'fan', { team_number: '254', highlight_color: '#ffd166' });
    const json = { 'content-type': 'application/json', ...withToken(k.tokens.fan) };
    const removed = await k.t.app.inject({ method: 'DELETE', url: '/api/preferences/teams/254', headers: json });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await k.ok('GET', '/api/preferences/teams', 'fan')).teams).toEqual([]);
    // A body a route needs is still needed; broken JSON is still refused.
    const empty = await k.t.app.inject({ method: 'POST', url: '/api/preferences/teams', headers: json });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject(productError('invalid_input'));
    const broken = await k.t.app.inject({ method: 'POST', url: '/api/preferences/teams', headers: json, payload: '{"team_number": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: expect.any(String) });
    const poisoned = await k.t.app.inject({ method: 'POST', url: '/api/preferences/teams', headers: json, payload: '{"__proto__": {"x": 1}}' });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers an over-long path parameter and a malformed address in the product’s error shape', async () => {
    const long = await k.call('GET', `/api/chat/messages/${'x'.repeat(500)}`, 'ana');
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(productError('uri_too_long'));
    expect(long.headers['content-type']).toMatch(/^application\/json/);
    const malformed = await k.call('GET', '/api/chat/messages/%E0%A4%A', 'ana');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(productError('bad_url'));
  });
});

describe('a request Node cannot parse', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('is answered in the product’s error shape too', async () => {
    const answer = await raw('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nNot a header line\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual(productError('bad_request'));
  });
});
