import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResolvedAddress } from '../../src/features/notifications/push/endpoint-policy.ts';
import { engines, type TestAppOptions } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { PushServiceStandIn, usePushServiceStandIn, type BrowserSubscription } from './push-service-stand-in.ts';

/** A server on this machine that records every connection anyone opens to it, whatever is said on it (HTTP, TLS). */
async function connectionRecorder() {
  const connections: { at: number; firstBytes: string }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    const record = { at: Date.now(), firstBytes: '' };
    connections.push(record);
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      if (record.firstBytes.length < 200) record.firstBytes += chunk.toString('latin1').slice(0, 200);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LXNlY3JldC0xMg' };
const PUSH_HOSTS = '*.push.example.org';

/**
 * The push endpoint policy, exercised for real: the app has no stand-in origin for these endpoints, only a
 * resolver that answers chosen addresses for names under push.example.org (an extra PUSH_SERVICE_HOSTS entry).
 * A recorder on 127.0.0.1 sees any connection the app opens to it; every request undici creates is noted too.
 */
describe.each(engines)('push endpoints the server must never reach, on %s', (engine) => {
  const push = new PushServiceStandIn();
  let recorder: Awaited<ReturnType<typeof connectionRecorder>>;
  /** What each name under push.example.org resolves to right now. */
  const dns = new Map<string, string[]>();
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    const found = dns.get(hostname);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const options: TestAppOptions = { settings: { PUSH_SERVICE_HOSTS: PUSH_HOSTS }, pushHostResolver: resolve };
  /** Origins of every HTTP request created in this process while a test runs. */
  const requested: string[] = [];
  const onRequest = (message: unknown) => requested.push(new URL(String((message as { request: { origin: unknown } }).request.origin)).origin);

  beforeAll(async () => {
    await push.start();
    recorder = await connectionRecorder();
    // The one origin let through: a working push service, so each test shows that delivery did run.
    options.pushServiceStandIns = [push.base];
  });
  afterAll(async () => {
    await push.close();
    await recorder.close();
  });
  const k = useChatKit(engine, options);
  beforeEach(() => {
    dns.clear();
    requested.length = 0;
    recorder.connections.length = 0;
    push.received.length = 0;
    subscribe('undici:request:create', onRequest);
  });
  afterEach(() => unsubscribe('undici:request:create', onRequest));

  const stored = async (endpoint: string) => (await k.t.database.query('select id from push_subscriptions where endpoint = $1', [endpoint])).length;
  const deliveries = (userId: number) =>
    k.t.database.query<{ target: string; status: string; detail: string | null }>(
      `select d.target, d.status, d.detail from alert_deliveries d join alerts a on a.id = d.alert_id where a.user_id = $1 order by d.target`,
      [userId],
    );
  /** The fan's test push, sent now; the working subscription proves the send ran. */
  const sendTestPush = async (control: BrowserSubscription) => {
    await k.ok('POST', '/api/notifications/push/test', 'fan');
    await k.t.app.services.alerts.delivery.deliverDue();
    expect(push.for(control)).toHaveLength(1);
  };

  const refused = () => {
    const port = recorder.port;
    return [
      { what: 'loopback address', endpoint: `https://127.0.0.1:${port}/push/a`, reason: /IP address/ },
      { what: 'loopback over http', endpoint: `http://127.0.0.1:${port}/push/a`, reason: /https/ },
      { what: 'IPv6 loopback', endpoint: `https://[::1]:${port}/push/a`, reason: /IP address/ },
      { what: 'IPv4-mapped IPv6 loopback', endpoint: `https://[::ffff:127.0.0.1]:${port}/push/a`, reason: /IP address/ },
      { what: 'private address', endpoint: 'https://10.0.0.1/push/a', reason: /IP address/ },
      { what: 'cloud metadata address', endpoint: 'https://169.254.169.254/latest/meta-data/', reason: /IP address/ },
      { what: 'localhost by name', endpoint: `http://localhost:${port}/`, reason: /https/ },
      { what: 'localhost by name over https', endpoint: `https://localhost:${port}/`, reason: /not a known push service/ },
      { what: 'http: on a known push service', endpoint: 'http://fcm.googleapis.com/fcm/send/abc', reason: /https/ },
      { what: 'unknown host', endpoint: `https://push.evil.example:${port}/x`, reason: /not a known push service/ },
      // A known push service's name, on a port other than https's own (an SSH port, say).
      { what: 'known push service on port 22', endpoint: 'https://fcm.googleapis.com:22/fcm/send/abc', reason: /https port \(443\), not 22/ },
      {
        what: 'known push service under a wildcard, other port',
        endpoint: `https://updates.push.services.mozilla.com:${port}/wpush/v2/x`,
        reason: /port/,
      },
    ];
  };

  it('refuses each with a clear 400, stores nothing and sends nothing, for any account', async () => {
    const control = push.subscription('fan-control');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'fan', control);
    dns.set('inside.push.example.org', ['127.0.0.1']);
    dns.set('mapped.push.example.org', ['::ffff:127.0.0.1']);
    dns.set('metadata.push.example.org', ['169.254.169.254']);
    const cases = [
      ...refused(),
      { what: 'name resolving to loopback', endpoint: `https://inside.push.example.org:${recorder.port}/push/a`, reason: /private or local address/ },
      {
        what: 'name resolving to mapped loopback',
        endpoint: `https://mapped.push.example.org:${recorder.port}/push/a`,
        reason: /private or local address/,
      },
      { what: 'name resolving to the metadata address', endpoint: 'https://metadata.push.example.org/latest', reason: /private or local address/ },
    ];
    for (const { what, endpoint, reason } of cases) {
      const res = await k.call('POST', '/api/notifications/push/subscriptions', 'fan', { endpoint, keys: KEYS });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({ error: expect.stringMatching(reason), code: 'push_endpoint_refused' });
      expect(await stored(endpoint), what).toBe(0);
      // A renewal from the service worker cannot bring it in either.
      const renewal = await k.call('POST', '/api/notifications/push/subscriptions/replace', undefined, {
        old_endpoint: control.endpoint,
        old_auth: control.keys.auth,
        subscription: { endpoint, keys: KEYS },
      });
      expect(renewal.statusCode, what).toBe(400);
      expect(await stored(endpoint), what).toBe(0);
    }
    expect(await stored(control.endpoint)).toBe(1);
    expect(await k.ok('GET', '/api/notifications/push/devices', 'fan')).toEqual({ web: 1, native: 0 });

    await sendTestPush(control);
    expect(recorder.connections).toEqual([]);
    expect(requested).toEqual([push.base]);
  });

  it('checks again when sending: endpoints stored before the rules are never requested and are dropped', async () => {
    const control = push.subscription('fan-control');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'fan', control);
    for (const { endpoint } of refused()) {
      // Keys a browser could have made, so the push is encrypted and only the endpoint rules stop it.
      const keys = push.subscription('stored-before').keys;
      await k.t.database.query(`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
        k.ids.fan,
        endpoint,
        keys.p256dh,
        keys.auth,
      ]);
    }
    expect(await k.ok('GET', '/api/notifications/push/devices', 'fan')).toEqual({ web: 1 + refused().length, native: 0 });

    await sendTestPush(control);
    expect(recorder.connections).toEqual([]);
    expect(requested).toEqual([push.base]);
    const outcomes = await deliveries(k.ids.fan);
    expect(outcomes.filter((d) => d.status === 'gone')).toHaveLength(refused().length);
    for (const { detail } of outcomes.filter((d) => d.status === 'gone')) expect(detail).toMatch(/https|IP address|not a known push service|port/);
    expect(await k.ok('GET', '/api/notifications/push/devices', 'fan')).toEqual({ web: 1, native: 0 });
  });

  it('connects only to the address it checked: a name that turns to loopback after registration (DNS rebinding) is refused when sending', async () => {
    const control = push.subscription('fan-control');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'fan', control);
    const endpoint = `https://rebind.push.example.org:${recorder.port}/push/${randomBytes(4).toString('hex')}`;
    // At registration the name leads to a public address.
    dns.set('rebind.push.example.org', ['142.250.185.74']);
    // Keys a browser could have made (a real P-256 point), so the push is encrypted and only the address stops it.
    await k.ok('POST', '/api/notifications/push/subscriptions', 'fan', { endpoint, keys: push.subscription('rebind').keys });
    expect(await stored(endpoint)).toBe(1);

    // By the time of sending it leads to this machine, where the recorder listens on the endpoint's port.
    dns.set('rebind.push.example.org', ['127.0.0.1']);
    await sendTestPush(control);
    expect(recorder.connections).toEqual([]);
    const [subscription] = await k.t.database.query<{ id: number }>('select id from push_subscriptions where endpoint = $1', [endpoint]);
    const outcome = (await deliveries(k.ids.fan)).find((d) => d.target === `web:${subscription!.id}`);
    expect(outcome).toMatchObject({ status: 'failed', detail: expect.stringMatching(/127\.0\.0\.1, which is not a public address/) });

    // Nor does an answer that mixes a public address with a private one get through.
    dns.set('rebind.push.example.org', ['142.250.185.74', '::1']);
    await k.t.database.query(`update alerts set due_at = now() - interval '1 second' where user_id = $1 and status = 'pending'`, [k.ids.fan]);
    await k.t.app.services.alerts.delivery.deliverDue();
    expect(recorder.connections).toEqual([]);
  });
});

describe.each(engines)('who a push device belongs to, on %s', (engine) => {
  const options: TestAppOptions = {};
  const push = usePushServiceStandIn(options);
  const k = useChatKit(engine, options);

  const owner = async (table: 'push_subscriptions' | 'native_devices', column: 'endpoint' | 'token', value: string) =>
    (await k.t.database.query<{ user_id: number }>(`select user_id from ${table} where ${column} = $1`, [value]))[0]?.user_id;
  /** A session of its own (the cast's tokens stay signed in). */
  const signIn = async (username: string) => {
    const res = await k.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'secret1' } });
    return res.json().token as string;
  };
  const asToken = (token: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    k.t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it("moves a browser's subscription to another account only with the browser's own keys (a shared family browser), never on the endpoint alone", async () => {
    const browser = push.subscription('family-browser');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'ana', browser);

    // Someone who learned the endpoint, with keys of their own: refused, and the subscription stays where it was.
    const stranger = push.subscription('stranger');
    const taken = await k.call('POST', '/api/notifications/push/subscriptions', 'fan', { endpoint: browser.endpoint, keys: stranger.keys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', error: expect.stringMatching(/another account/) });
    expect(await owner('push_subscriptions', 'endpoint', browser.endpoint)).toBe(k.ids.ana);
    const [row] = await k.t.database.query<{ auth: string }>('select auth from push_subscriptions where endpoint = $1', [browser.endpoint]);
    expect(row!.auth).toBe(browser.keys.auth);

    // Ben signs in on the same browser: it hands over the same subscription, keys and all.
    expect(await k.ok('POST', '/api/notifications/push/subscriptions', 'ben', browser)).toEqual({ web: 1, native: 0 });
    expect(await owner('push_subscriptions', 'endpoint', browser.endpoint)).toBe(k.ids.ben);
    expect(await k.ok('GET', '/api/notifications/push/devices', 'ana')).toEqual({ web: 0, native: 0 });
    // The owner re-registering changes nothing else.
    expect(await k.ok('POST', '/api/notifications/push/subscriptions', 'ben', browser)).toEqual({ web: 1, native: 0 });
  });

  it('moves a device token to another account only once the session that registered it has ended', async () => {
    const token = `fcm-token-${randomBytes(20).toString('hex')}`;
    const register = (as: string, userId: number) =>
      asToken(as, 'POST', '/api/chat/notifications/register-device', { user_id: userId, platform: 'android', token });
    const anaOnTablet = await signIn('ana');
    expect((await register(anaOnTablet, k.ids.ana)).statusCode).toBe(200);

    // While Ana is signed in on the tablet, nobody else takes it, whoever knows the token.
    const benOnTablet = await signIn('ben');
    const refused = await register(benOnTablet, k.ids.ben);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', error: expect.stringMatching(/another account/) });
    expect(await owner('native_devices', 'token', token)).toBe(k.ids.ana);
    // Ana signing out elsewhere does not free it either.
    expect((await asToken(k.tokens.ana, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await register(benOnTablet, k.ids.ben)).statusCode).toBe(409);

    // Ana signs out on the tablet; Ben signs in there and the tablet is his.
    expect((await asToken(anaOnTablet, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await register(benOnTablet, k.ids.ben)).statusCode).toBe(200);
    expect(await owner('native_devices', 'token', token)).toBe(k.ids.ben);
    // And now Ana, signed in again, cannot take it back while Ben is signed in there.
    expect((await register(await signIn('ana'), k.ids.ana)).statusCode).toBe(409);
    expect(await owner('native_devices', 'token', token)).toBe(k.ids.ben);
  });
});
