import { formatFloatingDate, zonedInstant } from '@team7790/shared/calendar/dates';
import { toRRuleOptions } from '@team7790/shared/calendar/recurrence';
import { RRule, type RRuleOptions } from '@team7790/shared/calendar/rrule-lib';
import type { EventRow } from './repo.ts';

/** One VEVENT of a series in the feed: its UID, its first date, and which of the series' dates it holds. */
export interface SeriesPart {
  uid: string;
  firstDate: string;
  /** RRULE (and EXDATE) lines without DTSTART. */
  rule: string;
  holds(date: string): boolean;
}

const icsDate = (date: string) => date.replaceAll('-', '');
const icsLocal = (date: string, time: string) => `${icsDate(date)}T${time.replace(':', '')}00`;
const icsUtc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, '');
const isFebruary = (date: string) => date.slice(5, 7) === '02';

/** UNTIL: the end of the series' last day, a UTC instant for timed series (RFC 5545 3.3.10) or a date. */
function untilOf(series: EventRow, lastDate: string): string {
  if (!series.eventTime) return icsDate(lastDate);
  return icsUtc(new Date(zonedInstant(lastDate, '23:59', series.timeZone).getTime() + 59_000));
}

function ruleLines(series: EventRow, options: Partial<RRuleOptions>, lastDate: string | null, holds: (d: string) => boolean): string {
  let line = RRule.optionsToString(options);
  if (lastDate) line += `;UNTIL=${untilOf(series, lastDate)}`;
  const exdates = series.recurrence!.exceptions.filter(holds).map((d) => (series.eventTime ? icsLocal(d, series.eventTime) : icsDate(d)));
  if (exdates.length) {
    line += series.eventTime ? `\nEXDATE;TZID=${series.timeZone}:${exdates.join(',')}` : `\nEXDATE;VALUE=DATE:${exdates.join(',')}`;
  }
  return line;
}

/**
 * A series as the feed publishes it. "Monthly on the 29th/30th" falls on February's last day; RFC 5545
 * says that as BYMONTHDAY=28,29,30;BYSETPOS=-1, which python-dateutil reads but ical.js (Thunderbird)
 * does not (it ignores BYSETPOS there and repeats on the 28th, 29th and 30th). Such a series is published
 * as two events every reader expands alike: the months that have the day (BYMONTHDAY=N, which skips
 * February), and its Februaries (BYMONTH=2;BYMONTHDAY=-1), stepping through the same months. A count
 * becomes the last occurrence's date, so the two parts end together.
 */
export function seriesParts(series: EventRow): SeriesPart[] {
  const rule = series.recurrence!;
  const uid = `event-${series.id}`;
  const { dtstart: _dtstart, until: _until, count, ...options } = toRRuleOptions(rule, series.eventDate);
  const day = rule.dayOfMonth;
  const clamped = rule.type === 'monthly' && rule.weekOfMonth == null && (day === 29 || day === 30);
  const endDate = rule.endType === 'end_date' ? rule.endDate : null;
  if (!clamped) {
    const whole = { ...options, ...(count ? { count } : {}) };
    return [{ uid, firstDate: series.eventDate, rule: ruleLines(series, whole, endDate, () => true), holds: () => true }];
  }
  const expansion = new RRule(toRRuleOptions(rule, series.eventDate));
  // Month steps cycle through at most 12 months, so the first 13 dates include a February if any.
  const first = expansion.all((_, i) => i < 13).map(formatFloatingDate);
  const lastDate = count ? formatFloatingDate(expansion.all().at(-1)!) : endDate;
  const base = { freq: RRule.MONTHLY, interval: rule.interval, wkst: options.wkst } as Partial<RRuleOptions>;
  const parts: SeriesPart[] = [];
  const monthDays = first.find((d) => !isFebruary(d));
  const februaries = first.find(isFebruary);
  const notFebruary = (d: string) => !isFebruary(d);
  const within = (d: string | undefined): d is string => d !== undefined && (!lastDate || d <= lastDate);
  if (within(monthDays))
    parts.push({ uid, firstDate: monthDays, rule: ruleLines(series, { ...base, bymonthday: [day!] }, lastDate, notFebruary), holds: notFebruary });
  if (within(februaries)) {
    parts.push({
      uid: `${uid}-february`,
      firstDate: februaries,
      rule: ruleLines(series, { ...base, bymonth: [2], bymonthday: [-1] }, lastDate, isFebruary),
      holds: isFebruary,
    });
  }
  return parts;
}
