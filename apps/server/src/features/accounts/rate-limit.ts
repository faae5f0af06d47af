import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits, tokenBuckets } from '../../db/schema/index.ts';

/** How often an instance clears rows that no longer limit anyone (they would otherwise pile up, one per address). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/**
 * A window row is kept this long after it started (longer than any window the settings use by default; a limiter that
 * has been asked for a longer window keeps rows that long), so a sweep never shortens a window in use.
 */
const MIN_KEEP_SECONDS = 7 * 24 * 60 * 60;

/** Runs `sweep` at most once per SWEEP_EVERY_MS of the clock, in the background; a failure waits for the next turn. */
class Sweeper {
  private last = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | undefined;

  constructor(private readonly sweep: (now: Date) => Promise<unknown>) {}

  maybe(now: Date): void {
    if (now.getTime() - this.last < SWEEP_EVERY_MS || this.running) return;
    this.last = now.getTime();
    this.running = this.sweep(now)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (this.running = undefined));
  }

  /** Resolves once no sweep is running (tests). */
  async idle(): Promise<void> {
    await this.running;
  }
}

export interface WindowState {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every instance sees the same counts.
 * `hit` adds one and returns the new count; `peek` reads without counting.
 */
export class RateLimiter {
  private longestWindowSeconds = MIN_KEEP_SECONDS;
  /** Deletes windows that ended long ago: a missing row counts as no hits, so nothing changes for anyone. */
  readonly sweeper = new Sweeper((now) =>
    this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - this.longestWindowSeconds * 1000))),
  );

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(bucket: string, windowSeconds: number): Promise<WindowState> {
    const now = this.now();
    this.longestWindowSeconds = Math.max(this.longestWindowSeconds, windowSeconds);
    this.sweeper.maybe(now);
    const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
    const nowIso = now.toISOString();
    const [row] = await this.db
      .insert(rateLimits)
      .values({ bucket, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.bucket,
        set: {
          hits: sql`case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning();
    return this.state(row!, windowSeconds, now);
  }

  async peek(bucket: string, windowSeconds: number): Promise<WindowState> {
    const now = this.now();
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.bucket, bucket));
    if (!row || row.windowStart.getTime() <= now.getTime() - windowSeconds * 1000) {
      return { hits: 0, retryAfterSeconds: 0 };
    }
    return this.state(row, windowSeconds, now);
  }

  /**
   * Takes back one hit counted by `hit` (an attempt that turned out not to be what the limit counts). Should the
   * window have rolled over in between, the new window loses one hit: never below zero, and harmless.
   */
  async giveBack(bucket: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(sql`${rateLimits.bucket} = ${bucket} and ${rateLimits.hits} > 0`);
  }

  async reset(bucket: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
  }

  private state(row: { windowStart: Date; hits: number }, windowSeconds: number, now: Date): WindowState {
    const endsAt = row.windowStart.getTime() + windowSeconds * 1000;
    return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }
}

export interface BucketRule {
  /** Tokens a full bucket holds: how many may go at once. */
  burst: number;
  /** One token comes back every this many milliseconds: the steady rate. */
  intervalMs: number;
}

export type BucketTake = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Token buckets in the database, so every instance takes from the same bucket: a burst allowance, then a steady
 * rate. Stored as the moment the bucket is full again (GCRA), moved on by one interval per token in one upsert,
 * which the row lock makes atomic across instances.
 */
export class TokenBucket {
  /** Deletes buckets that are full again: taking from a missing row is the same as taking from a full one. */
  readonly sweeper = new Sweeper((now) => this.db.delete(tokenBuckets).where(lt(tokenBuckets.fullAt, now)));

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async take(bucket: string, rule: BucketRule): Promise<BucketTake> {
    const now = this.now();
    this.sweeper.maybe(now);
    const nowIso = now.toISOString();
    const step = sql`(${rule.intervalMs} * interval '1 millisecond')`;
    // Taking is allowed while the bucket, after this token, is at most `burst` intervals from full.
    const taken = await this.db
      .insert(tokenBuckets)
      .values({ bucket, fullAt: new Date(now.getTime() + rule.intervalMs) })
      .onConflictDoUpdate({
        target: tokenBuckets.bucket,
        set: { fullAt: sql`greatest(${tokenBuckets.fullAt}, ${nowIso}::timestamptz) + ${step}` },
        setWhere: sql`greatest(${tokenBuckets.fullAt}, ${nowIso}::timestamptz) + ${step} <= ${nowIso}::timestamptz + ${rule.burst} * ${step}`,
      })
      .returning({ fullAt: tokenBuckets.fullAt });
    if (taken.length > 0) return { allowed: true };
    const [row] = await this.db.select({ fullAt: tokenBuckets.fullAt }).from(tokenBuckets).where(eq(tokenBuckets.bucket, bucket));
    // The next token is free once the bucket is no more than burst - 1 intervals from full.
    const waitMs = (row?.fullAt.getTime() ?? 0) - now.getTime() - (rule.burst - 1) * rule.intervalMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
