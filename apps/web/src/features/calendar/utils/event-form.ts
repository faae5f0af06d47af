import {
  DEFAULT_OCCURRENCES,
  OCCURRENCES_MAX,
  OCCURRENCES_MIN,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_INTERVAL_MIN,
  type CalendarEvent,
  type EndType,
  type EventBodyInput,
  type RecurrenceType,
  type WeekOfMonth,
} from '@team7790/shared/calendar/contracts';
import { parseDate, weekdayOf } from '@team7790/shared/calendar/dates';

/** What the add/edit modal holds while the user types; numbers stay text until saved. */
export interface EventFormState {
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  repeats: boolean;
  type: RecurrenceType;
  interval: string;
  daysOfWeek: number[];
  monthlyMode: 'day' | 'weekday';
  dayOfMonth: string;
  weekOfMonth: WeekOfMonth;
  dayOfWeek: number;
  months: number[];
  endType: EndType;
  occurrences: string;
  endDate: string;
  exceptions: string[];
  applyToSeries: boolean;
}

/** The repeat choices that follow from a date: its weekday, day of month, ordinal weekday and month. */
export const RULE_FIELDS = ['daysOfWeek', 'dayOfMonth', 'weekOfMonth', 'dayOfWeek', 'months'] as const;
export function ruleDefaults(date: string): Pick<EventFormState, (typeof RULE_FIELDS)[number]> {
  const { day, month } = parseDate(date);
  const weekday = weekdayOf(date);
  return {
    daysOfWeek: [weekday],
    dayOfMonth: String(day),
    weekOfMonth: Math.min(Math.ceil(day / 7), 4) as WeekOfMonth,
    dayOfWeek: weekday,
    months: [month],
  };
}

export function newEventForm(date: string): EventFormState {
  return {
    title: '',
    description: '',
    date,
    startTime: '',
    endTime: '',
    location: '',
    repeats: false,
    type: 'weekly',
    interval: '1',
    monthlyMode: 'day',
    ...ruleDefaults(date),
    endType: 'never',
    occurrences: String(DEFAULT_OCCURRENCES),
    endDate: '',
    exceptions: [],
    applyToSeries: false,
  };
}

/** A new date; until the user picks repeat days themselves, they follow the date. */
export function withDate(form: EventFormState, date: string, ruleChosen: boolean): EventFormState {
  return ruleChosen || !/^\d{4}-\d{2}-\d{2}$/.test(date) ? { ...form, date } : { ...form, date, ...ruleDefaults(date) };
}

/** The form for an existing event or occurrence. */
export function eventForm(event: CalendarEvent): EventFormState {
  const base = newEventForm(event.event_date);
  const rule = event.recurrence;
  return {
    ...base,
    title: event.title,
    description: event.description,
    startTime: event.event_time ?? '',
    endTime: event.event_end_time ?? '',
    location: event.location,
    ...(rule && {
      repeats: true,
      type: rule.type,
      interval: String(rule.interval),
      daysOfWeek: rule.daysOfWeek.length ? rule.daysOfWeek : base.daysOfWeek,
      monthlyMode: rule.weekOfMonth != null ? 'weekday' : 'day',
      dayOfMonth: String(rule.dayOfMonth ?? base.dayOfMonth),
      weekOfMonth: (rule.weekOfMonth ?? base.weekOfMonth) as WeekOfMonth,
      dayOfWeek: rule.dayOfWeek ?? base.dayOfWeek,
      months: rule.months.length ? rule.months : base.months,
      endType: rule.endType,
      occurrences: String(rule.occurrences ?? DEFAULT_OCCURRENCES),
      endDate: rule.endDate ?? '',
      exceptions: rule.exceptions,
    }),
  };
}

/** Spec 3: an invalid interval becomes 1, invalid occurrences become 10. */
export function normalizeInterval(value: string): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= RECURRENCE_INTERVAL_MIN && n <= RECURRENCE_INTERVAL_MAX ? String(n) : '1';
}

export function normalizeOccurrences(value: string): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= OCCURRENCES_MIN && n <= OCCURRENCES_MAX ? String(n) : String(DEFAULT_OCCURRENCES);
}

/** The first problem the user must fix before saving, by field; the server checks the same again. */
export function formProblems(form: EventFormState): Partial<Record<'title' | 'date' | 'endTime' | 'endDate' | 'dayOfMonth' | 'daysOfWeek', string>> {
  const problems: ReturnType<typeof formProblems> = {};
  if (!form.title.trim()) problems.title = 'Title is required.';
  if (!form.date) problems.date = 'Date is required.';
  if (form.endTime && !form.startTime) problems.endTime = 'Add a start time first.';
  else if (form.endTime && form.endTime <= form.startTime) problems.endTime = 'End time must be after the start time.';
  if (form.repeats) {
    if (form.endType === 'end_date' && !form.endDate) problems.endDate = 'Choose the date the series ends.';
    else if (form.endType === 'end_date' && form.date && form.endDate < form.date) problems.endDate = 'End date cannot be before the event date.';
    const day = Number(form.dayOfMonth);
    if (form.type === 'monthly' && form.monthlyMode === 'day' && !(Number.isInteger(day) && day >= 1 && day <= 31)) {
      problems.dayOfMonth = 'Day of month must be from 1 to 31.';
    }
    if (form.type === 'weekly' && form.daysOfWeek.length === 0) problems.daysOfWeek = 'Choose at least one day.';
  }
  return problems;
}

/**
 * The save payload of spec 3: event fields, the recurrence object, is_recurring, update_series and
 * original_instance_date. `editing` is the occurrence or event being changed, if any.
 */
export function eventPayload(form: EventFormState, editing: CalendarEvent | null): EventBodyInput {
  const instance = editing?.is_recurring_instance ? editing : null;
  const seriesFields = !instance || form.applyToSeries;
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    event_date: form.date,
    event_time: form.startTime || null,
    event_end_time: form.endTime || null,
    location: form.location.trim(),
    is_recurring: seriesFields ? form.repeats : true,
    // An occurrence edited alone still sends its series' rule; the server keeps the series as it is.
    recurrence:
      form.repeats || !seriesFields
        ? {
            type: form.type,
            interval: Number(normalizeInterval(form.interval)),
            daysOfWeek: form.type === 'weekly' ? form.daysOfWeek : [],
            dayOfMonth: form.type === 'monthly' && form.monthlyMode === 'day' ? Number(form.dayOfMonth) : null,
            weekOfMonth: form.type === 'monthly' && form.monthlyMode === 'weekday' ? form.weekOfMonth : null,
            dayOfWeek: form.type === 'monthly' && form.monthlyMode === 'weekday' ? form.dayOfWeek : null,
            months: form.type === 'yearly' ? form.months : [],
            endType: form.endType,
            endDate: form.endType === 'end_date' ? form.endDate : null,
            occurrences: form.endType === 'after_occurrences' ? Number(normalizeOccurrences(form.occurrences)) : null,
            exceptions: form.exceptions,
          }
        : null,
    update_series: Boolean(instance && form.applyToSeries),
    original_instance_date: instance?.original_date ?? null,
  };
}
