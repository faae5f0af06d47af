import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { startRecordedProvider } from '../competition/fixture-world.ts';
import type { StandInProvider } from '../competition/stand-in-provider.ts';
import { openStream } from '../live/sse-client.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample in Prometheus text format; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return 0;
}

// Every test starts from the cast, the same clock and a provider that answers; counters are read as differences.
describe.each(engines)('Prometheus metrics on %s', (engine) => {
  let standIn: StandInProvider;
  const start = new Date('2026-03-01T12:00:00Z');
  let clock = start;
  // Hooks run in the order declared: the stand-in starts before the app is built, and closes after it.
  beforeAll(async () => {
    standIn = await startRecordedProvider();
  });
  afterAll(() => standIn.close());
  const k = useChatKit(engine, {
    // Read when the app is built, once the stand-in has its address.
    get settings() {
      return { ...standIn.settings(), METRICS_TOKEN: TOKEN };
    },
    now: () => clock,
  });
  beforeEach(() => {
    clock = start;
    standIn.down = null;
  });
  const scrape = async () => {
    const res = await k.t.app.inject('/api/metrics');
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("answers this machine, or anyone holding the token; not the proxy's visitors", async () => {
    const local = await k.t.app.inject('/api/metrics');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(local.body).toContain('process_resident_memory_bytes');

    const remote = { remoteAddress: '203.0.113.9' };
    const refused = await k.t.app.inject({ url: '/api/metrics', ...remote });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/metrics token/);
    // Through nginx on the same machine: loopback socket, but forwarded for someone outside.
    const proxied = await k.t.app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    const wrong = await k.t.app.inject({ url: '/api/metrics', ...remote, headers: { authorization: `Bearer ${TOKEN.replace('0', 'x')}` } });
    expect(wrong.statusCode).toBe(403);
    // A member's own session token is not the metrics token.
    const member = await k.t.app.inject({ url: '/api/metrics', ...remote, headers: { authorization: `Bearer ${k.tokens.ana}` } });
    expect(member.statusCode).toBe(403);
    const withToken = await k.t.app.inject({ url: '/api/metrics', ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
  });

  it('counts requests and their latency by route and status, unknown URLs under one label', async () => {
    const before = await scrape();
    const key = { method: 'GET', route: '/api/tasks/:id', status_code: '404' };
    for (let i = 0; i < 3; i++) await k.call('GET', `/api/tasks/${900 + i}`, 'ana');
    await k.call('GET', '/api/no-such-thing-1');
    await k.call('GET', '/api/no-such-thing-2');
    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', key) - sample(before, 'http_request_duration_seconds_count', key)).toBe(3);
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(sample(after, 'http_request_duration_seconds_count', unmatched) - sample(before, 'http_request_duration_seconds_count', unmatched)).toBe(
      2,
    );
    expect(after).not.toContain('no-such-thing');
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...key, le: '+Inf' })).toBeGreaterThanOrEqual(3);
  });

  it('counts provider cache lookups by source, stale answers and provider failures', async () => {
    const lookups = (text: string, result: string) => sample(text, 'provider_cache_lookups_total', { provider: 'tba', result });
    const before = await scrape();
    await k.call('GET', '/api/competition/events/2019nyny');
    const cold = await scrape();
    expect(lookups(cold, 'miss') - lookups(before, 'miss')).toBeGreaterThan(0);
    await k.call('GET', '/api/competition/events/2019nyny');
    const warm = await scrape();
    expect(lookups(warm, 'memory') - lookups(cold, 'memory')).toBeGreaterThan(0);
    expect(lookups(warm, 'miss')).toBe(lookups(cold, 'miss'));

    standIn.down = { status: 500 };
    clock = new Date('2026-03-02T13:00:00Z'); // past seasons expire after a day
    await k.call('GET', '/api/competition/events/2019nyny');
    await k.t.app.services.competition.idle();
    const page = (await k.call('GET', '/api/competition/events/2019nyny')).json();
    expect(page.stale).toBe(true);
    const down = await scrape();
    const event = (text: string, name: string) => sample(text, 'provider_cache_events_total', { provider: 'tba', event: name });
    expect(event(down, 'upstream_failure')).toBeGreaterThan(0);
    expect(event(down, 'stale_answer')).toBeGreaterThan(0);
    standIn.down = null;
  });

  it('reports the open live streams of this instance', async () => {
    await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = k.t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect(sample(await scrape(), 'live_connections')).toBe(0);
    const streams = [await openStream(base, k.tokens.ana), await openStream(base, k.tokens.ben)];
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'ready')));
    expect(sample(await scrape(), 'live_connections')).toBe(2);
    for (const s of streams) s.close();
    await expect.poll(async () => sample(await scrape(), 'live_connections'), { timeout: 3000 }).toBe(0);
  });
});

// Its own app: the test closes the database under it.
describe.each(engines)('Prometheus metrics when the database is gone, on %s', (engine) => {
  const k = useChatKit(engine, { settings: { METRICS_TOKEN: TOKEN } });

  it('counts 5xx answers as errors', async () => {
    // With the database gone, signed-in requests fail on our side.
    await k.t.database.close();
    const failed = await k.call('GET', '/api/profile', 'ana');
    expect(failed.statusCode).toBe(500);
    const metrics = await k.t.app.inject('/api/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(sample(metrics.body, 'http_request_errors_total', { method: 'GET', route: '/api/profile', status_code: '500' })).toBe(1);
  });
});
