import type { Clock } from '../../../clock.ts';
import { CURRENT_SEASON_MS, PAST_SEASON_MS } from './freshness.ts';
import { ProviderUnavailableError, type CacheEntry, type CacheRead, type ProviderCache } from './provider-cache.ts';

/** The provider's first season. */
export const FIRST_SEASON = 1992;
/**
 * A key of the current or a coming season missing from its season's list has the list asked again, at most this often
 * per list (an event announced since the list was read), so made-up keys cannot make the server ask more often.
 */
export const LIST_RECHECK_MS = 5 * 60_000;
/** An event's list of matches lacking a key is asked again at most this often (a playoff match just scheduled). */
export const MATCH_LIST_RECHECK_MS = 60_000;
/** The provider's team list comes in pages of this many numbers (page p holds teams p*500 to p*500+499). */
export const TEAM_PAGE_SIZE = 500;
/** Team numbers past this many pages are not asked about (FIRST numbers are in the tens of thousands). */
const MAX_TEAM_PAGES = 200;

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

/** Every verdict must allow it; one "cannot exist" settles it; otherwise the provider is asked. */
function all(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes(false)) return false;
  return verdicts.every((v) => v === true) ? true : null;
}

async function maybe<T>(read: Promise<CacheRead<T>>): Promise<CacheRead<T> | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ProviderUnavailableError) return null;
    throw err;
  }
}

/**
 * Decides, before The Blue Alliance is asked about a path nothing is cached for, whether the event, team, match or
 * district it names can exist: from lists the server reads once for everyone through the same cache (a season's events
 * and districts, a page of the team list, an event's matches). A path that cannot exist is answered "not found" without
 * a provider call and without a stored row, so a stranger's made-up keys cannot spend the read key or fill the cache.
 * Paths already cached are never judged: what is served, and every live change, goes on as before.
 */
export class KnownKeys {
  private readonly members = new WeakMap<CacheEntry, Members>();
  /** When each list was last asked again because of a key it lacked. */
  private readonly rechecked = new Map<string, number>();

  constructor(
    private readonly tba: ProviderCache,
    private readonly now: Clock,
  ) {}

  /** The seasons the provider can have: from its first to the one after the current (events are announced early). */
  season(year: number): boolean {
    return Number.isInteger(year) && year >= FIRST_SEASON && year <= this.now().getFullYear() + 1;
  }

  /** The verdict on a provider path (the ProviderCache asks on a miss); the lists themselves are judged by year only. */
  async path(path: string): Promise<Verdict> {
    const list = /^\/(events|districts)\/(\d+)(\/simple)?$/.exec(path);
    if (list) return this.season(Number(list[2])) ? null : false;
    const teams = /^\/teams\/(\d+)(\/simple)?$/.exec(path);
    if (teams) return Number(teams[1]) < MAX_TEAM_PAGES ? null : false;
    const verdicts: Array<Promise<Verdict> | Verdict> = [];
    const team = /^\/team\/frc(\d+)(?:\/|$)/.exec(path);
    if (team) verdicts.push(this.team(Number(team[1])));
    const event = /(?:^|\/)event\/(\d{4}[a-z0-9]+)(?:\/|$)/.exec(path);
    if (event) verdicts.push(this.event(event[1]!));
    const match = /^\/match\/((\d{4}[a-z0-9]+)_[a-z0-9]+)(?:\/|$)/.exec(path);
    if (match) verdicts.push((async () => ((await this.event(match[2]!)) === false ? false : this.match(match[1]!)))());
    const district = /^\/district\/(\d{4}[a-z0-9]+)(?:\/|$)/.exec(path);
    if (district) verdicts.push(this.district(district[1]!));
    // A season in the path (a team's events or awards of a year, the regional pool of a year).
    const year = /\/(?:events|awards|media|regional_advancement)\/(\d+)(?:\/|$)/.exec(path);
    if (year) verdicts.push(this.season(Number(year[1])) ? null : false);
    return all(await Promise.all(verdicts));
  }

  async event(eventKey: string): Promise<Verdict> {
    const year = Number(eventKey.slice(0, 4));
    if (!this.season(year)) return false;
    return this.inSeasonList(`/events/${year}`, year, eventKey);
  }

  async district(districtKey: string): Promise<Verdict> {
    const year = Number(districtKey.slice(0, 4));
    if (!this.season(year)) return false;
    return this.inSeasonList(`/districts/${year}`, year, districtKey);
  }

  /**
   * A match is known when its event's list of matches holds it (the list the event page is made of). A current
   * season's list lacking it is asked again at most every MATCH_LIST_RECHECK_MS; null when there is no list.
   */
  async match(matchKey: string): Promise<Verdict> {
    const eventKey = matchKey.split('_')[0]!;
    const year = Number(eventKey.slice(0, 4));
    const path = `/event/${eventKey}/matches`;
    const maxAge = year < this.now().getFullYear() ? PAST_SEASON_MS : CURRENT_SEASON_MS;
    let read = await maybe(this.tba.get<unknown>(path, maxAge));
    if (!read || read.notFound || !Array.isArray(read.data)) return null;
    if (this.membersOf(read, keysOf).has(matchKey)) return true;
    if (year >= this.now().getFullYear() && (await this.recheck(path, read, MATCH_LIST_RECHECK_MS))) {
      read = (await maybe(this.tba.get<unknown>(path, maxAge))) ?? read;
      if (read.notFound || !Array.isArray(read.data)) return null;
    }
    return this.membersOf(read, keysOf).has(matchKey);
  }

  /**
   * A team is known when its page of the team list holds it; past the last page the provider's status names, it
   * cannot exist (the status is read again every LIST_RECHECK_MS, in the background). A page lacking it where new numbers are given (past the
   * page's highest, or an empty page) is asked again at most every LIST_RECHECK_MS; a number inside a page's range
   * that the page lacks was never given. Null when the page cannot be read (the provider failed, or gives no pages).
   */
  async team(teamNumber: number): Promise<Verdict> {
    const page = Math.floor(teamNumber / TEAM_PAGE_SIZE);
    if (!Number.isInteger(teamNumber) || teamNumber < 1 || page >= MAX_TEAM_PAGES) return false;
    // The provider's status names its last team page: numbers past it cost no read of a page that would be empty.
    const status = await maybe(this.tba.get<{ max_team_page?: unknown }>('/status', LIST_RECHECK_MS));
    const lastPage = status?.data?.max_team_page;
    if (typeof lastPage === 'number' && Number.isInteger(lastPage) && lastPage >= 0 && page > lastPage) return false;
    const path = `/teams/${page}`;
    let read = await maybe(this.tba.get<unknown>(path, PAST_SEASON_MS));
    if (!read || read.notFound || !Array.isArray(read.data)) return null;
    const frontier = (numbers: Members) => numbers.size === 0 || [...numbers].every((n) => (n as number) < teamNumber);
    let numbers = this.membersOf(read, teamNumbersOf);
    if (numbers.has(teamNumber)) return true;
    if (frontier(numbers) && (await this.recheck(path, read, LIST_RECHECK_MS))) {
      read = (await maybe(this.tba.get<unknown>(path, PAST_SEASON_MS))) ?? read;
      if (read.notFound || !Array.isArray(read.data)) return null;
      numbers = this.membersOf(read, teamNumbersOf);
    }
    return numbers.has(teamNumber);
  }

  /**
   * Whether the season's list at `path` holds `member`. A past season's list is final; the current and a coming
   * season's are asked again for a member they lack, at most every LIST_RECHECK_MS. A list the provider does not have
   * (404) settles nothing for a season that has begun, and means none announced yet for a coming one.
   */
  private async inSeasonList(path: string, year: number, member: string): Promise<Verdict> {
    const currentYear = this.now().getFullYear();
    let read = await maybe(this.tba.get<unknown>(path, PAST_SEASON_MS));
    if (!read) return null;
    if (!read.notFound && this.membersOf(read, keysOf).has(member)) return true;
    if (year >= currentYear && (await this.recheck(path, read, LIST_RECHECK_MS))) {
      read = (await maybe(this.tba.get<unknown>(path, PAST_SEASON_MS))) ?? read;
    }
    if (read.notFound) return year > currentYear ? false : null;
    return this.membersOf(read, keysOf).has(member);
  }

  /**
   * Asks the provider again for the list at `path` (held as `read`) unless it was read or asked again within
   * `everyMs` (a failing provider is not asked again by every key either); true when it was asked.
   */
  private async recheck(path: string, read: CacheRead<unknown>, everyMs: number): Promise<boolean> {
    const now = this.now().getTime();
    if (now - read.fetchedAt.getTime() < everyMs) return false;
    if (now - (this.rechecked.get(path) ?? Number.NEGATIVE_INFINITY) < everyMs) return false;
    this.rechecked.set(path, now);
    // Bounded: a path is kept only while it could be asked again.
    if (this.rechecked.size > 10_000) for (const [p, at] of this.rechecked) if (now - at >= everyMs) this.rechecked.delete(p);
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
