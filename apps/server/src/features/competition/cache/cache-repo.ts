import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerCache } from '../../../db/schema/competition.ts';

export interface StoredAnswer {
  status: number;
  body: string;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: Date;
  failedAt: Date | null;
}

/** The provider_cache table: one row per provider path, shared by every instance. */
export class CacheRepo {
  constructor(private readonly db: Database) {}

  async find(provider: string, path: string): Promise<StoredAnswer | null> {
    const rows = await this.db
      .select({
        status: providerCache.status,
        body: providerCache.body,
        etag: providerCache.etag,
        lastModified: providerCache.lastModified,
        fetchedAt: providerCache.fetchedAt,
        failedAt: providerCache.failedAt,
      })
      .from(providerCache)
      .where(and(eq(providerCache.provider, provider), eq(providerCache.path, path)))
      .limit(1);
    return rows[0] ?? null;
  }

  async save(provider: string, path: string, answer: Omit<StoredAnswer, 'failedAt'>): Promise<void> {
    const values = { ...answer, failedAt: null };
    await this.db
      .insert(providerCache)
      .values({ provider, path, ...values })
      .onConflictDoUpdate({ target: [providerCache.provider, providerCache.path], set: values });
  }

  /** A 304: the body still holds; only the confirmation time moves. */
  async confirm(provider: string, path: string, fetchedAt: Date): Promise<void> {
    await this.db
      .update(providerCache)
      .set({ fetchedAt, failedAt: null })
      .where(and(eq(providerCache.provider, provider), eq(providerCache.path, path)));
  }

  async markFailed(provider: string, path: string, failedAt: Date): Promise<void> {
    await this.db
      .update(providerCache)
      .set({ failedAt })
      .where(and(eq(providerCache.provider, provider), eq(providerCache.path, path)));
  }

  /** Removes the provider's 404 answers confirmed before `before` (nothing asks for them any more without asking again). */
  async forgetNotFound(provider: string, before: Date): Promise<void> {
    await this.db
      .delete(providerCache)
      .where(and(eq(providerCache.provider, provider), eq(providerCache.status, 404), lt(providerCache.fetchedAt, before)));
  }

  /** Which of these paths hold a provider's answer (status 200): what the server has served or looked up. Never asks it. */
  async answeredPaths(provider: string, paths: readonly string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    const rows = await this.db
      .select({ path: providerCache.path })
      .from(providerCache)
      .where(and(eq(providerCache.provider, provider), eq(providerCache.status, 200), inArray(providerCache.path, [...paths])));
    return new Set(rows.map((r) => r.path));
  }
}
