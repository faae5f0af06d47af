import { TZDate } from '@date-fns/tz';
import { drawnText, recordDrawnText } from '../text/drawn-texts.ts';

export type EventStatus = 'upcoming' | 'current' | 'completed';

/** The fields of an event that decide when it runs. */
export interface EventDates {
  key: string;
  start_date: string;
  end_date: string;
  timezone?: string | null;
}

const HOUR = 3_600_000;
/** Spec 2's offsets, used only when the provider gives no time zone for the event. */
export function fallbackOffsetMs(eventKey: string): number {
  if (eventKey.includes('micmp')) return 20.5 * HOUR;
  if (eventKey.includes('txcmp')) return 17.5 * HOUR;
  if (eventKey.includes('necmp')) return 17 * HOUR + 10 * 60_000;
  return 37 * HOUR;
}

function parseDay(day: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? [Number(m[1]), Number(m[2]) - 1, Number(m[3])] : null;
}

const knownZones = new Map<string, boolean>();
function isTimeZone(tz: string): boolean {
  let known = knownZones.get(tz);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tz, known);
  }
  return known;
}

/** Windows already worked out, by key, dates and zone (pages ask for the same events again and again). */
const windows = new Map<string, { start: Date; end: Date } | null>();
const WINDOWS_KEPT = 5000;

/**
 * When the event runs: from midnight of its start date to midnight after its end date, in the
 * event's own time zone. Null when a date is missing or invalid ('Date TBD').
 */
export function eventWindow(event: EventDates): { start: Date; end: Date } | null {
  const id = `${event.key}|${event.start_date}|${event.end_date}|${event.timezone ?? ''}`;
  let window = windows.get(id);
  if (window === undefined) {
    if (windows.size >= WINDOWS_KEPT) windows.clear();
    // In the event's zone this takes `Intl`: a drawn page's browser reuses the server's answer (text/drawn-texts.ts).
    window = event.timezone ? fromTimes(drawnText(`window|${id}`, () => toTimes(computeWindow(event)))) : computeWindow(event);
    windows.set(id, window);
  } else if (event.timezone) {
    // Worked out before: a drawing still sends it with its page.
    const known = window;
    recordDrawnText(`window|${id}`, () => toTimes(known));
  }
  return window;
}

const toTimes = (window: { start: Date; end: Date } | null): number[] | null => (window ? [window.start.getTime(), window.end.getTime()] : null);
const fromTimes = (times: number[] | null): { start: Date; end: Date } | null =>
  times && times.length === 2 ? { start: new Date(times[0]!), end: new Date(times[1]!) } : null;

function computeWindow(event: EventDates): { start: Date; end: Date } | null {
  const start = parseDay(event.start_date ?? '');
  const end = parseDay(event.end_date ?? '');
  if (!start || !end) return null;
  const tz = event.timezone && isTimeZone(event.timezone) ? event.timezone : null;
  if (tz) {
    return {
      start: new Date(new TZDate(start[0], start[1], start[2], tz).getTime()),
      end: new Date(new TZDate(end[0], end[1], end[2] + 1, tz).getTime()),
    };
  }
  return {
    start: new Date(Date.UTC(start[0], start[1], start[2])),
    end: new Date(Date.UTC(end[0], end[1], end[2]) + fallbackOffsetMs(event.key)),
  };
}

/** Upcoming before the start, current until the end of the end date, completed after (spec 2 section 4). */
export function eventStatus(event: EventDates, now: Date): EventStatus {
  const window = eventWindow(event);
  if (!window) return 'upcoming';
  if (now < window.start) return 'upcoming';
  if (now < window.end) return 'current';
  return 'completed';
}

/** Whole days until the event starts (floor), for the countdown; 0 once it has started. */
export function daysUntilStart(event: EventDates, now: Date): number {
  const window = eventWindow(event);
  if (!window) return 0;
  return Math.max(0, Math.floor((window.start.getTime() - now.getTime()) / (24 * HOUR)));
}
