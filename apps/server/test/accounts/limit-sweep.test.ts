import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { RateLimiter, TokenBucket } from '../../src/features/accounts/rate-limit.ts';
import { engines, openTestDatabase } from '../databases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every address a stranger tries from leaves a limit row behind; without a sweep the tables only grow. A sweep must
 * remove only rows that no longer limit anyone, so it changes no answer.
 */
describe.each(engines)('limit rows are swept on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });

  const buckets = async (table: 'rate_limits' | 'token_buckets') =>
    (await database.query<{ bucket: string }>(`select bucket from ${table} order by bucket`)).map((r) => r.bucket);

  it('windows long past go, a window still counting stays and keeps its count', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    await database.query('delete from rate_limits');
    await database.query(
      `insert into rate_limits (bucket, window_start, hits) values
         ('login:ip:203.0.113.9', $1, 30), ('login:ip:198.51.100.7', $2, 3), ('register:ip:192.0.2.1', $3, 2)`,
      [new Date(now.getTime() - 30 * DAY_MS), new Date(now.getTime() - 8 * DAY_MS), new Date(now.getTime() - 60_000)],
    );
    const limiter = new RateLimiter(database.db, () => now);
    const state = await limiter.hit('register:ip:192.0.2.1', 3600);
    await limiter.sweeper.idle();
    expect(state.hits).toBe(3);
    expect(await buckets('rate_limits')).toEqual(['register:ip:192.0.2.1']);
  });

  it('a limiter asked for a window longer than the kept week keeps rows that long', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    await database.query('delete from rate_limits');
    await database.query(`insert into rate_limits (bucket, window_start, hits) values ('slow:ip:192.0.2.2', $1, 4)`, [
      new Date(now.getTime() - 9 * DAY_MS),
    ]);
    const limiter = new RateLimiter(database.db, () => now);
    await limiter.hit('slow:ip:192.0.2.3', 10 * 24 * 3600);
    await limiter.sweeper.idle();
    expect(await limiter.peek('slow:ip:192.0.2.2', 10 * 24 * 3600)).toMatchObject({ hits: 4 });
  });

  it('full buckets go, a bucket still refilling stays and still refuses', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    await database.query('delete from token_buckets');
    await database.query(`insert into token_buckets (bucket, full_at) values ('chat-post:user:1', $1), ('chat-post:user:2', $2)`, [
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() + 60_000),
    ]);
    const buckets2 = new TokenBucket(database.db, () => now);
    // user 2 is a full minute from full with a burst of 2 at 30 s per token: no token left now.
    const taken = await buckets2.take('chat-post:user:2', { burst: 2, intervalMs: 30_000 });
    await buckets2.sweeper.idle();
    expect(taken.allowed).toBe(false);
    expect(await buckets('token_buckets')).toEqual(['chat-post:user:2']);
  });
});
