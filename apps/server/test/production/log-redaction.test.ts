import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { openStreamWithTicket } from '../live/sse-client.ts';
import { listenLocally } from '../second-instance.ts';

// The request log is read and kept by more people than the database: feed secrets and stream tickets stay out of it.
describe.each(engines)('request log on %s', (engine) => {
  const lines: string[] = [];
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await buildTestApp(engine, {
      settings: { LOG_LEVEL: 'info' },
      logger: true,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    base = await listenLocally(t.app);
    await t.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
  });
  afterAll(() => t?.close());

  const call = async (method: string, path: string, token?: string, body?: object) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };

  it('logs requests for feed links and live streams without their secrets', async () => {
    const token = (await call('POST', '/api/auth/login', undefined, { username: 'coach', password: 'coachpass' })).body.token as string;
    const sub = (await call('POST', '/api/calendar/subscription', token, {})).body;
    const feedSecret = /\/api\/calendar\/feed\/([^/.]+)\.ics$/.exec(sub.url)![1]!;
    expect((await fetch(`${base}/api/calendar/feed/${feedSecret}.ics`)).status).toBe(200);
    expect((await fetch(`${base}/api/calendar/feed/not-a-real-secret-of-any-member.ics`)).status).toBe(404);

    const ticket = (await call('POST', '/api/chat/notifications/stream-ticket', token, {})).body.ticket as string;
    const stream = await openStreamWithTicket(base, ticket);
    await stream.waitFor((e) => e.event === 'ready');
    stream.close();
    // A ticket used twice is refused, and that request is logged too.
    expect((await openStreamWithTicket(base, ticket)).status).toBe(401);

    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
    const urls = requests.map((l) => l.req.url as string);
    expect(urls).toContain('/api/calendar/feed/[redacted]');
    expect(urls.filter((u) => u.startsWith('/api/chat/notifications/stream?ticket=[redacted]'))).toHaveLength(2);
    const log = lines.join('\n');
    for (const secret of [feedSecret, ticket, encodeURIComponent(ticket), 'not-a-real-secret-of-any-member', token])
      expect(log).not.toContain(secret);
  });
});
