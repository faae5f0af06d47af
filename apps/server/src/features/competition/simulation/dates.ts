import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** Calendar dates are 'yyyy-mm-dd' strings; instants are UNIX seconds, as TBA sends them. */

export function isoDate(year: number, month: number, day: number): string {
  return format(new TZDate(year, month - 1, day, 'UTC'), 'yyyy-MM-dd');
}

export function addDaysIso(date: string, days: number): string {
  return format(addDays(new TZDate(`${date}T00:00:00Z`, 'UTC'), days), 'yyyy-MM-dd');
}

/** The Thursday that opens week 0 of a season: the first one on or after 24 February. */
export function weekZeroThursday(year: number): string {
  const feb24 = new TZDate(year, 1, 24, 'UTC');
  const shift = (4 - feb24.getDay() + 7) % 7;
  return format(addDays(feb24, shift), 'yyyy-MM-dd');
}

/** The instant of a wall-clock time at an event, in the event's own time zone. */
export function localInstant(date: string, hour: number, minute: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.floor(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime() / 1000);
}

export function localDateOf(unixSeconds: number, timeZone: string): string {
  return format(new TZDate(unixSeconds * 1000, timeZone), 'yyyy-MM-dd');
}

/** Hours since local midnight (fractional) of an instant at an event. */
export function localHourOf(unixSeconds: number, timeZone: string): number {
  const local = new TZDate(unixSeconds * 1000, timeZone);
  return local.getHours() + local.getMinutes() / 60;
}

export function yearOf(date: Date): number {
  return date.getUTCFullYear();
}
