import { addDaysIso, localHourOf, localInstant, localDateOf } from './dates.ts';
import type { Random } from './random.ts';
import type { SimEvent } from './season-calendar.ts';

export const QUAL_CYCLE_SECONDS = 7 * 60;

/** Qualification pairings: every team plays `rounds` matches, never twice in one match. */
export function qualificationPairings(random: Random, teams: string[], rounds: number): Array<{ red: string[]; blue: string[] }> {
  const order: string[] = [];
  for (let round = 0; round < rounds; round++) order.push(...random.shuffle(teams));
  // Top the list up to whole matches with extra appearances (surrogates), as FIRST's scheduler does.
  let extra = 0;
  while (order.length % 6 !== 0) order.push(teams[extra++ % teams.length] as string);
  for (let start = 0; start < order.length; start += 6) {
    for (let i = start; i < start + 6; i++) {
      const seen = new Set(order.slice(start, i));
      if (!seen.has(order[i] as string)) continue;
      // Swap the repeat with a later team that is not already in this match.
      const swap = order.findIndex((team, j) => j >= start + 6 && !order.slice(start, start + 6).includes(team));
      if (swap >= 0) [order[i], order[swap]] = [order[swap] as string, order[i] as string];
    }
  }
  const matches: Array<{ red: string[]; blue: string[] }> = [];
  for (let start = 0; start < order.length; start += 6) matches.push({ red: order.slice(start + 3, start + 6), blue: order.slice(start, start + 3) });
  return matches;
}

/**
 * Hands out match start times inside the event's playing hours (09:00-12:00 and 13:00-18:00 local,
 * day after day); the live demo event plays 09:00-18:00 without a lunch break (liveAnchorFor).
 */
export class PlayingClock {
  private cursor: number;

  constructor(
    private readonly event: SimEvent,
    start: number,
  ) {
    this.cursor = start;
  }

  static qualificationStart(event: SimEvent): number {
    if (event.liveQualStart !== undefined) return event.liveQualStart;
    const days = (Date.parse(event.endDate) - Date.parse(event.startDate)) / 86_400_000 + 1;
    // Practice comes first: quals open on day 2 of three, day 3 of four (day 2 at Championship divisions).
    const offset = days >= 4 ? (event.kind === 'cmp_division' ? 1 : 2) : days === 3 ? 1 : 0;
    const firstDay = addDaysIso(event.startDate, offset);
    const dayOne = event.startDate === event.endDate ? 13 : 9;
    return localInstant(firstDay, dayOne, 0, event.venue.timezone);
  }

  private fit(instant: number): number {
    const zone = this.event.venue.timezone;
    const hour = localHourOf(instant, zone);
    const day = localDateOf(instant, zone);
    if (hour < 9) return localInstant(day, 9, 0, zone);
    if (hour >= 12 && hour < 13 && this.event.liveQualStart === undefined) return localInstant(day, 13, 0, zone);
    if (hour >= 18) return localInstant(addDaysIso(day, 1), 9, 0, zone);
    return instant;
  }

  /** The next start time, then move on by one cycle. */
  next(cycleSeconds: number): number {
    const at = this.fit(this.cursor);
    this.cursor = at + cycleSeconds;
    return at;
  }

  /** Leave a gap (alliance selection, breaks between rounds). */
  pause(seconds: number): void {
    this.cursor += seconds;
  }

  /** Never start before an instant. */
  notBefore(instant: number): void {
    this.cursor = Math.max(this.cursor, instant);
  }

  get now(): number {
    return this.fit(this.cursor);
  }
}
