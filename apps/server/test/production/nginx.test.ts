import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { publishEvents } from '../../src/features/live/event-log-repo.ts';
import { START_DEADLINE_MS, queryRows } from './faults-kit.ts';
import { NGINX, builtInstancesBehindNginx, nginxFront, type BuiltInstancesBehindNginx } from './nginx-kit.ts';

const LIVE_STREAMS = 6;

// .ci/run installs nginx and starts PostgreSQL; the two instances share one database, as in production, and are the
// compiled server's processes, as production runs them.
describe.skipIf(!NGINX || !process.env.TEST_DATABASE_URL)(
  'deploy/nginx/team7790.conf in front of two compiled server processes on one PostgreSQL (needs nginx and TEST_DATABASE_URL)',
  () => {
    let kit: BuiltInstancesBehindNginx;
    let https = '';
    let http = '';
    let fetch: BuiltInstancesBehindNginx['front']['fetch'];
    /** An instance's metrics, read from this machine (nginx hides them from the internet). */
    const metricsOf = async (base: string) => (await globalThis.fetch(`${base}/api/metrics`)).text();

    // nginx runs for the whole file, so each test stands alone and in any order.
    beforeAll(
      async () => {
        // Few live streams through this front, so one test can reach nginx's own cap (the committed config allows 1,500).
        kit = await builtInstancesBehindNginx({ nginx: { liveStreams: LIVE_STREAMS } });
        ({ https, http, fetch } = kit.front);
      },
      2 * START_DEADLINE_MS + 60_000,
    );

    afterAll(async () => {
      await kit?.close();
    });

    it('passes nginx -t', () => {
      const check = kit.front.check();
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
    });

    it('serves over TLS, spreads requests over both instances, and sends plain HTTP to HTTPS', async () => {
      const plain = await fetch(`${http}/api/health/live`, { redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toMatch(/^https:\/\//);

      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${https}/api/health/ready`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      }
      for (const t of kit.instances) {
        const metrics = await metricsOf(t.base);
        expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status_code="200"\} [1-9]/);
      }
    });

    it('hides the metrics from the internet', async () => {
      expect((await fetch(`${https}/api/metrics`)).status).toBe(404);
    });

    it('records the real client address, whatever X-Forwarded-For the client sends', async () => {
      const res = await fetch(`${https}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
        body: JSON.stringify({ username: 'coach', password: 'coachpass' }),
      });
      expect(res.status).toBe(200);
      // Every session (other tests sign in too) has nginx's own view of the client, never the header's claim.
      const sessions = await queryRows<{ ip: string }>(kit.databaseUrl, 'select ip_address as ip from sessions');
      expect(sessions.length).toBeGreaterThan(0);
      expect(new Set(sessions.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
    });

    it('passes live stream events through at once, whichever instance holds the stream', async () => {
      const login = await fetch(`${https}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'coach', password: 'coachpass' }),
      });
      const { token } = (await login.json()) as { token: string };
      const ticketRes = await fetch(`${https}/api/chat/notifications/stream-ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(ticketRes.status).toBe(200);
      const { ticket } = (await ticketRes.json()) as { ticket: string };
      const controller = new AbortController();
      const stream = await fetch(`${https}/api/chat/notifications/stream?ticket=${ticket}`, { signal: controller.signal });
      expect(stream.status).toBe(200);
      // Read with a reader (leaving a for-await loop would cancel the body, and so close the stream).
      const reader = stream.body!.getReader();
      let received = '';
      while (!received.includes('event: ready')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += Buffer.from(value).toString('utf8');
      }
      expect(received).toContain('event: ready');
      // The event came while the instance still holds the stream open: nginx passed it on rather than keeping it until
      // its buffer filled or the stream ended.
      let open = 0;
      for (const t of kit.instances) {
        const metrics = await metricsOf(t.base);
        open += Number(/^live_connections (\d+)$/m.exec(metrics)?.[1] ?? 0);
      }
      expect(open).toBe(1);
      controller.abort();
    });

    it("passes a visitor's scores stream through unbuffered: each change published arrives at once", async () => {
      const controller = new AbortController();
      const stream = await fetch(`${https}/api/live/stream?topics=event:2019nyny`, { signal: controller.signal });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      let received = '';
      const count = (text: string) => received.split(text).length - 1;
      const readUntil = async (text: string, times = 1) => {
        while (count(text) < times) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${text}`);
          received += Buffer.from(value).toString('utf8');
        }
      };
      await readUntil('event: ready');
      // Published twice through the database the instances share (as a webhook's instance publishes a result): each
      // change arrives while the stream stays open, so nginx does not hold it back in a buffer. (Which instance
      // publishes does not matter to nginx; two-instances.test.ts follows a change from one process to the other.)
      // Two connections: the one holding the migration lock, and the migration's.
      const database = await openPostgres(kit.databaseUrl, 2);
      try {
        for (let i = 0; i < 2; i++) {
          const topics = ['event:2019nyny'];
          const change = { type: 'competition.changed' as const, event_key: '2019nyny', topics, awards: [] };
          await database.db.transaction((tx) => publishEvents(tx, [{ event: change, audience: null, topics }]));
          await readUntil('competition.changed', i + 1);
        }
      } finally {
        await database.close();
      }
      expect(count('competition.changed')).toBe(2);
      controller.abort();
    });

    it("counts one client network's live streams together: an IPv6 /64, whatever address in it each comes from", async () => {
      // A front of its own, allowing two streams a network, that takes the client's address from a header.
      const front = await nginxFront(
        kit.instances.map((i) => i.port),
        { liveStreams: 20, liveStreamsPerAddress: 2, clientAddressHeader: 'x-test-client' },
      );
      const controllers: AbortController[] = [];
      const open: Response[] = [];
      const stream = async (client: string) => {
        const controller = new AbortController();
        controllers.push(controller);
        const res = await front.fetch(`${front.https}/api/live/stream?topics=event:2019nyny`, {
          signal: controller.signal,
          headers: { 'x-test-client': client },
        });
        open.push(res as unknown as Response);
        return res;
      };
      try {
        await front.start();
        for (const client of ['2001:db8:7790:1::1', '2001:db8:7790:1:ffff::2']) expect((await stream(client)).status, client).toBe(200);
        const past = await stream('2001:db8:7790:1::3');
        expect(past.status).toBe(503);
        expect(await past.json()).toEqual({ error: expect.stringMatching(/refreshes itself/), code: 'live_full' });
        // Another /64, and IPv4 addresses, count apart.
        expect((await stream('2001:db8:7790:2::1')).status).toBe(200);
        for (const client of ['198.51.100.7', '198.51.100.7']) expect((await stream(client)).status, client).toBe(200);
        expect((await stream('198.51.100.7')).status).toBe(503);
        expect((await stream('198.51.100.8')).status).toBe(200);
      } finally {
        for (const controller of controllers) controller.abort();
        await front.stop();
      }
    });

    it("answers a live stream past its cap with 503 live_full in the app's error shape, not a reset", async () => {
      const controllers = Array.from({ length: LIVE_STREAMS }, () => new AbortController());
      // Held until the end: fetch cancels the body of a response that is garbage-collected unread, which closes its
      // stream and lets the one past the cap in (seen once in CI).
      const open: Response[] = [];
      try {
        for (const [i, controller] of controllers.entries()) {
          const res = await fetch(`${https}/api/live/stream?topics=event:2019nyny`, { signal: controller.signal });
          expect(res.status, `stream ${i + 1}`).toBe(200);
          open.push(res);
        }
        const past = await fetch(`${https}/api/live/stream?topics=event:2019nyny`);
        expect(past.status).toBe(503);
        expect(past.headers.get('retry-after')).toBe('30');
        expect(await past.json()).toEqual({ error: expect.stringMatching(/refreshes itself/), code: 'live_full' });
        // Pages are not live streams: they still load.
        expect((await fetch(`${https}/api/health/live`)).status).toBe(200);
        expect(open).toHaveLength(LIVE_STREAMS);
      } finally {
        for (const controller of controllers) controller.abort();
      }
    });
  },
);
