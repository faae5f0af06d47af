import Fuse from 'fuse.js';
import { SEARCH_RESULTS_PER_TAB, SEARCH_SCORE_CUTOFF } from '@team7790/shared/competition/contracts/search';

export interface IndexedTeam {
  team_number: number;
  nickname: string;
}
export interface IndexedEvent {
  key: string;
  name: string;
  year: number;
  start_date: string | null;
}

/** A fuzzy match is dropped when one text is more than this many times longer than the other. */
export const MAX_LENGTH_RATIO = 3;
/** Event years kept when the query names no year: one before to two after the current year. */
export const EVENT_YEARS_BEFORE = 1;
export const EVENT_YEARS_AFTER = 2;

const lengthsComparable = (a: string, b: string): boolean =>
  Math.max(a.length, b.length) <= MAX_LENGTH_RATIO * Math.max(1, Math.min(a.length, b.length));

/** A 4-digit season year named in the query ('2025 lake city', '2024mil'), if any. */
export function yearInQuery(query: string): number | null {
  const m = /(?:^|\D)((?:199|20\d|21\d)\d)(?!\d)/.exec(query);
  return m ? Number(m[1]) : null;
}

interface Prepared<T> {
  item: T;
  texts: string[];
}

/**
 * Spec 2's search scoring over one tab: a substring match on any of the item's texts scores 0;
 * otherwise a fuzzy score (fuse.js, 0 = perfect) is used and only scores below 0.8 are kept,
 * texts whose length differs too much from the query's counting as non-matches. Best first, 15 at most.
 */
export class TabSearcher<T> {
  private readonly prepared: Prepared<T>[];
  private readonly fuse: Fuse<Prepared<T>>;

  constructor(items: readonly T[], textsOf: (item: T) => string[]) {
    this.prepared = items.map((item) => ({ item, texts: textsOf(item).map((t) => t.toLowerCase()) }));
    const keys = [{ name: 'texts', getFn: (p: Prepared<T>) => p.texts }];
    this.fuse = new Fuse(this.prepared, {
      keys,
      includeScore: true,
      ignoreLocation: true,
      threshold: SEARCH_SCORE_CUTOFF,
      shouldSort: true,
    }, Fuse.createIndex(keys, this.prepared));
  }

  search(query: string, keep: (item: T) => boolean = () => true, order?: (a: T, b: T) => number): T[] {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const exact: T[] = [];
    const seen = new Set<T>();
    for (const p of this.prepared) {
      if (keep(p.item) && p.texts.some((t) => t.includes(q))) {
        exact.push(p.item);
        seen.add(p.item);
      }
    }
    if (order) exact.sort(order);
    if (exact.length >= SEARCH_RESULTS_PER_TAB) return exact.slice(0, SEARCH_RESULTS_PER_TAB);

    const fuzzy = this.fuse
      .search(q)
      .filter((r) => (r.score ?? 1) < SEARCH_SCORE_CUTOFF && !seen.has(r.item.item) && keep(r.item.item))
      .filter((r) => r.item.texts.some((t) => lengthsComparable(t, q)))
      .map((r) => r.item.item);
    return [...exact, ...fuzzy].slice(0, SEARCH_RESULTS_PER_TAB);
  }
}

export function searchTeams(searcher: TabSearcher<IndexedTeam>, query: string): IndexedTeam[] {
  const q = query.trim();
  // An exact team number first, then the others by number.
  return searcher.search(q, undefined, (a, b) => Number(b.team_number === Number(q)) - Number(a.team_number === Number(q)) || a.team_number - b.team_number);
}

export function searchEvents(searcher: TabSearcher<IndexedEvent>, query: string, now: Date): IndexedEvent[] {
  const named = yearInQuery(query);
  const year = now.getFullYear();
  const keep = named === null
    ? (e: IndexedEvent) => e.year >= year - EVENT_YEARS_BEFORE && e.year <= year + EVENT_YEARS_AFTER
    : (e: IndexedEvent) => e.year === named;
  // With a year named, the rest of the query is what must match ('2025 lake city' -> 'lake city').
  const rest = named === null ? query : query.replace(String(named), ' ').replace(/\s+/g, ' ').trim();
  const byDate = (a: IndexedEvent, b: IndexedEvent) => (b.year - a.year) || (a.start_date ?? '').localeCompare(b.start_date ?? '');
  if (!rest) return searcher.search(String(named), keep, byDate);
  return searcher.search(rest, keep, byDate);
}
