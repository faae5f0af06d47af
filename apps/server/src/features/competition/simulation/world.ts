import { planAttendance, type SeasonAttendance } from './attendance.ts';
import { addDaysIso, localDateOf, localHourOf, localInstant } from './dates.ts';
import { runEvent, type EventRun } from './event-simulation.ts';
import { buildSeasonCalendar, FIRST_SEASON, officialSeasonWindow, type LiveEventAnchor, type SimEvent } from './season-calendar.ts';
import { seasonStrength, TeamRoster } from './team-roster.ts';

const HOME_TIME_ZONE = 'America/Detroit';

/**
 * The demo's live event: when the clock starts outside the competition season, an off-season event runs from the day
 * before to the day after, playing 09:00-18:00 (PlayingClock). Started during those hours, its qualifications began
 * an hour or so before start-up (not before 09:00); started in the evening, they began at 15:00 that day and go on the
 * next morning; started at night or early in the morning, they began at 15:00 the day before and go on at 09:00. So
 * there are always results and matches to come, at the hours a real event keeps.
 */
export function liveAnchorFor(start: Date): LiveEventAnchor | undefined {
  const startSeconds = Math.floor(start.getTime() / 1000);
  const date = localDateOf(startSeconds, HOME_TIME_ZONE);
  const year = Number(date.slice(0, 4));
  const window = officialSeasonWindow(year);
  if (date >= window.start && date <= window.end) return undefined;
  const hour = localHourOf(startSeconds, HOME_TIME_ZONE);
  const hourStart = startSeconds - (startSeconds % 3600);
  let qualStart: number;
  if (hour < LIVE_DAY_START + 1) qualStart = localInstant(addDaysIso(date, -1), LIVE_AFTERNOON, 0, HOME_TIME_ZONE);
  else if (hour >= LIVE_DAY_END) qualStart = localInstant(date, LIVE_AFTERNOON, 0, HOME_TIME_ZONE);
  else qualStart = Math.max(hourStart - 3600, localInstant(date, LIVE_DAY_START, 0, HOME_TIME_ZONE));
  return { year, date, qualStart };
}

/** The demo event's playing day, local: 09:00 to 18:00 with no lunch break (PlayingClock). */
const LIVE_DAY_START = 9;
const LIVE_DAY_END = 18;
/** When its qualifications begin on an afternoon, for a start-up outside the playing day. */
const LIVE_AFTERNOON = 15;

/** The simulated world, built lazily: seasons, attendance and events on first use, then kept. */
export class SimulationWorld {
  readonly lastSeason: number;
  readonly live: LiveEventAnchor | undefined;
  /** Attendance of a season while it is being planned (championship plans read district results). */
  readonly provisionalAttendance = new Map<number, SeasonAttendance>();
  private rosterCache: TeamRoster | undefined;
  private readonly calendars = new Map<number, SimEvent[]>();
  private readonly attendances = new Map<number, SeasonAttendance>();
  private readonly runs = new Map<string, EventRun | undefined>();
  private readonly strengths = new Map<string, number>();
  private readonly knownFromCache = new Map<string, number>();

  constructor(start: Date) {
    this.live = liveAnchorFor(start);
    this.lastSeason = Math.max(2026, Number(localDateOf(Math.floor(start.getTime() / 1000), HOME_TIME_ZONE).slice(0, 4)));
  }

  get roster(): TeamRoster {
    this.rosterCache ??= new TeamRoster();
    return this.rosterCache;
  }

  seasons(): number[] {
    const years: number[] = [];
    for (let year = FIRST_SEASON; year <= this.lastSeason; year++) years.push(year);
    return years;
  }

  calendar(year: number): SimEvent[] {
    if (year < FIRST_SEASON || year > this.lastSeason) return [];
    let events = this.calendars.get(year);
    if (!events) {
      events = buildSeasonCalendar(year, this.live);
      this.calendars.set(year, events);
    }
    return events;
  }

  event(key: string): SimEvent | undefined {
    const year = Number(key.slice(0, 4));
    if (!Number.isInteger(year)) return undefined;
    return this.calendar(year).find((event) => event.key === key);
  }

  attendance(year: number): SeasonAttendance {
    const planning = this.provisionalAttendance.get(year);
    if (planning) return planning;
    let attendance = this.attendances.get(year);
    if (!attendance) {
      attendance = planAttendance(this, year);
      this.attendances.set(year, attendance);
    }
    return attendance;
  }

  /** Team numbers at an event (for a parent event, the division winners). */
  teamsAt(eventKey: string): number[] {
    const event = this.event(eventKey);
    if (!event) return [];
    if (event.divisionKeys.length > 0) return (this.run(eventKey)?.teamKeys ?? []).map((k) => Number(k.slice(3)));
    return this.attendance(event.year).teamsByEvent.get(eventKey) ?? [];
  }

  /**
   * From when (UNIX seconds) an event's teams are known. Events filled from earlier events' results wait
   * for those results, as on the real provider: a district championship (or its divisions) for the last
   * district event, World Championship divisions for the season's district, regional and district
   * championship events, and a parent event (whose teams are its divisions' winners) for its divisions'
   * finals. Every other event's teams are known from the start.
   */
  teamsKnownFrom(eventKey: string): number {
    const cached = this.knownFromCache.get(eventKey);
    if (cached !== undefined) return cached;
    const event = this.event(eventKey);
    let known = Number.NEGATIVE_INFINITY;
    if (event) {
      const season = this.calendar(event.year);
      const endOfDay = (e: SimEvent) => localInstant(e.endDate, 23, 59, e.venue.timezone) + 59;
      const lastOf = (kinds: SimEvent['kind'][]) => Math.max(Number.NEGATIVE_INFINITY, ...season.filter((e) => kinds.includes(e.kind)).map(endOfDay));
      if (event.divisionKeys.length > 0) {
        known = Math.max(
          ...event.divisionKeys.map((key) => {
            const division = this.event(key);
            return this.run(key)?.awardsTime ?? (division ? endOfDay(division) : Number.POSITIVE_INFINITY);
          }),
        );
      } else if (event.kind === 'dcmp_division' || event.kind === 'dcmp') {
        known = lastOf(['district']);
      } else if (event.kind === 'cmp_division') {
        known = lastOf(['district', 'regional', 'dcmp', 'dcmp_division']);
      }
    }
    this.knownFromCache.set(eventKey, known);
    return known;
  }

  /** Whether the event's teams are known at `now` (UNIX seconds). */
  teamsKnown(eventKey: string, now: number): boolean {
    return now >= this.teamsKnownFrom(eventKey);
  }

  /** A team's events of a season that are known at `now`, in date order. */
  knownEventsOf(teamNumber: number, year: number, now: number): string[] {
    return (this.attendance(year).eventsByTeam.get(teamNumber) ?? []).filter((key) => this.teamsKnown(key, now));
  }

  run(eventKey: string): EventRun | undefined {
    if (this.runs.has(eventKey)) return this.runs.get(eventKey);
    const event = this.event(eventKey);
    if (!event) return undefined;
    // Planning a season runs its district events (championship seats follow district points): plan
    // first and keep those runs, so an event is simulated once, the same whatever is asked first.
    this.attendance(event.year);
    if (this.runs.has(eventKey)) return this.runs.get(eventKey);
    const run = runEvent(this, event);
    this.runs.set(eventKey, run);
    return run;
  }

  strength(teamNumber: number, year: number): number {
    const key = `${teamNumber}|${year}`;
    let value = this.strengths.get(key);
    if (value === undefined) {
      const team = this.roster.get(teamNumber);
      value = team ? seasonStrength(team, year) : 1;
      this.strengths.set(key, value);
    }
    return value;
  }
}
