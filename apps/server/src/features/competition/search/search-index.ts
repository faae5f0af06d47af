import { LRUCache } from 'lru-cache';
import type { SearchLookup } from '@team7790/shared/site/search-target';
import { competitionSearchResponse, SEARCH_RESULTS_PER_TAB } from '@team7790/shared/competition/contracts/search';
import type { TbaEvent, TbaTeam } from '@team7790/shared/competition/tba';
import { CURRENT_SEASON_MS, PAST_SEASON_MS } from '../cache/freshness.ts';
import { optional, type PageContext } from '../pages/context.ts';
import { eventSearcher, search, teamSearcher, yearInQuery, type IndexedEvent, type IndexedTeam, type TabSearcher } from './search-scoring.ts';
import { normalize } from './text-match.ts';

/** The index is rebuilt when older than this. */
export const SEARCH_INDEX_MAX_AGE_MS = 24 * 3_600_000;
/** After a failed build, the next query may try again after this long. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** Team list pages asked at once. */
const TEAM_PAGES_AT_ONCE = 4;
const MAX_TEAM_PAGES = 100;

const indexedEvent = (e: TbaEvent): IndexedEvent => ({
  key: e.key,
  name: e.name,
  year: e.year,
  start_date: e.start_date ?? null,
  short_name: e.short_name ?? null,
  city: e.city ?? null,
  district_name: e.district?.display_name ?? null,
  district_abbreviation: e.district?.abbreviation ?? null,
});

interface Built {
  teams: TabSearcher<IndexedTeam>;
  events: TabSearcher<IndexedEvent>;
  teamNumbers: Set<number>;
  eventKeys: Set<string>;
  builtAt: Date;
  complete: boolean;
}

/**
 * All teams and the events of the search years, held in memory and searched on the server
 * (spec 2 section 4). Built on first use, rebuilt in the background once a day; the sources come
 * through the provider cache, so a rebuild mostly revalidates.
 */
export class SearchIndex {
  private built: Built | null = null;
  private building: Promise<Built> | null = null;
  private lastFailureAt = 0;
  /** Answers to recent queries for the current index (popular searches repeat). */
  private readonly answers = new LRUCache<string, string>({ max: 1000 });

  /** Events of seasons outside the search years, read when a query names one ('2019 lake city'). */
  private readonly otherYears = new LRUCache<number, TabSearcher<IndexedEvent>>({ max: 8 });

  constructor(private readonly ctx: PageContext) {}

  private async eventsOfYear(year: number): Promise<TabSearcher<IndexedEvent> | null> {
    const cached = this.otherYears.get(year);
    if (cached) return cached;
    const read = await optional(this.ctx.tba.get<TbaEvent[]>(`/events/${year}`, PAST_SEASON_MS));
    if (!read) return null;
    const searcher = eventSearcher((read.data ?? []).map(indexedEvent));
    this.otherYears.set(year, searcher);
    return searcher;
  }

  /** The search years: two before to two after the current year (the query may also name one). */
  private years(): number[] {
    const y = this.ctx.now().getFullYear();
    return [y - 2, y - 1, y, y + 1, y + 2];
  }

  private async loadTeams(): Promise<{ teams: IndexedTeam[]; complete: boolean }> {
    const teams: IndexedTeam[] = [];
    let complete = true;
    for (let page = 0; page < MAX_TEAM_PAGES; page += TEAM_PAGES_AT_ONCE) {
      const pages = Array.from({ length: TEAM_PAGES_AT_ONCE }, (_, i) => page + i);
      const reads = await Promise.all(pages.map((p) => optional(this.ctx.tba.get<TbaTeam[]>(`/teams/${p}`, PAST_SEASON_MS))));
      let ended = false;
      for (const read of reads) {
        if (!read) complete = false;
        const list = read?.data ?? [];
        if (read && list.length === 0) ended = true;
        for (const t of list) {
          if (typeof t?.team_number === 'number') teams.push({ team_number: t.team_number, nickname: t.nickname ?? '' });
        }
      }
      if (ended || !complete) break;
    }
    return { teams, complete };
  }

  private async build(): Promise<Built> {
    const [{ teams, complete }, eventReads] = await Promise.all([
      this.loadTeams(),
      Promise.all(this.years().map((y) => optional(this.ctx.tba.get<TbaEvent[]>(`/events/${y}`, PAST_SEASON_MS)))),
    ]);
    const events: IndexedEvent[] = eventReads.flatMap((r) => (r?.data ?? []).map(indexedEvent));
    if (teams.length === 0 && events.length === 0) throw new Error('search index: the provider gave nothing');
    return {
      teams: teamSearcher(teams),
      events: eventSearcher(events),
      teamNumbers: new Set(teams.map((t) => t.team_number)),
      eventKeys: new Set(events.map((e) => e.key)),
      builtAt: this.ctx.now(),
      complete: complete && eventReads.every(Boolean),
    };
  }

  private rebuild(): Promise<Built> {
    this.building ??= this.build()
      .then((b) => (this.built = b))
      .catch((err) => {
        this.lastFailureAt = Date.now();
        throw err;
      })
      .finally(() => (this.building = null));
    return this.building;
  }

  /** The index, building it on first use; an old one is served while a new one builds. */
  async ready(): Promise<Built | null> {
    if (this.built) {
      if (this.ctx.now().getTime() - this.built.builtAt.getTime() > SEARCH_INDEX_MAX_AGE_MS) this.rebuild().catch(() => {});
      return this.built;
    }
    if (Date.now() - this.lastFailureAt < RETRY_AFTER_FAILURE_MS) return null;
    return this.rebuild().catch(() => null);
  }

  /** The answer for a query, at most `limit` per tab (the search box's suggestions ask for a few). */
  async search(query: string, limit = SEARCH_RESULTS_PER_TAB): Promise<string> {
    const index = await this.ready();
    const q = query.trim();
    // The year window moves with the clock, so it is part of the key.
    const key = `${index?.builtAt.getTime() ?? 0}|${this.ctx.now().getFullYear()}|${limit}|${q}`;
    let answer = this.answers.get(key);
    if (answer === undefined) {
      const now = this.ctx.now();
      const named = yearInQuery(normalize(q), now);
      // A season outside the search years is read when the query names it.
      const events = index && named !== null && !this.years().includes(named) ? await this.eventsOfYear(named) : index?.events;
      const found = index && events ? search({ teams: index.teams, events }, q, now) : { teams: [], events: [], best: null };
      answer = JSON.stringify(
        competitionSearchResponse.parse({
          q,
          ...found,
          teams: found.teams.slice(0, limit),
          events: found.events.slice(0, limit),
          indexedAt: index?.builtAt.toISOString() ?? null,
          stale: !index || !index.complete || !events,
        }),
      );
      if (index && events) this.answers.set(key, answer);
    }
    return answer;
  }

  /** What the index already holds, without building it or asking the provider. */
  holds(kind: 'team', key: number): boolean;
  holds(kind: 'event', key: string): boolean;
  holds(kind: 'team' | 'event', key: number | string): boolean {
    if (!this.built) return false;
    return kind === 'team' ? this.built.teamNumbers.has(key as number) : this.built.eventKeys.has(key as string);
  }

  /** The search box's lookups: the index first, then the provider for anything newer than it. */
  lookup(): SearchLookup {
    return {
      teamExists: async (n) => {
        if (this.built?.teamNumbers.has(n)) return true;
        const read = await optional(this.ctx.tba.get<TbaTeam>(`/team/frc${n}`, CURRENT_SEASON_MS));
        return Boolean(read && !read.notFound && read.data);
      },
      eventExists: async (key) => {
        if (this.built?.eventKeys.has(key)) return true;
        if (!/^\d{4}[a-z0-9]+$/.test(key)) return false;
        const read = await optional(this.ctx.tba.get<TbaEvent>(`/event/${key}`, CURRENT_SEASON_MS));
        return Boolean(read && !read.notFound && read.data);
      },
    };
  }
}
