import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { engines, testSettings } from '../databases.ts';
import { chatKit, useChatKit } from '../chat/chat-kit.ts';

const SECRET = 'tba-webhook-secret-for-tests';
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

const matchScore = (score: number) =>
  JSON.stringify({
    message_type: 'match_score',
    message_data: {
      event_key: '2026mihsi',
      match_key: '2026mihsi_qm12',
      event_name: 'Harbor Springs Invitational',
      match: {
        key: '2026mihsi_qm12',
        comp_level: 'qm',
        set_number: 1,
        match_number: 12,
        event_key: '2026mihsi',
        alliances: { red: { score, teams: ['frc7790', 'frc33', 'frc67'] }, blue: { score: 90, teams: ['frc2056', 'frc254', 'frc1678'] } },
      },
    },
  });

// Every test starts from the cast with no followed teams, alerts or deliveries, and makes what it needs.
describe.each(engines)('The Blue Alliance webhook receiver on %s', (engine) => {
  /** How far the app's clock runs ahead of the real one (a replay weeks later); back to 0 before every test. */
  let aheadMs = 0;
  const k = useChatKit(engine, { settings: { TBA_WEBHOOK_SECRET: SECRET }, now: () => new Date(Date.now() + aheadMs) });
  beforeEach(() => {
    aheadMs = 0;
  });
  const post = (body: string, signature: string | null, contentType = 'application/json') =>
    k.t.app.inject({
      method: 'POST',
      url: '/api/notifications/webhooks/tba',
      payload: body,
      headers: { 'content-type': contentType, ...(signature === null ? {} : { 'x-tba-hmac': signature }) },
    });
  const alertCount = async () => (await k.t.database.query<{ n: number }>(`select count(*)::int as n from alerts`))[0]!.n;

  /** Ana follows 7790 with every alert on. */
  const anaFollows7790 = () =>
    k.ok('POST', '/api/preferences/teams', 'ana', {
      team_number: '7790',
      highlight_color: '#ffd166',
      notif_upcoming: true,
      notif_alliance: true,
      notif_results: true,
      notif_awards: true,
    });

  it('answers the verification message and keeps its key for administrators', async () => {
    const body = JSON.stringify({ message_type: 'verification', message_data: { verification_key: 'a1b2c3d4e5' } });
    const res = await post(body, sign(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'verified' });
    expect(await k.ok('GET', '/api/notifications/webhooks/tba/verification', 'coach')).toMatchObject({
      configured: true,
      secret_source: 'settings',
      verification_key: 'a1b2c3d4e5',
    });
    expect((await k.call('GET', '/api/notifications/webhooks/tba/verification', 'ana')).statusCode).toBe(403);
  });

  it('accepts a correctly signed body and records its event for the live watcher, which looks at it here', async () => {
    await anaFollows7790();
    const body = matchScore(120);
    const res = await post(body, sign(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'accepted' });
    // Recorded for every instance's watcher, and looked at here.
    expect(await k.t.database.query(`select event_key from live_snapshots`)).toEqual([{ event_key: '2026mihsi' }]);
    await k.t.app.services.liveScores.settled();
    // The look the webhook asked for has run. Had the watcher's own cycle held the event's row at that moment, the
    // look left the event woken for that watcher's next one (never lost): either way a look soon clears it.
    const row = await vi.waitUntil(
      async () => {
        const [found] = await k.t.database.query<{ wake_requested: boolean; snapshot: unknown }>(
          `select wake_requested, snapshot from live_snapshots`,
        );
        return found && !found.wake_requested ? found : undefined;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(row).toMatchObject({ wake_requested: false, snapshot: expect.objectContaining({ eventKey: '2026mihsi' }) });
  });

  it('refuses a missing or wrong signature, or one over a changed body, and changes nothing', async () => {
    await anaFollows7790();
    const before = await alertCount();
    const body = matchScore(130);
    const missing = await post(body, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toBe('Missing X-TBA-HMAC signature.');
    const wrongSecret = await post(body, sign(body, 'not-the-secret'));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe('Invalid X-TBA-HMAC signature.');
    // Signed, then the score was altered on the way.
    const tampered = await post(body.replace('130', '131'), sign(body));
    expect(tampered.statusCode).toBe(401);
    expect((await post(body, 'zz-not-hex')).statusCode).toBe(401);
    // The right signature with anything after it is not the signature (hex decoding would stop at the junk).
    for (const junk of ['zz', 'g', '-', '0', ' 00']) {
      const res = await post(body, `${sign(body)}${junk}`);
      expect([res.statusCode, res.json().error], JSON.stringify(junk)).toEqual([401, 'Invalid X-TBA-HMAC signature.']);
    }
    expect((await post(body, sign(body).slice(0, 63))).statusCode).toBe(401);
    // The signature covers the raw bytes: the same JSON with other spacing does not verify.
    expect((await post(JSON.stringify(JSON.parse(body), null, 2), sign(body))).statusCode).toBe(401);
    expect(await alertCount()).toBe(before);
  });

  it('drops a replay of the same delivery, even sent concurrently', async () => {
    const body = matchScore(120);
    expect((await post(body, sign(body))).json()).toEqual({ status: 'accepted' });
    const replay = await post(body, sign(body));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    const burst = JSON.stringify({
      message_type: 'awards_posted',
      message_data: { event_key: '2026mihsi', event_name: 'Harbor Springs Invitational' },
    });
    const answers = await Promise.all([1, 2, 3].map(() => post(burst, sign(burst))));
    expect(answers.map((a) => a.json().status).sort()).toEqual(['accepted', 'duplicate', 'duplicate']);
    await k.t.app.services.liveScores.settled();
  });

  it('drops a replay weeks and months later: receipts are kept for good, as most messages carry no time to date them by', async () => {
    const verification = (key: string) => JSON.stringify({ message_type: 'verification', message_data: { verification_key: key } });
    const old = verification('key-of-march');
    expect((await post(old, sign(old))).json()).toEqual({ status: 'verified' });
    // Fifteen days on, TBA sends a new key; then someone who kept the old signed body sends it again.
    aheadMs = 15 * 86_400_000;
    const fresh = verification('key-of-april');
    expect((await post(fresh, sign(fresh))).json()).toEqual({ status: 'verified' });
    expect((await post(old, sign(old))).json()).toEqual({ status: 'duplicate' });
    aheadMs = 400 * 86_400_000;
    expect((await post(old, sign(old))).json()).toEqual({ status: 'duplicate' });
    aheadMs = 0;
    expect(await k.ok('GET', '/api/notifications/webhooks/tba/verification', 'coach')).toMatchObject({ verification_key: 'key-of-april' });
  });

  it('rejects a signed body that is not a webhook message, and answers 404 when no secret is configured', async () => {
    const notJson = 'hello';
    expect((await post(notJson, sign(notJson), 'text/plain')).statusCode).toBe(400);
    const noType = JSON.stringify({ message_data: {} });
    expect((await post(noType, sign(noType))).statusCode).toBe(400);
    const ping = JSON.stringify({ message_type: 'ping', message_data: { title: 'hi', desc: 'test' } });
    expect((await post(ping, sign(ping))).json()).toEqual({ status: 'ignored' });
    // An event key that is not one never reaches a provider address: ignored, nothing recorded.
    const crafted = JSON.stringify({ message_type: 'match_score', message_data: { event_key: '../team/frc254' } });
    expect((await post(crafted, sign(crafted))).json()).toEqual({ status: 'ignored' });
    expect(await k.t.database.query(`select event_key from live_snapshots`)).toEqual([]);

    const off = await chatKit(engine);
    try {
      const res = await off.t.app.inject({
        method: 'POST',
        url: '/api/notifications/webhooks/tba',
        payload: ping,
        headers: { 'content-type': 'application/json', 'x-tba-hmac': sign(ping) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Webhooks are not configured.');
    } finally {
      await off.close();
    }
  }, 60_000);

  it('lets administrators set, replace and remove the secret, never answering with it; every instance follows at once', async () => {
    const admin = (method: 'PUT' | 'DELETE', as: 'coach' | 'ana' | 'fan' | undefined, secret?: string) =>
      k.call(method, '/api/notifications/webhooks/tba/secret', as, method === 'PUT' ? { secret } : {});
    const ping = (n: number) => JSON.stringify({ message_type: 'ping', message_data: { title: `ping ${n}`, desc: 'test' } });
    const replaced = 'tba-secret-chosen-by-the-coach-2026';
    // A second instance on the same database, as in production.
    const other = await buildApp({ settings: testSettings({ TBA_WEBHOOK_SECRET: SECRET }), database: k.t.database, logger: false });
    await other.ready();
    const postTo = (app: typeof other, body: string, secret: string) =>
      app.inject({
        method: 'POST',
        url: '/api/notifications/webhooks/tba',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-tba-hmac': sign(body, secret) },
      });
    try {
      // Members, public accounts and visitors cannot change it.
      expect((await admin('PUT', 'ana', replaced)).statusCode).toBe(403);
      expect((await admin('PUT', 'fan', replaced)).statusCode).toBe(403);
      expect((await admin('PUT', undefined, replaced)).statusCode).toBe(401);
      expect((await admin('DELETE', 'ana')).statusCode).toBe(403);
      expect((await postTo(other, ping(1), SECRET)).json().status).toBe('ignored');

      const tooShort = await admin('PUT', 'coach', 'short');
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().error).toMatch(/at least 16/);

      const set = await admin('PUT', 'coach', `  ${replaced}  `);
      expect(set.statusCode).toBe(200);
      expect(set.body).not.toContain(replaced);
      expect(set.json()).toMatchObject({ configured: true, secret_source: 'admin', verification_key: null });
      expect(Date.parse(set.json().secret_updated_at)).not.toBeNaN();
      const shown = await k.call('GET', '/api/notifications/webhooks/tba/verification', 'coach');
      expect(shown.body).not.toContain(replaced);
      expect(shown.body).not.toContain(SECRET);

      // Both instances now take only the new secret (trimmed as entered).
      for (const app of [k.t.app, other]) {
        expect((await postTo(app, ping(2), SECRET)).statusCode).toBe(401);
        expect((await postTo(app, ping(3), replaced)).statusCode).toBe(200);
      }

      // Removed: back to the TBA_WEBHOOK_SECRET setting.
      const removed = await admin('DELETE', 'coach');
      expect(removed.json()).toMatchObject({ configured: true, secret_source: 'settings', secret_updated_at: null });
      expect((await postTo(other, ping(4), replaced)).statusCode).toBe(401);
      expect((await postTo(other, ping(5), SECRET)).statusCode).toBe(200);
    } finally {
      await other.services.alerts.worker.stop();
    }
  });

  it('turns webhooks on from the admin screen when no secret is configured, and shows the address to register', async () => {
    const off = await chatKit(engine, { settings: { PUBLIC_SITE_URL: 'https://team7790.example' } });
    try {
      const body = JSON.stringify({ message_type: 'ping', message_data: { title: 'hi', desc: 'test' } });
      const send = (secret: string) =>
        off.t.app.inject({
          method: 'POST',
          url: '/api/notifications/webhooks/tba',
          payload: body,
          headers: { 'content-type': 'application/json', 'x-tba-hmac': sign(body, secret) },
        });
      expect(await off.ok('GET', '/api/notifications/webhooks/tba/verification', 'coach')).toEqual({
        configured: false,
        secret_source: null,
        secret_updated_at: null,
        verification_key: null,
        received_at: null,
        webhook_url: 'https://team7790.example/api/notifications/webhooks/tba',
      });
      expect((await send('a-secret-set-on-the-admin-page')).statusCode).toBe(404);
      await off.ok('PUT', '/api/notifications/webhooks/tba/secret', 'coach', { secret: 'a-secret-set-on-the-admin-page' });
      expect((await send('a-secret-set-on-the-admin-page')).json()).toEqual({ status: 'ignored' });
      expect(await off.ok('DELETE', '/api/notifications/webhooks/tba/secret', 'coach')).toMatchObject({ configured: false, secret_source: null });
      expect((await send('a-secret-set-on-the-admin-page')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});
