import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CacheRepo } from '../../src/features/competition/cache/cache-repo.ts';
import { ProviderCache, ProviderUnavailableError } from '../../src/features/competition/cache/provider-cache.ts';
import { createHttpUpstream, type HttpUpstream } from '../../src/features/competition/provider/http-upstream.ts';
import { politeUpstream } from '../../src/features/competition/provider/polite-upstream.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { engines, openTestDatabase } from '../databases.ts';
import { StandInProvider } from './stand-in-provider.ts';

const EVENT = '/event/2019nyny';
const UP = `/api/v3${EVENT}`;
const MINUTE = 60_000;

describe.each(engines)('provider cache over HTTP (%s)', (engine) => {
  let standIn: StandInProvider;
  let database: DatabaseHandle;
  let http: HttpUpstream;
  let clock: Date;
  const now = () => clock;
  const sleeps: number[] = [];

  const makeCache = (upstream = http) =>
    new ProviderCache(
      'tba',
      politeUpstream(upstream, { concurrency: 4, random: () => 0.5, sleep: async (ms) => void sleeps.push(ms) }),
      new CacheRepo(database.db),
      now,
      { failureHoldMs: 0 },
    );

  // One database for the file; each test starts from an empty cache table.
  beforeAll(async () => {
    standIn = await new StandInProvider().start();
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await standIn.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.query('delete from provider_cache');
    // Generous, so a loaded machine never turns a slow stand-in answer into a failure; the timeout test has its own.
    http = createHttpUpstream({ baseUrl: standIn.tbaBase, headers: { 'x-tba-auth-key': 'k' }, readTimeoutMs: 20_000 });
    clock = new Date('2026-03-01T12:00:00Z');
    standIn.requests.length = 0;
    standIn.maxInFlight = 0;
    standIn.down = null;
    sleeps.length = 0;
  });
  afterEach(async () => {
    await http.close();
  });

  it('fetches once, then answers from memory while fresh, sending the key header', async () => {
    const cache = makeCache();
    const first = await cache.get<{ key: string }>(EVENT, MINUTE);
    expect(first.data?.key).toBe('2019nyny');
    expect(first.stale).toBe(false);
    clock = new Date(clock.getTime() + 30_000);
    const second = await cache.get<{ key: string }>(EVENT, MINUTE);
    expect(second.entry).toBe(first.entry);
    expect(standIn.count(UP)).toBe(1);
    expect(standIn.requests[0]!.headers['x-tba-auth-key']).toBe('k');
  });

  it('revalidates an expired answer with If-None-Match; a 304 refreshes it without a body', async () => {
    const cache = makeCache();
    const first = await cache.get(EVENT, MINUTE);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    const served = await cache.get(EVENT, MINUTE);
    // Served at once from the expired copy while the one refresh runs.
    expect(served.fetchedAt).toEqual(first.fetchedAt);
    await cache.idle();
    const revalidation = standIn.requests.filter((r) => r.path === UP)[1]!;
    expect(revalidation.headers['if-none-match']).toBe(first.entry.etag);
    expect(revalidation.headers['if-modified-since']).toBe('Thu, 17 Apr 2025 20:00:00 GMT');
    const after = await cache.get(EVENT, MINUTE);
    expect(after.fetchedAt).toEqual(clock);
    expect(after.data).toBe(first.data);
    const [row] = await database.query<{ fetched_at: Date }>('select fetched_at from provider_cache where path = $1', [EVENT]);
    expect(new Date(row!.fetched_at)).toEqual(clock);
  });

  it('makes one upstream call for many concurrent requests of the same path', async () => {
    const cache = makeCache();
    standIn.script(UP, { delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 25 }, () => cache.get<{ key: string }>(EVENT, MINUTE)));
    expect(answers.every((a) => a.data?.key === '2019nyny')).toBe(true);
    expect(standIn.count(UP)).toBe(1);

    // And one revalidation for many concurrent requests once it expired.
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await Promise.all(Array.from({ length: 25 }, () => cache.get(EVENT, MINUTE)));
    await cache.idle();
    expect(standIn.count(UP)).toBe(2);
  });

  it('keeps the last good answer when the provider fails, and flags it stale', async () => {
    const cache = makeCache();
    await cache.get(EVENT, MINUTE);
    standIn.down = { status: 500 };
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await cache.get(EVENT, MINUTE);
    await cache.idle();
    const during = await cache.get<{ key: string }>(EVENT, MINUTE);
    expect(during.data?.key).toBe('2019nyny');
    expect(during.stale).toBe(true);

    standIn.down = null;
    clock = new Date(clock.getTime() + 10_000);
    await cache.get(EVENT, MINUTE);
    await cache.idle();
    expect((await cache.get(EVENT, MINUTE)).stale).toBe(false);
  });

  it('throws ProviderUnavailableError when the provider fails and nothing is cached', async () => {
    const cache = makeCache();
    standIn.down = { status: 503 };
    await expect(cache.get(EVENT, MINUTE)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('keeps 404 answers, so an unknown key is asked once', async () => {
    const cache = makeCache();
    const missing = await cache.get('/event/2019nothere', MINUTE);
    expect(missing.notFound).toBe(true);
    expect(missing.data).toBeNull();
    await cache.get('/event/2019nothere', MINUTE);
    expect(standIn.count('/api/v3/event/2019nothere')).toBe(1);
  });

  it('keeps a 404 row only while a freshness window could use it: a day on, the next 404 removes it', async () => {
    const cache = makeCache();
    await cache.get('/event/2019gone', MINUTE);
    const paths = async () => (await database.query<{ path: string }>('select path from provider_cache order by path')).map((r) => r.path);
    expect(await paths()).toEqual(['/event/2019gone']);
    clock = new Date(clock.getTime() + 25 * 60 * MINUTE);
    await cache.get(EVENT, MINUTE);
    await cache.get('/event/2019gone2', MINUTE);
    // The removal runs in the background.
    await expect.poll(paths).toEqual(['/event/2019gone2', EVENT]);
  });

  it('does not ask about a path that cannot exist: "not found", nothing stored, nothing held', async () => {
    const asked: string[] = [];
    const cache = new ProviderCache('tba', politeUpstream(http, { concurrency: 4 }), new CacheRepo(database.db), now, {
      exists: async (path) => (asked.push(path), path !== '/event/2019madeup'),
    });
    const read = await cache.get('/event/2019madeup', MINUTE);
    expect(read).toMatchObject({ notFound: true, data: null, stale: false });
    expect(await cache.get('/event/2019madeup', MINUTE)).toMatchObject({ notFound: true });
    expect(standIn.count('/api/v3/event/2019madeup')).toBe(0);
    expect(await database.query('select path from provider_cache')).toEqual([]);
    expect(cache.stats.cannotExist).toBe(2);
    // A real path is judged once, on its miss; once held it is served without being judged again.
    expect((await cache.get(EVENT, MINUTE)).data).toMatchObject({ key: '2019nyny' });
    await cache.get(EVENT, MINUTE);
    expect(asked).toEqual(['/event/2019madeup', '/event/2019madeup', EVENT]);
    expect(standIn.count(`/api/v3${EVENT}`)).toBe(1);
  });

  it('asks again for a 404 once its freshness window has passed, and serves the answer that appeared', async () => {
    const cache = makeCache();
    expect((await cache.get('/match/2019nyny_qm200', MINUTE)).notFound).toBe(true);
    standIn.serve('/api/v3/match/2019nyny_qm200', { key: '2019nyny_qm200' });
    // Within the window the 404 stands; after it, the provider is asked again.
    expect((await cache.get('/match/2019nyny_qm200', MINUTE)).notFound).toBe(true);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await cache.get('/match/2019nyny_qm200', MINUTE);
    await cache.idle();
    const read = await cache.get<{ key: string }>('/match/2019nyny_qm200', MINUTE);
    expect(read.data?.key).toBe('2019nyny_qm200');
    expect(standIn.count('/api/v3/match/2019nyny_qm200')).toBe(2);
  });

  it('waits Retry-After plus jitter after a 429 and retries once', async () => {
    const cache = makeCache();
    standIn.script(UP, { status: 429, headers: { 'retry-after': '2' } });
    const read = await cache.get<{ key: string }>(EVENT, MINUTE);
    expect(read.data?.key).toBe('2019nyny');
    expect(sleeps).toEqual([2125]);
    expect(standIn.count(UP)).toBe(2);
  });

  it('caps the 429 wait at 3 s, defaults it to 1 s, and gives up after the one retry', async () => {
    const cache = makeCache();
    standIn.script(UP, { status: 429, headers: { 'retry-after': '30' } }, { status: 429 });
    await expect(cache.get(EVENT, MINUTE)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(sleeps).toEqual([3000]);
    expect(standIn.count(UP)).toBe(2);
    standIn.script('/api/v3/event/2019cmptx', { status: 429 });
    await cache.get('/event/2019cmptx', MINUTE);
    expect(sleeps).toEqual([3000, 1125]);
  });

  it('gives up on an answer slower than the read timeout', async () => {
    const impatient = createHttpUpstream({ baseUrl: standIn.tbaBase, readTimeoutMs: 400 });
    const cache = makeCache(impatient);
    // The provider hangs until the test lets it go, so the give-up can only come from the read timeout.
    let release = () => {};
    standIn.script(UP, { hold: new Promise<void>((resolve) => (release = resolve)) });
    try {
      await expect(cache.get(EVENT, MINUTE)).rejects.toBeInstanceOf(ProviderUnavailableError);
      expect(standIn.count(UP)).toBe(1);
    } finally {
      release();
      await impatient.close();
    }
  });

  it('gives up on a connection that cannot be made', async () => {
    const unreachable = createHttpUpstream({ baseUrl: 'http://127.0.0.1:1/api/v3', connectTimeoutMs: 300 });
    const cache = makeCache(unreachable);
    await expect(cache.get(EVENT, MINUTE)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await unreachable.close();
  });

  it('shares answers between instances through the table', async () => {
    await makeCache().get(EVENT, MINUTE);
    const other = makeCache();
    const read = await other.get<{ key: string }>(EVENT, MINUTE);
    expect(read.data?.key).toBe('2019nyny');
    expect(standIn.count(UP)).toBe(1);
  });

  describe('when another instance refreshed an answer first', () => {
    /** Instances A and B holding the answer fetched now (B from the table A filled), then A's refresh two minutes on. */
    async function refreshedByA() {
      const a = makeCache();
      const b = makeCache();
      const first = await a.get(EVENT, MINUTE);
      expect((await b.get(EVENT, MINUTE)).fetchedAt).toEqual(first.fetchedAt);
      clock = new Date(clock.getTime() + 2 * MINUTE);
      await a.get(EVENT, MINUTE);
      await a.idle();
      const refreshedAt = (await a.get(EVENT, MINUTE)).fetchedAt;
      expect(refreshedAt).toEqual(clock);
      expect(standIn.count(UP)).toBe(2);
      return { a, b, refreshedAt };
    }

    it("takes A's copy from the table instead of asking the provider, while that copy is fresh", async () => {
      const { b, refreshedAt } = await refreshedByA();
      // Half a minute later B's own copy has expired; A's has not.
      clock = new Date(clock.getTime() + 30_000);
      await b.get(EVENT, MINUTE);
      await b.idle();
      expect(standIn.count(UP)).toBe(2);
      const read = await b.get(EVENT, MINUTE);
      expect(read.fetchedAt).toEqual(refreshedAt);
      expect(read.stale).toBe(false);
    });

    it("asks the provider itself once A's copy has expired as well", async () => {
      const { b } = await refreshedByA();
      // Two minutes after A's refresh: A's copy in the table is newer than B's, but no longer fresh.
      clock = new Date(clock.getTime() + 2 * MINUTE);
      await b.get(EVENT, MINUTE);
      await b.idle();
      expect(standIn.count(UP)).toBe(3);
      expect((await b.get(EVENT, MINUTE)).fetchedAt).toEqual(clock);
    });

    it("asks the provider when told the answer changed (a webhook), however fresh A's copy is", async () => {
      const { b } = await refreshedByA();
      clock = new Date(clock.getTime() + 10_000);
      await b.refreshNow(EVENT);
      expect(standIn.count(UP)).toBe(3);
      expect((await b.get(EVENT, MINUTE)).fetchedAt).toEqual(clock);
    });
  });

  it('never has more requests in flight than the concurrency limit', async () => {
    const limited = new ProviderCache('tba', politeUpstream(http, { concurrency: 2 }), new CacheRepo(database.db), now);
    const paths = ['2019nyny', '2019cmptx', '2019micmp', '2017mike2', '2018necmp', '2022on305'].map((k) => `/event/${k}`);
    for (const p of paths) standIn.script(`/api/v3${p}`, { delayMs: 80 });
    await Promise.all(paths.map((p) => limited.get(p, MINUTE)));
    expect(standIn.maxInFlight).toBe(2);
  });
});
