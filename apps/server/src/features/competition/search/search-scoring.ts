import { SEARCH_RESULTS_PER_TAB } from '@team7790/shared/competition/contracts/search';
import { everyWordStarts, fuzzyKept, fuzzyScore, normalize, Rank, textRank } from './text-match.ts';

export interface IndexedTeam {
  team_number: number;
  nickname: string;
}
export interface IndexedEvent {
  key: string;
  name: string;
  year: number;
  start_date: string | null;
  short_name?: string | null;
  city?: string | null;
  /** The district's display name and abbreviation ('FIRST in Michigan', 'fim'). */
  district_name?: string | null;
  district_abbreviation?: string | null;
}

/** What one item is searched by: identifiers (exact matches rank first) and names. */
interface Fields {
  ids: string[];
  names: string[];
}
interface Prepared<T> {
  item: T;
  ids: string[];
  names: string[];
  nameWords: string[][];
  /** Every identifier and name in one string: most items are ruled out by one search of it. */
  all: string;
}

/** The best match of a tab: its rank and, for a fuzzy match, its score (0 otherwise). */
export interface BestMatch {
  rank: Rank;
  score: number;
}
export interface TabResult<T> {
  items: T[];
  best: BestMatch | null;
}

/** Fuzzy scoring is the costly part, so only the items sharing most letter pairs with the query are scored. */
export const FUZZY_CANDIDATES = 48;
/** A candidate shares at least this part of the query's letter pairs. */
const MIN_SHARED_PAIRS = 0.3;
const RANKED_BEFORE_FUZZY = Rank.fuzzy;
/** Between items in the corpus; normalized text has no line breaks. */
const SEPARATOR = '\n';

function letterPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) pairs.add(text.slice(i, i + 2));
  return pairs;
}

/**
 * One tab's search (spec 2 section 4, ranked as issue 18 asks): exact identifiers first, then a whole
 * name, a name's start, whole words, a word's start, any substring, and last the fuzzy edit-distance
 * matches scoring below 0.8. Within a rank, the shortest matched text (the closest) first, then the tab's
 * display order. 15 results at most.
 */
export class TabSearcher<T> {
  private readonly prepared: Prepared<T>[];
  /** Letter pair -> the items whose names contain it. */
  private readonly pairIndex = new Map<string, number[]>();
  private readonly shared: Uint16Array;
  /** Every item's `all`, each followed by a separator, in display order: one string search finds the items holding a text. */
  private readonly corpus: string;
  /** Where each item starts in the corpus. */
  private readonly starts: Int32Array;

  /** `order` is the display order within a rank (applied once here). */
  constructor(items: readonly T[], fieldsOf: (item: T) => Fields, order?: (a: T, b: T) => number) {
    const sorted = order ? [...items].sort(order) : [...items];
    this.prepared = sorted.map((item) => {
      const fields = fieldsOf(item);
      const names = [...new Set(fields.names.map(normalize).filter(Boolean))];
      const ids = fields.ids.map(normalize);
      return { item, ids, names, nameWords: names.map((n) => n.split(' ')), all: [...ids, ...names].join('\n') };
    });
    this.prepared.forEach((p, id) => {
      for (const pair of letterPairs(p.names.join(' '))) {
        const list = this.pairIndex.get(pair);
        if (list) list.push(id);
        else this.pairIndex.set(pair, [id]);
      }
    });
    this.shared = new Uint16Array(this.prepared.length);
    this.starts = new Int32Array(this.prepared.length + 1);
    let at = 0;
    this.prepared.forEach((p, id) => {
      this.starts[id] = at;
      at += p.all.length + 1;
    });
    this.starts[this.prepared.length] = at;
    this.corpus = this.prepared.map((p) => `${p.all}${SEPARATOR}`).join('');
  }

  /** The item whose text holds this corpus position. */
  private itemAt(position: number): number {
    let low = 0;
    let high = this.prepared.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= position) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The items whose identifiers or names contain the text, in display order. */
  private containing(text: string): number[] {
    const ids: number[] = [];
    let at = this.corpus.indexOf(text);
    while (at >= 0) {
      const id = this.itemAt(at);
      ids.push(id);
      at = this.corpus.indexOf(text, this.starts[id + 1]!);
    }
    return ids;
  }

  /** Every item, in display order (for the benchmark and tests). */
  items(): T[] {
    return this.prepared.map((p) => p.item);
  }

  /** How the query matches the item, and the length of the text it matched (a shorter text is a closer match). */
  private rankOf(p: Prepared<T>, q: string, words: readonly string[]): { rank: Rank; length: number } | null {
    const whole = p.all.includes(q);
    if (!whole && (words.length === 1 || !words.every((w) => p.all.includes(w)))) return null;
    let best: { rank: Rank; length: number } | null = null;
    if (whole) {
      for (const id of p.ids) {
        if (id === q) return { rank: Rank.exactId, length: id.length };
        // An identifier's start or inside ('77' in 7790, '2025' in 2025milac) ranks as a name's would.
        const rank = textRank(q, id);
        if (rank !== null && (!best || rank < best.rank || (rank === best.rank && id.length < best.length))) best = { rank, length: id.length };
      }
      for (const name of p.names) {
        const rank = textRank(q, name);
        if (rank !== null && (!best || rank < best.rank || (rank === best.rank && name.length < best.length))) best = { rank, length: name.length };
      }
    }
    if (words.length > 1 && (best === null || best.rank > Rank.wordStart) && everyWordStarts(words, p.names)) {
      best = { rank: Rank.wordStart, length: p.all.length };
    }
    return best;
  }

  /** The items sharing the most letter pairs with the query, best first (bucketed by count, no full sort). */
  private candidates(q: string, skip: (id: number) => boolean): number[] {
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
    const out: number[] = [];
    for (let count = pairs.length; count >= needed && out.length < FUZZY_CANDIDATES; count--) {
      for (const id of buckets[count]!) {
        if (out.length >= FUZZY_CANDIDATES) break;
        if (!skip(id)) out.push(id);
      }
    }
    return out;
  }

  search(query: string, keep: (item: T) => boolean = () => true): TabResult<T> {
    const q = normalize(query);
    if (!q) return { items: [], best: null };
    const words = q.split(' ');
    // Each rank keeps its 15 closest: shortest matched text first, then display order (items are visited in it).
    const byRank: Array<Array<{ id: number; length: number }>> = Array.from({ length: RANKED_BEFORE_FUZZY }, () => []);
    // Only items holding the query, or (for several words) its longest word, can match before the fuzzy pass.
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    for (const id of this.containing(words.length > 1 ? longest : q)) {
      const p = this.prepared[id]!;
      const match = this.rankOf(p, q, words);
      if (match === null) continue;
      const kept = byRank[match.rank]!;
      if (kept.length >= SEARCH_RESULTS_PER_TAB && kept[kept.length - 1]!.length <= match.length) continue;
      if (!keep(p.item)) continue;
      let at = kept.length;
      while (at > 0 && kept[at - 1]!.length > match.length) at--;
      kept.splice(at, 0, { id, length: match.length });
      if (kept.length > SEARCH_RESULTS_PER_TAB) kept.pop();
    }
    const hits: Array<{ id: number; rank: Rank; score: number }> = [];
    byRank.forEach((kept, rank) => kept.forEach(({ id }) => hits.push({ id, rank: rank as Rank, score: 0 })));

    // A number is looked up, not guessed: 1234 is no typo of 1235.
    if (hits.length < SEARCH_RESULTS_PER_TAB && !/^\d+$/.test(q)) {
      const taken = new Set(hits.map((h) => h.id));
      const fuzzy: Array<{ id: number; rank: Rank; score: number }> = [];
      for (const id of this.candidates(q, (i) => taken.has(i) || !keep(this.prepared[i]!.item))) {
        let best: number | null = null;
        for (const nameWords of this.prepared[id]!.nameWords) {
          const score = fuzzyScore(q, words.length, nameWords);
          if (score !== null && (best === null || score < best)) best = score;
        }
        if (fuzzyKept(best)) fuzzy.push({ id, rank: Rank.fuzzy, score: best });
      }
      fuzzy.sort((a, b) => a.score - b.score || a.id - b.id);
      hits.push(...fuzzy);
    }
    const shown = hits.slice(0, SEARCH_RESULTS_PER_TAB);
    return { items: shown.map((h) => this.prepared[h.id]!.item), best: shown[0] ? { rank: shown[0].rank, score: shown[0].score } : null };
  }
}

/** Team tab: by team number; the number is the identifier, the nickname the name. */
export function teamSearcher(teams: readonly IndexedTeam[]): TabSearcher<IndexedTeam> {
  return new TabSearcher(
    teams,
    (t) => ({ ids: [String(t.team_number)], names: [t.nickname] }),
    (a, b) => a.team_number - b.team_number,
  );
}

/** Event tab: newest season first, then by start date; the key and the code are identifiers. */
export function eventSearcher(events: readonly IndexedEvent[]): TabSearcher<IndexedEvent> {
  return new TabSearcher(
    events,
    (e) => ({
      ids: [e.key, e.key.replace(/^\d{4}/, '')],
      names: [e.name, e.short_name ?? '', e.city ?? '', e.district_name ?? '', e.district_abbreviation ?? ''],
    }),
    (a, b) => b.year - a.year || (a.start_date ?? '').localeCompare(b.start_date ?? '') || a.key.localeCompare(b.key),
  );
}

/** The first FRC season: earlier 4-digit numbers are never years. */
const FIRST_FRC_SEASON = 1992;
/** Event years kept when the query names no year: one before to two after the current year. */
export const EVENT_YEARS_BEFORE = 1;
export const EVENT_YEARS_AFTER = 2;

/**
 * A season year named in the query ('2024 lake city', '2024milac'): 4 digits standing alone or
 * before a code, from 1992 to two years ahead. Later numbers (2056, 7790) are not years.
 */
export function yearInQuery(query: string, now: Date): number | null {
  const last = now.getFullYear() + EVENT_YEARS_AFTER;
  for (const m of query.matchAll(/(?:^|\D)(\d{4})(?!\d)/g)) {
    const year = Number(m[1]);
    if (year >= FIRST_FRC_SEASON && year <= last) return year;
  }
  return null;
}

export interface SearchQuery {
  /** What the team tab searches: a bare number as it is; otherwise the text without its year. */
  teams: string;
  /** What the event tab searches, and the year it is restricted to (null: the year window). */
  events: string;
  year: number | null;
}

/** Splits a query into what each tab searches: a year inside text restricts events and is no team number. */
export function parseSearchQuery(query: string, now: Date): SearchQuery {
  const q = normalize(query);
  const year = yearInQuery(q, now);
  const rest = year === null ? q : normalize(q.replace(String(year), ' '));
  const teamNumber = /^(?:frc|team)\s*(\d+)$/.exec(q)?.[1];
  return {
    teams: /^\d+$/.test(q) ? q : (teamNumber ?? rest),
    // A bare year lists that season's events (their keys start with it).
    events: year !== null && !rest ? String(year) : rest,
    year,
  };
}

export interface SearchAnswer {
  teams: IndexedTeam[];
  events: IndexedEvent[];
  /** The tab holding the best match (teams on a tie); null when nothing matched. */
  best: 'teams' | 'events' | null;
}

const better = (a: BestMatch, b: BestMatch) => a.rank < b.rank || (a.rank === b.rank && a.score < b.score);

export function search(index: { teams: TabSearcher<IndexedTeam>; events: TabSearcher<IndexedEvent> }, query: string, now: Date): SearchAnswer {
  const parsed = parseSearchQuery(query, now);
  const current = now.getFullYear();
  const keep =
    parsed.year === null
      ? (e: IndexedEvent) => e.year >= current - EVENT_YEARS_BEFORE && e.year <= current + EVENT_YEARS_AFTER
      : (e: IndexedEvent) => e.year === parsed.year;
  const teams = index.teams.search(parsed.teams);
  const events = index.events.search(parsed.events, keep);
  let best: SearchAnswer['best'] = null;
  if (teams.best && (!events.best || !better(events.best, teams.best))) best = 'teams';
  else if (events.best) best = 'events';
  return { teams: teams.items, events: events.items, best };
}
