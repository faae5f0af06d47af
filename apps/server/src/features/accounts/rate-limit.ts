import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

export interface WindowState {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every instance sees the same counts.
 * `hit` adds one and returns the new count; `peek` reads without counting.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(bucket: string, windowSeconds: number): Promise<WindowState> {
    const now = this.now();
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

  async reset(bucket: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
  }

  private state(row: { windowStart: Date; hits: number }, windowSeconds: number, now: Date): WindowState {
    const endsAt = row.windowStart.getTime() + windowSeconds * 1000;
    return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }
}
