import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { HttpError } from '../../../http-error.ts';
import { ProviderUnavailableError, type CacheRead, type ProviderCache } from '../cache/provider-cache.ts';
import type { Clock } from '../../../clock.ts';
import type { KnownKeys } from '../cache/known-keys.ts';

/** What every page builder reads: the two cached providers, the clock, the answer memo, and which keys can exist. */
export interface PageContext {
  tba: ProviderCache;
  statbotics: ProviderCache;
  now: Clock;
  memo: AnswerMemo;
  /** What The Blue Alliance's cache asks before the provider about a path nothing is cached for. */
  known: Pick<KnownKeys, 'season'>;
}

/** A part of a page the page can do without: null when the provider failed and nothing was cached. */
export async function optional<T>(read: Promise<CacheRead<T>>): Promise<CacheRead<T> | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ProviderUnavailableError) return null;
    throw err;
  }
}

/** The page's main data: a provider failure with nothing cached becomes a 502 with the page's message. */
export async function required<T>(read: Promise<CacheRead<T>>, failureMessage: string): Promise<CacheRead<T>> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new HttpError(502, failureMessage, 'provider_unavailable');
    throw err;
  }
}

/** Stale if any part is; fetchedAt is the oldest part's (what the page shows is at least that fresh). */
export function combinedFreshness(reads: readonly (CacheRead<unknown> | null | undefined)[]): { stale: boolean; fetchedAt: string | null } {
  let stale = false;
  let oldest: Date | null = null;
  for (const r of reads) {
    if (!r) continue;
    stale ||= r.stale;
    if (!oldest || r.fetchedAt < oldest) oldest = r.fetchedAt;
  }
  return { stale, fetchedAt: oldest ? oldest.toISOString() : null };
}

/** What an answer was built from: cache entries by identity plus their stale flags and any scalars. */
export function depsOf(reads: readonly (CacheRead<unknown> | null | undefined)[], ...extra: unknown[]): unknown[] {
  return [...reads.flatMap((r) => (r ? [r.entry, r.stale] : [null, null])), ...extra];
}

/** A finished answer: its JSON text, for the routes and drawn pages, and the checked object it is the text of, for
 * other features' reads (CompetitionReads). The object is frozen: every reader shares the one the memo holds. */
export interface Answer<T> {
  readonly json: string;
  readonly value: T;
}

/** Freezes an answer's object and everything in it (a reader's sort or push would otherwise change every reader's). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Finished answers, rebuilt only when something they were built from changed. A warm page request is then a few memory
 * lookups and one write; the contract is checked (and unknown fields stripped) once per build, not once per request, and
 * the text is written once per build for every route and reader.
 */
export class AnswerMemo {
  private readonly answers = new LRUCache<string, { deps: unknown[]; answer: Answer<unknown> }>({ max: 2000 });

  get<S extends z.ZodType>(key: string, deps: unknown[], schema: S, build: () => z.input<S>): Answer<z.output<S>> {
    const hit = this.answers.get(key);
    if (hit && hit.deps.length === deps.length && hit.deps.every((d, i) => d === deps[i])) return hit.answer as Answer<z.output<S>>;
    const value = deepFreeze(schema.parse(build()));
    const answer: Answer<z.output<S>> = { json: JSON.stringify(value), value };
    this.answers.set(key, { deps, answer });
    return answer;
  }
}
