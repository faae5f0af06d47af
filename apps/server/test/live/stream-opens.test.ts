import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { listenLocally } from '../second-instance.ts';
import { openPublicStream, type StreamReader } from './sse-client.ts';

/**
 * Opening a live stream is limited per network (LIVE_STREAM_OPENS_PER_MINUTE): each open may send a catch-up of
 * megabytes, so a stranger reopening it many times a second is answered 429 before anything is sent.
 */
describe.each(engines)('live stream opens per network on %s', (engine) => {
  let t: TestApp;
  let base: string;
  const open: StreamReader[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine, { settings: { TRUST_PROXY: 'true', LIVE_WATCH_SECONDS: '3600', LIVE_STREAM_OPENS_PER_MINUTE: '4' } });
    base = await listenLocally(t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  const opened = async (address: string) => {
    const s = await openPublicStream(base, ['event:2026zz1'], undefined, { headers: { 'x-forwarded-for': address } });
    open.push(s);
    expect(s.status, address).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
  };
  /** An open that must be refused: the status is checked before any body is read. */
  const refused = async (url: string, address: string) => {
    const res = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': address } });
    if (res.status !== 429) await res.body?.cancel();
    expect(res.status, `${url} from ${address}`).toBe(429);
    return { retryAfter: Number(res.headers.get('retry-after')), body: (await res.json()) as { error: string; code: string } };
  };

  it("answers 429 with Retry-After past a network's opens, whichever stream it opens, and lets other networks in", async () => {
    for (let i = 0; i < 4; i++) {
      await opened('198.51.100.20');
      // Closing does not give an open back: it is the opening that costs.
      open.pop()!.close();
    }
    const visitor = await refused('/api/live/stream?topics=event%3A2026zz1', '198.51.100.20');
    expect(visitor.body).toMatchObject({ code: 'rate_limited' });
    expect(visitor.body.error).toMatch(/too often/);
    // One open every 15 s comes back: the wait is at most that.
    expect(visitor.retryAfter).toBeGreaterThanOrEqual(1);
    expect(visitor.retryAfter).toBeLessThanOrEqual(15);
    // The members' stream counts against the same allowance, before its ticket is even looked at.
    expect((await refused('/api/chat/notifications/stream?ticket=x', '198.51.100.20')).body.code).toBe('rate_limited');
    await opened('198.51.100.21');
  });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    for (let i = 1; i <= 4; i++) await opened(`2001:db8:7790:5::${i}`);
    await refused('/api/live/stream?topics=event%3A2026zz1', '2001:db8:7790:5::99');
    await opened('2001:db8:7790:6::1');
  });
});
