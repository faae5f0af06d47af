import { yearOfKey } from '@team7790/shared/competition/keys';
import type { CacheEntry, CacheRead, ProviderCache } from '../cache/provider-cache.ts';
import { optional } from './context.ts';
import { PAST_SEASON_MS } from '../cache/freshness.ts';
import type { Clock } from '../../../clock.ts';

/** The provider's first season. */
export const FIRST_SEASON = 1992;
/**
 * A key of the current or a coming season missing from its list has the list asked again, at most this often per list
 * (an event or team added since the list was read), so made-up keys cannot make the server ask more often than that.
 */
export const LIST_RECHECK_MS = 5 * 60_000;
/** The provider's team list comes in pages; the list ends at the first empty one. */
const MAX_TEAM_PAGES = 100;

/**
 * Whether a key can name something: true when its list holds it, false when it cannot exist, null when there is no
 * list to judge by (the provider failed, or does not list that season) and the provider is asked for the key itself.
 */
export type Verdict = boolean | null;

type Members = ReadonlySet<string | number>;

const keysOf = (data: unknown): Members =>
  new Set(Array.isArray(data) ? data.flatMap((item: { key?: unknown } | null) => (typeof item?.key === 'string' ? [item.key] : [])) : []);
const teamNumbersOf = (data: unknown): Members =>
  new Set(
    Array.isArray(data) ? data.flatMap((t: { team_number?: unknown } | null) => (typeof t?.team_number === 'number' ? [t.team_number] : [])) : [],
  );

/**
 * Decides from lists the server reads once a season for everyone (the season's events and districts, the team list,
 * an event's matches) whether a key in an address names something, so that made-up keys cost no provider call and
 * leave nothing in the cache. The lists come through the provider cache the search index and the pages share.
 */
export class KnownKeys {
  private readonly members = new WeakMap<CacheEntry, Members>();
  /** When each list was last asked again because of a key it lacked (its path: a season's list or a team page). */
  private readonly rechecked = new Map<string, number>();

  constructor(
    private readonly tba: ProviderCache,
    private readonly now: Clock,
  ) {}

  /** The seasons the provider can have: from its first to the one after the current (its events are announced early). */
  season(year: number): boolean {
    return Number.isInteger(year) && year >= FIRST_SEASON && year <= this.now().getFullYear() + 1;
  }

  async event(eventKey: string): Promise<Verdict> {
    const year = yearOfKey(eventKey);
    if (!this.season(year)) return false;
    return this.listed(`/events/${year}`, year, keysOf, eventKey);
  }

  async district(districtKey: string): Promise<Verdict> {
    const year = yearOfKey(districtKey);
    if (!this.season(year)) return false;
    return this.listed(`/districts/${year}`, year, keysOf, districtKey);
  }

  /**
   * A match is known when its event's list of matches holds it (the list the event page is made of, kept as fresh as
   * the event); null when that list could not be read.
   */
  async match(matchKey: string, maxAgeMs: number): Promise<Verdict> {
    const read = await optional(this.tba.get<unknown>(`/event/${matchKey.split('_')[0]!}/matches`, maxAgeMs));
    return read && !read.notFound && Array.isArray(read.data) ? this.membersOf(read, keysOf).has(matchKey) : null;
  }

  /** A team is known when the provider's team list holds it; the list is read page by page until an empty one. */
  async team(teamNumber: number): Promise<Verdict> {
    const first = await this.inTeamList(teamNumber);
    if (first.verdict !== false) return first.verdict;
    // A team numbered since the list was read is on its page (of 500), which is at most the one that ended the list.
    const page = Math.floor(teamNumber / 500);
    if (page > first.end) return false;
    // Read already on the way to the list's end: a cache hit.
    const read = await optional(this.tba.get<unknown>(`/teams/${page}`, PAST_SEASON_MS));
    if (!read || !(await this.recheck('/teams', `/teams/${page}`, read))) return false;
    return (await this.inTeamList(teamNumber)).verdict;
  }

  /** Whether the team list holds the team, and the page that ended the list. */
  private async inTeamList(teamNumber: number): Promise<{ verdict: Verdict; end: number }> {
    for (let page = 0; page < MAX_TEAM_PAGES; page++) {
      const read = await optional(this.tba.get<unknown>(`/teams/${page}`, PAST_SEASON_MS));
      // No list to judge by: the provider failed, or gives none (no page 0).
      if (!read) return { verdict: null, end: page };
      const numbers = this.membersOf(read, teamNumbersOf);
      if (numbers.has(teamNumber)) return { verdict: true, end: page };
      if (numbers.size === 0) return { verdict: page === 0 ? null : false, end: page };
    }
    return { verdict: false, end: MAX_TEAM_PAGES };
  }

  /**
   * Whether the list at `path` (of season `year`) holds `member`. A past season's list is final; the current and a
   * coming season's are asked again for a member they lack, at most every LIST_RECHECK_MS. A list the provider does
   * not have (404) settles nothing for the seasons that have begun, and means none announced yet for a coming one.
   */
  private async listed(path: string, year: number, extract: (data: unknown) => Members, member: string): Promise<Verdict> {
    const currentYear = this.now().getFullYear();
    let read = await optional(this.tba.get<unknown>(path, PAST_SEASON_MS));
    if (!read) return null;
    if (!read.notFound && this.membersOf(read, extract).has(member)) return true;
    const mayHaveChanged = year > currentYear || (year === currentYear && !read.notFound);
    if (mayHaveChanged && (await this.recheck(path, path, read))) read = (await optional(this.tba.get<unknown>(path, PAST_SEASON_MS))) ?? read;
    if (read.notFound) return year > currentYear ? false : null;
    return this.membersOf(read, extract).has(member);
  }

  /**
   * Asks the provider again for `path` (held as `read`) unless that answer or `bound` was asked within LIST_RECHECK_MS
   * (a failing provider is not asked again by every key either); true when it was asked.
   */
  private async recheck(bound: string, path: string, read: CacheRead<unknown>): Promise<boolean> {
    const now = this.now().getTime();
    if (now - read.fetchedAt.getTime() < LIST_RECHECK_MS) return false;
    if (now - (this.rechecked.get(bound) ?? Number.NEGATIVE_INFINITY) < LIST_RECHECK_MS) return false;
    this.rechecked.set(bound, now);
    await this.tba.refreshNow(path);
    return true;
  }

  /** The list's members, worked out once per answer. */
  private membersOf(read: CacheRead<unknown>, extract: (data: unknown) => Members): Members {
    let members = this.members.get(read.entry);
    if (!members) {
      members = extract(read.data);
      this.members.set(read.entry, members);
    }
    return members;
  }
}
