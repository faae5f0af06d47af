import { EVENTS_PER_DAY_CELL, GRID_DAYS, type CalendarEvent } from '@team7790/shared/calendar/contracts';
import { addDays, weekdayOf } from '@team7790/shared/calendar/dates';

/** A month as the page holds it: `2025-03`. */
export type MonthKey = string;

const pad = (n: number) => String(n).padStart(2, '0');

export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function lastDayOfMonth(month: MonthKey): string {
  return addDays(`${shiftMonth(month, 1)}-01`, -1);
}

/** The 42 days (six weeks, Sunday first) shown for a month. */
export function gridDays(month: MonthKey): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayOf(first));
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

/** What the page asks the server for: the visible month plus one month either side (spec 3). */
export function fetchRange(month: MonthKey): { start: string; end: string } {
  return { start: `${shiftMonth(month, -1)}-01`, end: lastDayOfMonth(shiftMonth(month, 1)) };
}

export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const list = byDay.get(event.event_date) ?? [];
    list.push(event);
    byDay.set(event.event_date, list);
  }
  return byDay;
}

/** The events a day cell shows, and how many are left for its '+N more'. */
export function cellEvents(events: readonly CalendarEvent[] = []): { shown: CalendarEvent[]; more: number } {
  return { shown: events.slice(0, EVENTS_PER_DAY_CELL), more: Math.max(0, events.length - EVENTS_PER_DAY_CELL) };
}

export function monthTitle(month: MonthKey): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** `Tue, Mar 4` */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** `Tuesday, March 4, 2025` */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** `6:00 PM` from `18:00`. */
export function clockTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '6 PM', '6:30 PM': a day cell's short time, the minutes left out on the hour. */
export const shortClockTime = (time: string): string => clockTime(time).replace(':00', '');

export function timeRange(event: Pick<CalendarEvent, 'event_time' | 'event_end_time'>): string {
  if (!event.event_time) return 'All day';
  return event.event_end_time ? `${clockTime(event.event_time)} – ${clockTime(event.event_end_time)}` : clockTime(event.event_time);
}
