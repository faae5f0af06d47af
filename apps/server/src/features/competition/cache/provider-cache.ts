import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../clock.ts';
import type { Upstream } from '../provider/upstream.ts';
import type { CacheRepo, StoredAnswer } from './cache-repo.ts';
import { PAST_SEASON_MS } from './freshness.ts';

/**
 * What a 404 counts toward the memory budget: more than its empty body, so that many of them are evicted like any
 * other answer rather than each costing next to nothing.
 */
const NOT_FOUND_ENTRY_SIZE = 1024;
/** Stored 404 answers older than the longest freshness window are removed, at most this often per instance. */
const FORGET_NOT_FOUND_EVERY_MS = 3_600_000;

/** A provider answer as the services see it: parsed once, immutable, replaced on every change. */
export interface CacheEntry {
  status: 200 | 404;
  data: unknown;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: Date;
  failedAt: Date | null;
  /** Body length, for the memory budget. */
  size: number;
}

export interface CacheRead<T> {
  /** Null when the provider answered 404. */
  data: T | null;
  notFound: boolean;
  fetchedAt: Date;
  /** The provider failed the last refresh of an expired answer: this is the last good copy. */
  stale: boolean;
  /** The entry itself; services compare entries by identity to reuse what they built from them. */
  entry: CacheEntry;
}

/** The provider could not answer and nothing was cached. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    readonly path: string,
    readonly status: number | null,
    cause?: unknown,
  ) {
    super(`${provider} ${path}: ${status === null ? 'no answer' : `HTTP ${status}`}`, { cause });
  }
}

/** Running totals for the metrics endpoint: where answers came from, and how the provider fared. */
export interface ProviderCacheStats {
  memoryHits: number;
  databaseHits: number;
  /** Nothing cached: the caller waited for the provider. */
  misses: number;
  /** Answers served marked stale because the provider failed. */
  staleAnswers: number;
  upstreamFailures: number;
  /** Paths answered "not found" without asking: what they name cannot exist. */
  cannotExist: number;
}

export interface ProviderCacheOptions {
  /** Memory budget for parsed answers, counted in body characters. */
  memoryBudget?: number;
  /** After a failed fetch with nothing cached, the same path is not asked again for this long. */
  failureHoldMs?: number;
  onRefreshError?: (error: unknown, path: string) => void;
  /**
   * Asked for a path this instance does not hold in memory, before the shared table and the provider: false when what
   * it names cannot exist (a made-up key), answered "not found" with no read, no provider call and nothing stored; true
   * or null (cannot tell) goes on to the table and the provider. Paths held in memory are never judged.
   */
  exists?: (path: string) => Promise<boolean | null>;
}

/**
 * One provider behind a two-level cache: parsed answers in this instance's memory, bodies and
 * validators in PostgreSQL for every instance. An expired answer is served at once while one
 * background revalidation runs; a failed provider leaves the last good answer in place, marked
 * stale. Concurrent requests for the same path share one database read and one upstream call.
 */
export class ProviderCache {
  private readonly memory: LRUCache<string, CacheEntry>;
  private readonly loading = new Map<string, Promise<CacheEntry | null>>();
  private readonly refreshing = new Map<string, Promise<CacheEntry>>();
  private readonly recentFailures = new Map<string, { at: number; error: ProviderUnavailableError }>();
  private readonly failureHoldMs: number;
  private forgotNotFoundAt = Number.NEGATIVE_INFINITY;
  readonly stats: ProviderCacheStats = { memoryHits: 0, databaseHits: 0, misses: 0, staleAnswers: 0, upstreamFailures: 0, cannotExist: 0 };

  constructor(
    readonly provider: string,
    private readonly upstream: Upstream,
    private readonly repo: CacheRepo,
    private readonly now: Clock,
    private readonly options: ProviderCacheOptions = {},
  ) {
    this.memory = new LRUCache<string, CacheEntry>({
      maxSize: options.memoryBudget ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => (entry.status === 404 ? NOT_FOUND_ENTRY_SIZE : Math.max(1, entry.size)),
    });
    this.failureHoldMs = options.failureHoldMs ?? 5_000;
  }

  /** The answer for `path`, revalidated when older than `maxAgeMs`. Throws ProviderUnavailableError when there is none. */
  async get<T>(path: string, maxAgeMs: number): Promise<CacheRead<T>> {
    let entry = this.memory.get(path);
    if (entry) {
      this.stats.memoryHits++;
    } else {
      // Judged before the shared table is read: a made-up key costs no database read either.
      if (this.options.exists && (await this.options.exists(path)) === false) return this.cannotExist<T>();
      entry = (await this.load(path)) ?? undefined;
      if (entry) this.stats.databaseHits++;
    }
    if (!entry) {
      this.stats.misses++;
      entry = await this.refresh(path, null);
    } else if (this.now().getTime() - entry.fetchedAt.getTime() > maxAgeMs) {
      this.refreshInBackground(path, entry, maxAgeMs);
    }
    const answer = this.read<T>(entry, maxAgeMs);
    if (answer.stale) this.stats.staleAnswers++;
    return answer;
  }

  /**
   * Asks the provider now, whatever the answer's age (a webhook said it changed): a conditional request when an
   * answer is held. Shares a revalidation already under way. A failure leaves the held answer in place.
   */
  async refreshNow(path: string): Promise<void> {
    const current = this.memory.get(path) ?? (await this.load(path));
    await this.refresh(path, current ?? null).catch((err) => this.options.onRefreshError?.(err, path));
  }

  /**
   * Which of these paths the provider has answered (200) here before: in this instance's memory or the shared table.
   * Never asks the provider; a path nobody has served is not known.
   */
  async answered(paths: readonly string[]): Promise<Set<string>> {
    const known = new Set(paths.filter((p) => this.memory.peek(p)?.status === 200));
    const rest = paths.filter((p) => !known.has(p) && !this.memory.has(p));
    for (const p of await this.repo.answeredPaths(this.provider, rest)) known.add(p);
    return known;
  }

  /** Resolves once no refresh is running (tests and the benchmark's warm-up use it). */
  async idle(): Promise<void> {
    while (this.refreshing.size > 0) await Promise.allSettled([...this.refreshing.values()]);
  }

  /** "Not found" for a path that cannot exist: a fresh entry each time, held nowhere. */
  private cannotExist<T>(): CacheRead<T> {
    const fetchedAt = this.now();
    this.stats.cannotExist++;
    const entry: CacheEntry = { status: 404, data: null, etag: null, lastModified: null, fetchedAt, failedAt: null, size: 0 };
    return { data: null, notFound: true, fetchedAt, stale: false, entry };
  }

  private read<T>(entry: CacheEntry, maxAgeMs: number): CacheRead<T> {
    const expired = this.now().getTime() - entry.fetchedAt.getTime() > maxAgeMs;
    return {
      data: entry.status === 200 ? (entry.data as T) : null,
      notFound: entry.status === 404,
      fetchedAt: entry.fetchedAt,
      stale: expired && entry.failedAt !== null,
      entry,
    };
  }

  private load(path: string): Promise<CacheEntry | null> {
    let pending = this.loading.get(path);
    if (!pending) {
      pending = this.repo
        .find(this.provider, path)
        .then((row) => (row ? this.remember(path, fromStored(row)) : null))
        .finally(() => this.loading.delete(path));
      this.loading.set(path, pending);
    }
    return pending;
  }

  private refreshInBackground(path: string, current: CacheEntry, maxAgeMs: number): void {
    // A provider that just failed for this path is left alone for a moment.
    if (current.failedAt && this.now().getTime() - current.failedAt.getTime() < Math.min(maxAgeMs, this.failureHoldMs)) return;
    this.refresh(path, current, maxAgeMs).catch((err) => this.options.onRefreshError?.(err, path));
  }

  /** One revalidation per path at a time; everyone asking meanwhile shares it. */
  private refresh(path: string, current: CacheEntry | null, maxAgeMs?: number): Promise<CacheEntry> {
    let pending = this.refreshing.get(path);
    if (!pending) {
      pending = this.revalidate(path, current, maxAgeMs).finally(() => this.refreshing.delete(path));
      this.refreshing.set(path, pending);
    }
    return pending;
  }

  private async revalidate(path: string, current: CacheEntry | null, maxAgeMs?: number): Promise<CacheEntry> {
    if (current && maxAgeMs !== undefined) {
      // Another instance may have refreshed it already.
      const row = await this.repo.find(this.provider, path);
      if (row && this.now().getTime() - row.fetchedAt.getTime() <= maxAgeMs && row.fetchedAt > current.fetchedAt) {
        return this.remember(path, fromStored(row));
      }
    }
    if (!current) {
      const held = this.recentFailures.get(path);
      if (held && Date.now() - held.at < this.failureHoldMs) throw held.error;
    }

    const headers: Record<string, string> = {};
    if (current?.etag) headers['if-none-match'] = current.etag;
    if (current?.lastModified) headers['if-modified-since'] = current.lastModified;

    let status: number | null = null;
    try {
      const res = await this.upstream.get(path, headers);
      status = res.status;
      const fetchedAt = this.now();
      if (res.status === 304 && current) {
        await this.repo.confirm(this.provider, path, fetchedAt);
        return this.remember(path, { ...current, fetchedAt, failedAt: null });
      }
      if (res.status === 200 || res.status === 404) {
        // eslint-disable-next-line no-restricted-syntax -- the provider's answer
        const data = res.status === 200 ? JSON.parse(res.body) : null;
        const stored = {
          status: res.status,
          body: res.status === 200 ? res.body : '',
          etag: res.headers.etag ?? null,
          lastModified: res.headers['last-modified'] ?? null,
          fetchedAt,
        };
        await this.repo.save(this.provider, path, stored);
        if (res.status === 404) this.forgetOldNotFound(fetchedAt);
        this.recentFailures.delete(path);
        return this.remember(path, { ...toEntry(stored, data), failedAt: null });
      }
      throw new Error(`unexpected HTTP ${res.status}`);
    } catch (err) {
      const failure = new ProviderUnavailableError(this.provider, path, status, err);
      this.stats.upstreamFailures++;
      if (!current) {
        this.recentFailures.set(path, { at: Date.now(), error: failure });
        throw failure;
      }
      const failedAt = this.now();
      await this.repo.markFailed(this.provider, path, failedAt).catch(() => {});
      this.remember(path, { ...current, failedAt });
      throw failure;
    }
  }

  /**
   * A 404 row is kept only while some freshness window could still use it (a day), so answers about keys that do not
   * exist never pile up in the table; removed in the background, at most once an hour.
   */
  private forgetOldNotFound(now: Date): void {
    if (now.getTime() - this.forgotNotFoundAt < FORGET_NOT_FOUND_EVERY_MS) return;
    this.forgotNotFoundAt = now.getTime();
    this.repo.forgetNotFound(this.provider, new Date(now.getTime() - PAST_SEASON_MS)).catch(() => {});
  }

  private remember(path: string, entry: CacheEntry): CacheEntry {
    this.memory.set(path, entry);
    return entry;
  }
}

function toEntry(stored: Omit<StoredAnswer, 'failedAt'>, data: unknown): Omit<CacheEntry, 'failedAt'> {
  return {
    status: stored.status === 404 ? 404 : 200,
    data,
    etag: stored.etag,
    lastModified: stored.lastModified,
    fetchedAt: stored.fetchedAt,
    size: stored.body.length,
  };
}

function fromStored(row: StoredAnswer): CacheEntry {
  // eslint-disable-next-line no-restricted-syntax -- the provider's answer, as the cache stored it
  return { ...toEntry(row, row.status === 200 ? JSON.parse(row.body) : null), failedAt: row.failedAt };
}
