import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../src/app.ts';
import { engines, testSettings, type TestAppOptions } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { PushServiceStandIn } from './push-service-stand-in.ts';

/** A stand-in for Google's token endpoint and FCM's HTTP v1 send, over real HTTP. */
async function fcmStandIn(publicKeyPem: string) {
  const sent: { auth: string; body: any }[] = [];
  const unregistered = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (req.url === '/token') {
        const assertion = new URLSearchParams(text).get('assertion') ?? '';
        const [h, c, s] = assertion.split('.') as [string, string, string];
        const ok = verify('RSA-SHA256', Buffer.from(`${h}.${c}`), publicKeyPem, Buffer.from(s, 'base64url'));
        if (!ok) return void res.writeHead(401).end();
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'fcm-access', expires_in: 3600 }));
      }
      if (req.url === '/v1/projects/team7790-app/messages:send') {
        const body = JSON.parse(text);
        if (unregistered.has(body.message.token)) {
          return void res
            .writeHead(404, { 'content-type': 'application/json' })
            .end('{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}');
        }
        sent.push({ auth: String(req.headers.authorization), body });
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"projects/team7790-app/messages/1"}');
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, sent, unregistered, close: () => new Promise<void>((r) => server.close(() => r())) };
}

// Every test starts from the cast with no devices or alerts, and the stand-ins holding nothing of earlier tests.
describe.each(engines)('push delivery on %s', (engine) => {
  const push = new PushServiceStandIn();
  let fcm: Awaited<ReturnType<typeof fcmStandIn>>;
  // Filled in once the stand-ins listen, before the kit builds its app from them.
  const options: TestAppOptions = {};

  beforeAll(async () => {
    await push.start();
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fcm = await fcmStandIn(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const dir = mkdtempSync(path.join(tmpdir(), 'fcm-'));
    const file = path.join(dir, 'service-account.json');
    writeFileSync(
      file,
      JSON.stringify({
        project_id: 'team7790-app',
        client_email: 'push@team7790-app.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: `${fcm.base}/token`,
      }),
    );
    options.settings = { FCM_SERVICE_ACCOUNT_FILE: file, FCM_BASE_URL: fcm.base, PUBLIC_SITE_URL: 'https://team7790.example' };
    // The stand-in listens on this machine over HTTP, which the push endpoint policy refuses; push-endpoints.test.ts covers the policy.
    options.pushServiceStandIns = [push.base];
  });
  afterAll(async () => {
    await push.close();
    await fcm.close();
  });
  const k = useChatKit(engine, options);
  beforeEach(() => {
    push.failWith = null;
    push.gone.clear();
    fcm.sent.length = 0;
    fcm.unregistered.clear();
  });

  const deliver = () => k.t.app.services.alerts.delivery.deliverDue();

  it('delivers to every browser a user subscribed, encrypted (aes128gcm) with a VAPID signature, and drops subscriptions the service reports gone', async () => {
    const { vapid_public_key } = await k.ok('GET', '/api/notifications/push/config');
    const laptop = push.subscription('laptop');
    const phone = push.subscription('phone');
    const old = push.subscription('old');
    push.gone.add(new URL(old.endpoint).pathname);
    for (const sub of [laptop, phone, old]) await k.ok('POST', '/api/notifications/push/subscriptions', 'fan', sub);
    expect(await k.ok('GET', '/api/notifications/push/devices', 'fan')).toEqual({ web: 3, native: 0 });

    await k.ok('POST', '/api/notifications/push/test', 'fan');
    expect(await deliver()).toBe(1);

    for (const sub of [laptop, phone]) {
      const got = push.for(sub);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({ title: 'Notifications are on', url: '/settings', kind: 'test' });
      expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(got[0]!.headers.ttl)).toBeGreaterThan(0);
      expect(got[0]!.headers.urgency).toBe('high');
      expect(String(got[0]!.headers.topic)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(got[0]!.vapid).toMatchObject({ aud: push.base, sub: 'https://team7790.example', publicKey: vapid_public_key });
      expect(got[0]!.vapid.exp * 1000).toBeGreaterThan(Date.now());
    }
    expect(push.for(old)).toHaveLength(0);
    expect(await k.ok('GET', '/api/notifications/push/devices', 'fan')).toEqual({ web: 2, native: 0 });
    // Sent once: a second pass finds nothing due.
    expect(await deliver()).toBe(0);
    expect(push.for(laptop)).toHaveLength(1);
  });

  it("refuses bad subscriptions and other users' endpoints, and changes nothing", async () => {
    expect((await k.call('POST', '/api/notifications/push/subscriptions', undefined, push.subscription('anon'))).statusCode).toBe(401);
    const bad = await k.call('POST', '/api/notifications/push/subscriptions', 'ana', { endpoint: 'ftp://x', keys: { p256dh: 'x', auth: 'y' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/endpoint/);
    const mine = push.subscription('ana');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'ana', mine);
    const other = await k.call('DELETE', '/api/notifications/push/subscriptions', 'ben', { endpoint: mine.endpoint });
    expect(other.statusCode).toBe(404);
    expect(await k.ok('GET', '/api/notifications/push/devices', 'ana')).toEqual({ web: 1, native: 0 });
    expect(await k.ok('DELETE', '/api/notifications/push/subscriptions', 'ana', { endpoint: mine.endpoint })).toEqual({ web: 0, native: 0 });
  });

  it('replaces a subscription the push service renewed (pushsubscriptionchange), proven by the old auth secret, with no session', async () => {
    const devices = () => k.ok('GET', '/api/notifications/push/devices', 'cy');
    const replace = (body: object) => k.call('POST', '/api/notifications/push/subscriptions/replace', undefined, body);
    const before = push.subscription('cy-before');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'cy', before);
    const renewed = push.subscription('cy-renewed');

    // A wrong secret, an unknown endpoint or a bad new subscription change nothing.
    const wrong = push.subscription('wrong').keys.auth;
    expect((await replace({ old_endpoint: before.endpoint, old_auth: wrong, subscription: renewed })).statusCode).toBe(404);
    expect((await replace({ old_endpoint: `${before.endpoint}x`, old_auth: before.keys.auth, subscription: renewed })).statusCode).toBe(404);
    expect(
      (await replace({ old_endpoint: before.endpoint, old_auth: before.keys.auth, subscription: { endpoint: 'ftp://x', keys: renewed.keys } }))
        .statusCode,
    ).toBe(400);
    const id = async (endpoint: string) =>
      (await k.t.database.query<{ id: number; user_id: number }>(`select id, user_id from push_subscriptions where endpoint = $1`, [endpoint]))[0];
    const original = await id(before.endpoint);
    expect(original?.user_id).toBe(k.ids.cy);

    const res = await replace({ old_endpoint: before.endpoint, old_auth: before.keys.auth, subscription: renewed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ replaced: true });
    // The same device row, now at the new address with the new keys; the old address is gone.
    expect(await id(before.endpoint)).toBeUndefined();
    expect(await id(renewed.endpoint)).toEqual(original);
    expect(await devices()).toEqual({ web: 1, native: 0 });
    // Replaying the change finds nothing to replace.
    expect((await replace({ old_endpoint: before.endpoint, old_auth: before.keys.auth, subscription: renewed })).statusCode).toBe(404);

    // Alerts now reach the new subscription, encrypted with its keys (the stand-in decrypts with them), and not the old one.
    await k.ok('POST', '/api/notifications/push/test', 'cy');
    await deliver();
    expect(push.for(renewed)).toHaveLength(1);
    expect(push.for(renewed)[0]!.payload).toMatchObject({ title: 'Notifications are on', kind: 'test' });
    expect(push.for(before)).toHaveLength(0);

    // The page registered the newer subscription first (signed in): the worker's replacement only drops the old one.
    const newest = push.subscription('cy-newest');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'cy', newest);
    expect(await devices()).toEqual({ web: 2, native: 0 });
    expect((await replace({ old_endpoint: renewed.endpoint, old_auth: renewed.keys.auth, subscription: newest })).statusCode).toBe(200);
    expect(await devices()).toEqual({ web: 1, native: 0 });
    expect(await id(newest.endpoint)).toMatchObject({ user_id: k.ids.cy });
    await k.ok('DELETE', '/api/notifications/push/subscriptions', 'cy', { endpoint: newest.endpoint });
  });

  it('keeps one generated VAPID key pair for every instance, and uses configured keys when given', async () => {
    const first = (await k.ok('GET', '/api/notifications/push/config')).vapid_public_key;
    const second = await buildApp({ settings: testSettings(), database: k.t.database, logger: false, pushServiceStandIns: [push.base] });
    await second.ready();
    const again = (await second.inject({ url: '/api/notifications/push/config' })).json().vapid_public_key;
    expect(again).toBe(first);
    const given = webpush.generateVAPIDKeys();
    const third = await buildApp({
      settings: testSettings({ VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey }),
      database: k.t.database,
      logger: false,
      pushServiceStandIns: [push.base],
    });
    expect((await third.inject({ url: '/api/notifications/push/config' })).json().vapid_public_key).toBe(given.publicKey);
    // Both extra instances share the test database: only their workers are stopped here.
    await second.services.alerts.worker.stop();
    await third.services.alerts.worker.stop();
    expect(() => testSettings({ VAPID_PUBLIC_KEY: given.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it("registers the app's device token (spec 1 register-device, push-config) and sends through FCM with the same tag", async () => {
    const denied = await k.call('POST', '/api/chat/notifications/register-device', 'cy', {
      user_id: k.ids.ana,
      platform: 'android',
      token: 'x'.repeat(40),
    });
    expect(denied.statusCode).toBe(403);
    const ios = await k.call('POST', '/api/chat/notifications/register-device', 'cy', { platform: 'ios', token: 'x'.repeat(40) });
    expect(ios.statusCode).toBe(400);
    const token = `fcm-token-${'a'.repeat(30)}`;
    expect(await k.ok('POST', '/api/chat/notifications/register-device', 'cy', { user_id: k.ids.cy, platform: 'android', token })).toEqual({
      registered: true,
      platform: 'android',
    });
    const config = await k.ok('GET', `/api/chat/notifications/push-config?user_id=${k.ids.cy}`, 'cy');
    expect(config).toMatchObject({ native_enabled: true, web_enabled: true, devices: { web: 0, native: 1 }, default_title: 'New message' });

    await k.ok('POST', '/api/notifications/push/test', 'cy');
    await deliver();
    expect(fcm.sent).toHaveLength(1);
    expect(fcm.sent[0]!.auth).toBe('Bearer fcm-access');
    expect(fcm.sent[0]!.body.message).toMatchObject({
      token,
      notification: { title: 'Notifications are on' },
      data: { url: '/settings', kind: 'test' },
    });
    expect(fcm.sent[0]!.body.message.android.notification.tag).toBe(fcm.sent[0]!.body.message.data.tag);

    fcm.unregistered.add(token);
    await k.ok('POST', '/api/notifications/push/test', 'cy');
    await deliver();
    expect((await k.ok('GET', '/api/notifications/push/devices', 'cy')).native).toBe(0);
  });

  it('sends each alert once per device when two instances deliver at once, and after a crash mid-send resends only to the devices not done', async () => {
    const db = k.t.database;
    const a = push.subscription('ben-a');
    const b = push.subscription('ben-b');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'ben', a);
    await k.ok('POST', '/api/notifications/push/subscriptions', 'ben', b);
    const second = await buildApp({ settings: testSettings(), database: db, logger: false, pushServiceStandIns: [push.base] });
    await second.ready();
    for (let i = 0; i < 5; i++) await k.ok('POST', '/api/notifications/push/test', 'ben');
    await Promise.all([deliver(), second.services.alerts.delivery.deliverDue(), deliver()]);
    const tags = push.for(a).map((r) => r.payload.tag);
    expect(tags).toHaveLength(5);
    expect(new Set(tags).size).toBe(5);
    expect(push.for(b)).toHaveLength(5);

    // An instance claimed an alert and reached device a, then died before b.
    const [alert] = await db.query<{ id: number }>(
      `insert into alerts (alert_key, user_id, kind, title, body, url, status, due_at, claimed_at, claimed_by, attempts)
       values ('crash-test', $1, 'test', 'After a restart', '', '/', 'sending', now(), now() - interval '5 minutes', 'dead-instance', 1) returning id`,
      [k.ids.ben],
    );
    const [subA] = await db.query<{ id: number }>('select id from push_subscriptions where endpoint = $1', [a.endpoint]);
    await db.query(`insert into alert_deliveries (alert_id, target, status, attempted_at) values ($1, $2, 'sent', now())`, [
      alert!.id,
      `web:${subA!.id}`,
    ]);
    await second.services.alerts.delivery.deliverDue();
    expect(push.for(a).filter((r) => r.payload.title === 'After a restart')).toHaveLength(0);
    expect(push.for(b).filter((r) => r.payload.title === 'After a restart')).toHaveLength(1);
    expect((await db.query<{ status: string }>(`select status from alerts where id = $1`, [alert!.id]))[0]!.status).toBe('sent');
    await second.services.alerts.worker.stop();
  });

  it('retries a device whose push service failed, without resending to the ones that succeeded', async () => {
    const ok = push.subscription('cy-ok');
    await k.ok('POST', '/api/notifications/push/subscriptions', 'cy', ok);
    push.failWith = 503;
    await k.ok('POST', '/api/notifications/push/test', 'cy');
    await deliver();
    push.failWith = null;
    expect(push.for(ok)).toHaveLength(0);
    const [row] = await k.t.database.query<{ status: string; due_at: Date }>(
      `select status, due_at from alerts where user_id = $1 and kind = 'test' order by id desc limit 1`,
      [k.ids.cy],
    );
    expect(row!.status).toBe('pending');
    await k.t.database.query(`update alerts set due_at = now() - interval '1 second' where user_id = $1 and status = 'pending'`, [k.ids.cy]);
    await deliver();
    expect(push.for(ok)).toHaveLength(1);
  });
});
