/** Display formats of the competition pages (spec 2 sections 2, 8 and 9). */

export const DATE_TBD = 'Date TBD';

function parseDay(day: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Rejects 2025-02-30 and the like, which Date would roll over.
  return date.getUTCDate() === Number(m[3]) ? date : null;
}

// Written out rather than through Intl.DateTimeFormat: the first Intl object a page makes loads the browser's
// locale data, 50-150 ms of a phone's main thread in one piece (docs/performance.md), and the event page shows no
// other localised text on its first screen. The same words as en-US's `{ month: 'short', day: 'numeric' }` in UTC.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = { format: (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}` };
const dayMonthYear = { format: (d: Date) => `${dayMonth.format(d)}, ${d.getUTCFullYear()}` };

/** A whole count with thousands separators, '10,000' (en-US's grouping, without loading Intl: see above). */
export function formatCount(value: number): string {
  const whole = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${whole}` : whole;
}

/** 'Mar 6 – 8, 2025', 'Feb 28 – Mar 2, 2025', 'Dec 30, 2025 – Jan 2, 2026'; 'Date TBD' when a date is invalid. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const s = parseDay(start);
  const e = parseDay(end) ?? s;
  if (!s || !e) return DATE_TBD;
  if (s.getTime() === e.getTime()) return dayMonthYear.format(s);
  if (s.getUTCFullYear() !== e.getUTCFullYear()) return `${dayMonthYear.format(s)} – ${dayMonthYear.format(e)}`;
  const sameMonth = s.getUTCMonth() === e.getUTCMonth();
  const endText = sameMonth ? String(e.getUTCDate()) : dayMonth.format(e);
  return `${dayMonth.format(s)} – ${endText}, ${e.getUTCFullYear()}`;
}

/** One day, 'Mar 6, 2025'; 'Date TBD' when invalid. */
export function formatDay(day: string | null | undefined): string {
  const d = parseDay(day);
  return d ? dayMonthYear.format(d) : DATE_TBD;
}

export { formatMatchDay, formatMatchTime, formatMatchWeekdayTime, formatZoneName } from '@team7790/shared/competition/match-time';

/**
 * Points, ranking and coopertition scores: 2 decimals where the value has a fraction ('2.57',
 * '4.50'), a whole number as it is ('414', as the provider prints it); '–' when absent.
 */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '–';
  const fixed = value.toFixed(digits);
  // Whole once rounded to the digits shown (413.999 is 414).
  return Number.isInteger(Number(fixed)) ? String(Number(fixed)) : fixed;
}

/** 'Lake City, MI, USA' from whichever parts exist. */
export function formatPlace(...parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(', ');
}

/** The message a failed load shows: the server's text, or the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
