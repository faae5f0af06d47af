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

/** Fuzzy scoring is costly at this cutoff, so only the items sharing most letter pairs with the query are scored. */
export const FUZZY_CANDIDATES = 32;
/** A candidate shares at least this part of the query's letter pairs. */
const MIN_SHARED_PAIRS = 0.3;

const FUSE_OPTIONS = { keys: ['texts'], includeScore: true, ignoreLocation: true, threshold: SEARCH_SCORE_CUTOFF };

function letterPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) pairs.add(text.slice(i, i + 2));
  return pairs;
}

/**
 * Spec 2's search scoring over one tab: a substring match on any of the item's texts scores 0;
 * otherwise a fuzzy score (fuse.js, 0 = perfect) is used and only scores below 0.8 are kept,
 * texts whose length differs too much from the query's counting as non-matches. Best first, 15 at most.
 */
export class TabSearcher<T> {
  private readonly prepared: Prepared<T>[];
  /** Letter pair -> the items whose texts contain it. */
  private readonly pairIndex = new Map<string, number[]>();
  private readonly shared: Uint16Array;
  private readonly byExactKey = new Map<string, number>();

  /**
   * `order` is the order results are shown in (applied once here, so a query can stop at the
   * 15th substring match); an item whose `exactKey` equals the query comes first.
   */
  constructor(
    items: readonly T[],
    textsOf: (item: T) => string[],
    options: { order?: (a: T, b: T) => number; exactKey?: (item: T) => string } = {},
  ) {
    const sorted = options.order ? [...items].sort(options.order) : [...items];
    this.prepared = sorted.map((item) => ({ item, texts: textsOf(item).map((t) => t.toLowerCase()) }));
    this.prepared.forEach((p, id) => {
      if (options.exactKey) this.byExactKey.set(options.exactKey(p.item).toLowerCase(), id);
      for (const pair of letterPairs(p.texts.join(' '))) {
        const list = this.pairIndex.get(pair);
        if (list) list.push(id);
        else this.pairIndex.set(pair, [id]);
      }
    });
    this.shared = new Uint16Array(this.prepared.length);
  }

  /** The items sharing the most letter pairs with the query, best first (bucketed by count, no full sort). */
  private candidates(q: string, skip: (id: number) => boolean): Prepared<T>[] {
    const pairs = [...letterPairs(q)];
    if (pairs.length === 0) return [];
    this.shared.fill(0);
    const touched: number[] = [];
    for (const pair of pairs) {
      for (const id of this.pairIndex.get(pair) ?? []) {
        const count = this.shared[id]!;
        if (count === 0) touched.push(id);
        this.shared[id] = count + 1;
      }
    }
    const needed = Math.max(1, Math.ceil(pairs.length * MIN_SHARED_PAIRS));
    const buckets: number[][] = Array.from({ length: pairs.length + 1 }, () => []);
    for (const id of touched) {
      const count = this.shared[id]!;
      if (count >= needed) buckets[count]!.push(id);
    }
    const out: Prepared<T>[] = [];
    for (let count = pairs.length; count >= needed && out.length < FUZZY_CANDIDATES; count--) {
      for (const id of buckets[count]!) {
        if (out.length >= FUZZY_CANDIDATES) break;
        if (!skip(id)) out.push(this.prepared[id]!);
      }
    }
    return out;
  }

  search(query: string, keep: (item: T) => boolean = () => true): T[] {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const found: T[] = [];
    const taken = new Set<number>();
    const take = (id: number) => {
      found.push(this.prepared[id]!.item);
      taken.add(id);
    };
    const pinned = this.byExactKey.get(q);
    if (pinned !== undefined && keep(this.prepared[pinned]!.item)) take(pinned);
    for (let id = 0; id < this.prepared.length && found.length < SEARCH_RESULTS_PER_TAB; id++) {
      const p = this.prepared[id]!;
      if (id !== pinned && p.texts.some((t) => t.includes(q)) && keep(p.item)) take(id);
    }
    // A number is looked up, not guessed: 1234 is no typo of 1235.
    if (found.length >= SEARCH_RESULTS_PER_TAB || /^\d+$/.test(q)) return found;

    // Fewer than 15 substring matches: every one was found above, so the fuzzy pass adds the rest.
    const pool = this.candidates(q, (id) => taken.has(id) || !keep(this.prepared[id]!.item));
    const fuzzy = new Fuse(pool, FUSE_OPTIONS)
      .search(q)
      .filter((r) => (r.score ?? 1) < SEARCH_SCORE_CUTOFF && r.item.texts.some((t) => lengthsComparable(t, q)))
      .map((r) => r.item.item);
    return [...found, ...fuzzy].slice(0, SEARCH_RESULTS_PER_TAB);
  }
}

/** Team tab: by team number, an exact number first. */
export function teamSearcher(teams: readonly IndexedTeam[]): TabSearcher<IndexedTeam> {
  return new TabSearcher(teams, (t) => [String(t.team_number), t.nickname], {
    order: (a, b) => a.team_number - b.team_number,
    exactKey: (t) => String(t.team_number),
  });
}

/** Event tab: newest season first, then by start date; an exact key first. */
export function eventSearcher(events: readonly IndexedEvent[]): TabSearcher<IndexedEvent> {
  return new TabSearcher(events, (e) => [e.key, e.name], {
    order: (a, b) => b.year - a.year || (a.start_date ?? '').localeCompare(b.start_date ?? '') || a.key.localeCompare(b.key),
    exactKey: (e) => e.key,
  });
}

export function searchTeams(searcher: TabSearcher<IndexedTeam>, query: string): IndexedTeam[] {
  return searcher.search(query);
}

export function searchEvents(searcher: TabSearcher<IndexedEvent>, query: string, now: Date): IndexedEvent[] {
  const named = yearInQuery(query);
  const year = now.getFullYear();
  const keep = named === null
    ? (e: IndexedEvent) => e.year >= year - EVENT_YEARS_BEFORE && e.year <= year + EVENT_YEARS_AFTER
    : (e: IndexedEvent) => e.year === named;
  // With a year named, the rest of the query is what must match ('2025 lake city' -> 'lake city').
  const rest = named === null ? query : query.replace(String(named), ' ').replace(/\s+/g, ' ').trim();
  // A full key ('2025milac') is matched as it is.
  return searcher.search(rest && !/^\d{4}[a-z0-9]+$/i.test(query.trim()) ? rest : query.trim() || String(named), keep);
}
