import { eventStatus, type EventDates } from '@team7790/shared/competition/event-status';

/** How long a provider answer is used before it is revalidated. */
export const PAST_SEASON_MS = 24 * 3_600_000;
export const CURRENT_SEASON_MS = 60_000;
export const LIVE_EVENT_MS = 30_000;

/** Past seasons are effectively immutable; the current season changes about by the minute. */
export function freshnessForYear(year: number, now: Date): number {
  return year < now.getFullYear() ? PAST_SEASON_MS : CURRENT_SEASON_MS;
}

/** An event in progress changes by the match; otherwise its season decides. */
export function freshnessForEvent(event: EventDates & { year: number }, now: Date): number {
  if (event.year < now.getFullYear()) return PAST_SEASON_MS;
  return eventStatus(event, now) === 'current' ? LIVE_EVENT_MS : CURRENT_SEASON_MS;
}

/** For a key alone (before the event itself is known): the year in the key decides. */
export function freshnessForKey(key: string, now: Date): number {
  return freshnessForYear(Number(key.slice(0, 4)), now);
}
