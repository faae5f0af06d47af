import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { chatKit, type ChatKit } from '../chat/chat-kit.ts';
import { listenLocally } from '../second-instance.ts';
import { openPublicStream, openStream, type StreamReader } from './sse-client.ts';

/**
 * Opening a live stream is limited (LIVE_STREAM_OPENS_PER_MINUTE): each open may send a catch-up of megabytes, so a
 * stranger reopening it many times a second is answered 429 before anything is sent. A visitor's stream counts per
 * network; a member's per account (the team behind one venue address is not refused for the fans beside it); a ticket
 * that is not valid gets a 401 and nothing else.
 */
describe.each(engines)('live stream opens per network on %s', (engine) => {
  let k: ChatKit;
  let base: string;
  const open: StreamReader[] = [];

  beforeAll(async () => {
    k = await chatKit(engine, { settings: { TRUST_PROXY: 'true', LIVE_WATCH_SECONDS: '3600', LIVE_STREAM_OPENS_PER_MINUTE: '4' } });
    base = await listenLocally(k.t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => {
    await k?.close();
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
    await opened('198.51.100.21');
  });

  it("counts a member's opens by account: members behind a network the visitors used up still open, each to its own allowance", async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 4; i++) await opened(address);
    await refused('/api/live/stream?topics=event%3A2026zz1', address);
    const member = async (token: string) => {
      const s = await openStream(base, token, undefined, { headers: { 'x-forwarded-for': address } });
      open.push(s);
      return s.status;
    };
    // Two members on that same address: four opens each.
    for (let i = 0; i < 4; i++) {
      expect(await member(k.tokens.ana), `ana's open ${i + 1}`).toBe(200);
      expect(await member(k.tokens.ben), `ben's open ${i + 1}`).toBe(200);
    }
    // The fifth of one account is refused, saying whose allowance it is; the other members are not affected.
    const fifth = await openStream(base, k.tokens.ana, undefined, { headers: { 'x-forwarded-for': address } });
    expect(fifth.status).toBe(429);
    fifth.close();
    expect(await member(k.tokens.cy)).toBe(200);
  });

  it("answers made-up tickets 401 without counting them, so they hold back neither the network's members nor its visitors", async () => {
    const address = '198.51.100.40';
    const url = '/api/chat/notifications/stream?ticket=made-up-ticket-0000000000';
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': address } });
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
    const s = await openStream(base, k.tokens.mentor, undefined, { headers: { 'x-forwarded-for': address } });
    open.push(s);
    expect(s.status).toBe(200);
    await opened(address);
  });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    for (let i = 1; i <= 4; i++) await opened(`2001:db8:7790:5::${i}`);
    await refused('/api/live/stream?topics=event%3A2026zz1', '2001:db8:7790:5::99');
    await opened('2001:db8:7790:6::1');
  });
});
