import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_TOPICS } from '@team7790/shared/live/topics';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { openPublicStream, type StreamReader } from '../live/sse-client.ts';
import { listenLocally } from '../second-instance.ts';

/** Invented but well-formed event topics, n of them from `start`. */
const eventTopics = (start: number, n: number) => Array.from({ length: n }, (_, i) => `event:2026zz${start + i}`);

/**
 * What one stranger can hold of an instance's visitors' streams (decision 0011): a share of the cap per address,
 * distinct topics per address and per instance, and nothing at all for a stream that watches nothing or a HEAD.
 */
describe.each(engines)("visitors' stream shares on %s", (engine) => {
  let t: TestApp;
  let base: string;
  const open: StreamReader[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine, {
      settings: {
        TRUST_PROXY: 'true',
        LIVE_WATCH_SECONDS: '3600',
        LIVE_MAX_VISITOR_STREAMS: '6',
        LIVE_MAX_STREAMS_PER_ADDRESS: '3',
        LIVE_MAX_TOPICS_PER_ADDRESS: '25',
        LIVE_MAX_TOPICS: '40',
      },
    });
    base = await listenLocally(t.app);
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await expect.poll(() => t.app.services.liveHub.visitors).toBe(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  const visitor = async (address: string, topics = ['event:2026zz1']) => {
    const s = await openPublicStream(base, topics, undefined, { headers: { 'x-forwarded-for': address } });
    open.push(s);
    if (s.status === 200) await s.waitFor((e) => e.event === 'ready');
    return s;
  };

  /** A stream that must be refused with `status`: a stream let in instead is closed at once and fails the test. */
  const refused = async (address: string, topics = ['event:2026zz1'], status = 503) => {
    const res = await fetch(`${base}/api/live/stream?topics=${encodeURIComponent(topics.join(','))}`, { headers: { 'x-forwarded-for': address } });
    if (res.status !== status) {
      await res.body?.cancel();
      expect(res.status, `a stream from ${address} watching ${topics.length} topics`).toBe(status);
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { error: string; code?: string } };
  };

  it('lets one address hold only its share, while another address still gets in', async () => {
    for (let i = 0; i < 3; i++) expect((await visitor('198.51.100.7')).status).toBe(200);
    const fourth = await refused('198.51.100.7');
    expect(fourth.status).toBe(503);
    expect(fourth.body.code).toBe('live_full');
    expect(fourth.body.error).toMatch(/from your network/);
    expect(fourth.retryAfter).toBe('30');
    expect((await visitor('198.51.100.8')).status).toBe(200);

    // A closed stream gives its slot back.
    open.shift()!.close();
    await expect.poll(() => t.app.services.liveHub.visitors).toBe(3);
    expect((await visitor('198.51.100.7')).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one address, and an IPv4 address written as IPv6 as itself', async () => {
    for (const address of ['2001:db8:7790:1::1', '2001:db8:7790:1::2', '2001:db8:7790:1:aaaa:bbbb:cccc:dddd']) {
      expect((await visitor(address)).status, address).toBe(200);
    }
    expect((await refused('2001:db8:7790:1::99')).body.error).toMatch(/from your network/);
    // The next /64 is another household.
    expect((await visitor('2001:db8:7790:2::1')).status).toBe(200);
    open.splice(0).forEach((s) => s.close());
    await expect.poll(() => t.app.services.liveHub.visitors).toBe(0);

    for (const address of ['198.51.100.50', '::ffff:198.51.100.50', '198.51.100.50']) expect((await visitor(address)).status, address).toBe(200);
    expect((await refused('::ffff:c633:6432')).body.code).toBe('live_full');
  });

  it("answers 503 live_full with Retry-After once the instance's cap is reached", async () => {
    for (const address of ['198.51.100.10', '198.51.100.11']) for (let i = 0; i < 3; i++) expect((await visitor(address)).status).toBe(200);
    const past = await refused('198.51.100.12');
    expect(past).toMatchObject({ status: 503, retryAfter: '30', body: { code: 'live_full' } });
  });

  it('caps the distinct topics one address and the instance watch', async () => {
    expect((await visitor('198.51.100.20', eventTopics(1, 20))).status).toBe(200);
    // The same topics again cost nothing more; six new ones pass the address's 25.
    expect((await visitor('198.51.100.20', eventTopics(1, 20))).status).toBe(200);
    expect((await refused('198.51.100.20', eventTopics(21, 6))).status).toBe(503);
    expect((await visitor('198.51.100.20', eventTopics(21, 5))).status).toBe(200);
    // 25 watched here; another address's 16 new ones pass the instance's 40.
    expect((await refused('198.51.100.21', eventTopics(100, 16))).body.code).toBe('live_full');
    expect((await visitor('198.51.100.21', eventTopics(100, 15))).status).toBe(200);
  });

  it(`lets a page watch exactly ${MAX_LIVE_TOPICS} topics, and no more`, async () => {
    expect((await visitor('198.51.100.30', eventTopics(200, MAX_LIVE_TOPICS))).status).toBe(200);
    const over = await refused('198.51.100.31', eventTopics(300, MAX_LIVE_TOPICS + 1), 400);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/at most 20 topics/);
    // Past 2,000 characters the answer says so, not that a topic is missing.
    const long = await refused(
      '198.51.100.31',
      Array.from({ length: 150 }, () => 'event:2026zz1'),
      400,
    );
    expect(long.body).toMatchObject({ code: 'invalid_input', error: expect.stringMatching(/too long: at most 2000 characters/) });
    expect(long.body.error).not.toMatch(/At least one topic/);
  });

  it('refuses a stream that watches nothing, and HEAD, without holding a slot', async () => {
    for (const topics of [',,,', '', ' , ']) {
      const res = await fetch(`${base}/api/live/stream?topics=${encodeURIComponent(topics)}`, { headers: { 'x-forwarded-for': '198.51.100.40' } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/At least one topic/);
    }
    const head = await fetch(`${base}/api/live/stream?topics=event:2026zz1`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect(t.app.services.liveHub.visitors).toBe(0);
  });
});
