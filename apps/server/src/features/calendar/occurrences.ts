import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { zonedInstant } from '@team7790/shared/calendar/dates';
import { expandOccurrences, instanceId } from '@team7790/shared/calendar/recurrence';
import type { AuthUser } from '../../plugins/auth.ts';
import { canDeleteEvent, canEditEvent } from './permissions.ts';
import type { EventRow } from './repo.ts';

/** One thing on the calendar: a one-off event, a series' occurrence, or an occurrence edited on its own. */
export interface Occurrence {
  /** The row whose title, times and place show: the event, the series, or the edited occurrence. */
  content: EventRow;
  series: EventRow | null;
  /** Where it falls now. */
  date: string;
  /** The series date it stands for; null for a one-off event. */
  originalDate: string | null;
}

export function toCalendarEvent(occurrence: Occurrence, user: AuthUser): CalendarEvent {
  const { content, series, date, originalDate } = occurrence;
  const owner = series ?? content;
  const rule = series?.recurrence ?? null;
  return {
    id: series && originalDate ? instanceId(series.id, originalDate) : String(content.id),
    parent_event_id: series && originalDate ? series.id : null,
    title: content.title,
    description: content.description,
    event_date: date,
    event_time: content.eventTime,
    event_end_time: content.eventEndTime,
    location: content.location,
    is_recurring: Boolean(series),
    is_recurring_instance: Boolean(series && originalDate),
    recurrence_type: rule?.type ?? null,
    recurrence_interval: rule?.interval ?? null,
    recurrence_days_of_week: rule ? rule.daysOfWeek : null,
    recurrence_day_of_month: rule?.dayOfMonth ?? null,
    recurrence_week_of_month: rule?.weekOfMonth ?? null,
    recurrence_day_of_week: rule?.dayOfWeek ?? null,
    recurrence_months: rule ? rule.months : null,
    recurrence_end_type: rule?.endType ?? null,
    recurrence_end_date: rule?.endDate ?? null,
    recurrence_occurrences: rule?.occurrences ?? null,
    recurrence_exceptions: rule ? rule.exceptions : null,
    recurrence: rule,
    series_start_date: series?.eventDate ?? null,
    original_date: originalDate,
    is_modified: content.parentEventId !== null,
    all_day: content.eventTime === null,
    time_zone: content.timeZone,
    starts_at: zonedInstant(date, content.eventTime, content.timeZone).toISOString(),
    ends_at: content.eventEndTime ? zonedInstant(date, content.eventEndTime, content.timeZone).toISOString() : null,
    created_by: owner.createdBy,
    creator_username: owner.creatorUsername,
    can_edit: canEditEvent(user, owner.createdBy),
    can_delete: canDeleteEvent(user, owner.createdBy),
  };
}

/** The series itself, as GET /api/calendar/{seriesId} answers it: its first date and its rule. */
export function seriesOccurrence(series: EventRow): Occurrence {
  return { content: series, series, date: series.eventDate, originalDate: null };
}

/** Everything on the calendar between `start` and `end` inclusive, earliest first. */
export function occurrencesInRange(
  rows: { singles: EventRow[]; series: EventRow[]; overrides: EventRow[] },
  range: { start: string; end: string },
): Occurrence[] {
  const result: Occurrence[] = rows.singles
    .filter((e) => e.eventDate >= range.start && e.eventDate <= range.end)
    .map((e) => ({ content: e, series: null, date: e.eventDate, originalDate: null }));
  const seriesById = new Map(rows.series.map((s) => [s.id, s]));
  const edited = new Map<number, Set<string>>();
  for (const o of rows.overrides) {
    const series = seriesById.get(o.parentEventId!);
    if (!series || !o.originalDate) continue;
    (edited.get(series.id) ?? edited.set(series.id, new Set()).get(series.id)!).add(o.originalDate);
    if (o.eventDate >= range.start && o.eventDate <= range.end) {
      result.push({ content: o, series, date: o.eventDate, originalDate: o.originalDate });
    }
  }
  for (const series of rows.series) {
    if (!series.recurrence) continue;
    const skip = edited.get(series.id);
    for (const date of expandOccurrences(series.recurrence, series.eventDate, range)) {
      if (!skip?.has(date)) result.push({ content: series, series, date, originalDate: date });
    }
  }
  return result.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.content.eventTime ?? '').localeCompare(b.content.eventTime ?? '') ||
      a.content.title.localeCompare(b.content.title),
  );
}
