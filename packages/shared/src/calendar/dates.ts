import { TZDate } from '@date-fns/tz';

/** Pure calendar-date arithmetic on YYYY-MM-DD strings, and wall-clock times in a named zone. */

export function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The date as midnight UTC: the "floating" form recurrence expansion works in. */
export function floatingDate(date: string): Date {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

export function formatFloatingDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const value = floatingDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return formatFloatingDate(value);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((floatingDate(to).getTime() - floatingDate(from).getTime()) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday, as the recurrence object counts weekdays. */
export function weekdayOf(date: string): number {
  return floatingDate(date).getUTCDay();
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time` (midnight when no time).
 * A weekly 18:00 stays 18:00 local on both sides of a daylight-saving change.
 */
export function zonedInstant(date: string, time: string | null, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** Today's date as the wall calendar in `timeZone` shows it. */
export function todayInZone(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The wall-clock time HH:MM in `timeZone` at an instant. */
export function timeInZone(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
}
