import { DEFAULT_OCCURRENCES, type Recurrence, type StoredRecurrence, type WeekOfMonth } from './contracts.ts';
import { floatingDate, formatFloatingDate, parseDate, weekdayOf } from './dates.ts';
import { RRule, Weekday, type RRuleOptions, type RRuleWeekday } from './rrule-lib.ts';

/** Our weekdays count from 0 = Sunday; rrule's from 0 = Monday. */
const toRRuleWeekday = (day: number) => (day + 6) % 7;
const fromRRuleWeekday = (day: number) => (day + 1) % 7;
const LAST_SECOND_MS = 86_399_000;

/**
 * The rule as stored: every field the type needs filled from the event date, the others cleared,
 * exceptions sorted and unique.
 */
export function normalizeRecurrence(input: Recurrence, eventDate: string): StoredRecurrence {
  const { month, day } = parseDate(eventDate);
  const ordinal = input.type === 'monthly' && input.weekOfMonth != null && input.dayOfWeek != null;
  return {
    type: input.type,
    interval: input.interval,
    daysOfWeek:
      input.type === 'weekly' ? [...new Set(input.daysOfWeek.length ? input.daysOfWeek : [weekdayOf(eventDate)])].sort((a, b) => a - b) : [],
    dayOfMonth: input.type === 'monthly' && !ordinal ? (input.dayOfMonth ?? day) : null,
    weekOfMonth: ordinal ? input.weekOfMonth! : null,
    dayOfWeek: ordinal ? input.dayOfWeek! : null,
    months: input.type === 'yearly' ? [...new Set(input.months.length ? input.months : [month])].sort((a, b) => a - b) : [],
    endType: input.endType,
    endDate: input.endType === 'end_date' ? (input.endDate ?? null) : null,
    occurrences: input.endType === 'after_occurrences' ? (input.occurrences ?? DEFAULT_OCCURRENCES) : null,
    exceptions: [...new Set(input.exceptions)].sort(),
  };
}

/**
 * Day of month N in months shorter than N falls on the month's last day ("the 31st" is Apr 30,
 * Feb 28/29). The 31st is simply the last day (BYMONTHDAY=-1, which every client reads); the 29th
 * and 30th are the last of days 28..N (BYMONTHDAY=28..N;BYSETPOS=-1).
 */
function monthDayOptions(day: number): Partial<RRuleOptions> {
  if (day <= 28) return { bymonthday: [day] };
  if (day === 31) return { bymonthday: [-1] };
  return { bymonthday: Array.from({ length: day - 27 }, (_, i) => 28 + i), bysetpos: [-1] };
}

/** The rrule options of a series that starts on `eventDate`, in floating (UTC-as-local) dates. */
export function toRRuleOptions(rule: StoredRecurrence, eventDate: string): Partial<RRuleOptions> {
  const freq = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY }[rule.type];
  const options: Partial<RRuleOptions> = { freq, interval: rule.interval, dtstart: floatingDate(eventDate), wkst: RRule.SU };
  if (rule.type === 'weekly') options.byweekday = rule.daysOfWeek.map(toRRuleWeekday);
  if (rule.type === 'monthly') {
    if (rule.weekOfMonth != null && rule.dayOfWeek != null) {
      options.byweekday = [new Weekday(toRRuleWeekday(rule.dayOfWeek), rule.weekOfMonth)];
    } else {
      Object.assign(options, monthDayOptions(rule.dayOfMonth ?? parseDate(eventDate).day));
    }
  }
  if (rule.type === 'yearly') {
    options.bymonth = rule.months;
    options.bymonthday = [parseDate(eventDate).day];
  }
  if (rule.endType === 'after_occurrences') options.count = rule.occurrences ?? DEFAULT_OCCURRENCES;
  if (rule.endType === 'end_date' && rule.endDate) {
    options.until = new Date(floatingDate(rule.endDate).getTime() + LAST_SECOND_MS);
  }
  return options;
}

/** The RRULE value (without DTSTART) that is stored beside the event and published in the ICS feed. */
export function toRRuleString(rule: StoredRecurrence, eventDate: string): string {
  const { dtstart: _dtstart, ...options } = toRRuleOptions(rule, eventDate);
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** The recurrence object of spec 3 back from an RRULE value written by `toRRuleString`. */
export function fromRRuleString(value: string, exceptions: string[] = []): StoredRecurrence {
  const options = RRule.parseString(value);
  const type = ({ [RRule.DAILY]: 'daily', [RRule.WEEKLY]: 'weekly', [RRule.MONTHLY]: 'monthly', [RRule.YEARLY]: 'yearly' } as const)[
    options.freq as 0 | 1 | 2 | 3
  ];
  if (!type) throw new Error(`Unsupported frequency in ${value}`);
  const weekdays = ([] as (number | RRuleWeekday)[]).concat((options.byweekday as (number | RRuleWeekday)[] | null | undefined) ?? []);
  const asWeekday = (w: number | RRuleWeekday) => (typeof w === 'number' ? new Weekday(w) : w);
  const monthDays = ([] as number[]).concat((options.bymonthday as number[] | number | null | undefined) ?? []);
  const ordinal = type === 'monthly' && weekdays.length > 0 ? asWeekday(weekdays[0]!) : null;
  return {
    type,
    interval: options.interval ?? 1,
    daysOfWeek: type === 'weekly' ? weekdays.map((w) => fromRRuleWeekday(asWeekday(w).weekday)).sort((a, b) => a - b) : [],
    dayOfMonth: type === 'monthly' && !ordinal && monthDays.length ? (monthDays.includes(-1) ? 31 : Math.max(...monthDays)) : null,
    weekOfMonth: ordinal ? ((ordinal.n ?? 1) as WeekOfMonth) : null,
    dayOfWeek: ordinal ? fromRRuleWeekday(ordinal.weekday) : null,
    months: type === 'yearly' ? ([] as number[]).concat((options.bymonth as number[] | number | null | undefined) ?? []) : [],
    endType: options.count ? 'after_occurrences' : options.until ? 'end_date' : 'never',
    endDate: options.until && !options.count ? formatFloatingDate(options.until) : null,
    occurrences: options.count ?? null,
    exceptions: [...exceptions].sort(),
  };
}

/**
 * The dates (YYYY-MM-DD) on which a series starting `eventDate` occurs between `start` and `end`
 * inclusive, less its exceptions. Expansion is on dates only: the time of day is the event's wall-clock
 * time in its zone, applied afterwards.
 */
export function expandOccurrences(rule: StoredRecurrence, eventDate: string, range: { start: string; end: string }): string[] {
  if (range.end < eventDate) return [];
  const rrule = new RRule(toRRuleOptions(rule, eventDate));
  const excluded = new Set(rule.exceptions);
  return rrule
    .between(floatingDate(range.start), new Date(floatingDate(range.end).getTime() + LAST_SECOND_MS), true)
    .map(formatFloatingDate)
    .filter((date) => !excluded.has(date));
}

/** Whether `date` is one of the series' occurrences (exceptions included, as RFC 5545's set before EXDATE). */
export function isScheduledOccurrence(rule: StoredRecurrence, eventDate: string, date: string): boolean {
  return expandOccurrences({ ...rule, exceptions: [] }, eventDate, { start: date, end: date }).length === 1;
}

/** `12_2025-03-04`: the id of one occurrence of series 12. */
export function instanceId(seriesId: number, date: string): string {
  return `${seriesId}_${date}`;
}

export function parseEventId(id: string): { eventId: number; occurrenceDate: string | null } {
  const [eventId, occurrenceDate] = id.split('_');
  return { eventId: Number(eventId), occurrenceDate: occurrenceDate ?? null };
}
