import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays, parseDate, zonedInstant } from '@team7790/shared/calendar/dates';
import { toRRuleOptions } from '@team7790/shared/calendar/recurrence';
import { RRule } from '@team7790/shared/calendar/rrule-lib';
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import type { ScheduledMatch } from './match-schedule.ts';
import type { EventRow } from './repo.ts';

/** How long one match is shown in subscribers' calendars. */
const MATCH_MINUTES = 10;
const UID_DOMAIN = 'calendar.team7790';

function localDateTime(date: string, time: string | null, timeZone: string): TZDate {
  const { year, month, day } = parseDate(date);
  const [h, m] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, h, m, timeZone);
}

const icsDate = (date: string) => date.replaceAll('-', '');
const icsLocal = (date: string, time: string) => `${icsDate(date)}T${time.replace(':', '')}00`;

/**
 * RRULE and EXDATE lines for a series. UNTIL is a UTC instant (RFC 5545 requires it when DTSTART has a
 * TZID) or a date for all-day series, so calendar apps end the series where our expansion does.
 */
function seriesRuleLines(series: EventRow): string {
  const rule = series.recurrence!;
  const { dtstart: _dtstart, until: _until, ...options } = toRRuleOptions(rule, series.eventDate);
  let line = RRule.optionsToString(options);
  if (rule.endType === 'end_date' && rule.endDate) {
    const endOfDay = new Date(zonedInstant(rule.endDate, '23:59', series.timeZone).getTime() + 59_000);
    line += series.eventTime ? `;UNTIL=${endOfDay.toISOString().replace(/[-:]|\.\d{3}/g, '')}` : `;UNTIL=${icsDate(rule.endDate)}`;
  }
  const exdates = rule.exceptions.map((d) => (series.eventTime ? icsLocal(d, series.eventTime) : icsDate(d)));
  if (exdates.length) {
    line += series.eventTime ? `\nEXDATE;TZID=${series.timeZone}:${exdates.join(',')}` : `\nEXDATE;VALUE=DATE:${exdates.join(',')}`;
  }
  return line;
}

function addEvent(calendar: ICalCalendar, row: EventRow, series: EventRow | null, now: Date): void {
  const allDay = row.eventTime === null;
  const uidOwner = series ?? row;
  const event = calendar.createEvent({
    id: `event-${uidOwner.id}@${UID_DOMAIN}`,
    summary: row.title,
    description: row.description || null,
    location: row.location || null,
    stamp: now,
    lastModified: row.updatedAt,
    timezone: row.timeZone,
    allDay,
    start: localDateTime(row.eventDate, row.eventTime, row.timeZone),
    end: allDay
      ? localDateTime(addDays(row.eventDate, 1), null, row.timeZone)
      : row.eventEndTime
        ? localDateTime(row.eventDate, row.eventEndTime, row.timeZone)
        : null,
  });
  if (row.isRecurring && row.recurrence) event.repeating(seriesRuleLines(row));
  if (series && row.originalDate) {
    // RECURRENCE-ID names the occurrence being replaced by its original start in the series.
    event.recurrenceId(localDateTime(row.originalDate, series.eventTime, series.timeZone));
  }
}

function addMatch(calendar: ICalCalendar, match: ScheduledMatch, now: Date): void {
  const lines = [
    `Predicted start; it moves as the event runs ahead or behind.`,
    match.alliance ? `Alliance: ${match.alliance}` : null,
    match.eventName,
  ].filter(Boolean);
  calendar.createEvent({
    id: `match-${match.key}@${UID_DOMAIN}`,
    summary: `7790 ${match.title} (${match.eventName})`,
    description: lines.join('\n'),
    location: match.location ?? null,
    url: match.url ?? null,
    stamp: now,
    start: match.startsAt,
    end: new Date(match.startsAt.getTime() + MATCH_MINUTES * 60_000),
  });
}

export interface FeedContent {
  singles: EventRow[];
  series: EventRow[];
  overrides: EventRow[];
  matches: ScheduledMatch[];
}

/** The member's subscription: the team calendar (series as RRULEs) and, when chosen, the team's matches. */
export function buildCalendarFeed(content: FeedContent, timeZone: string, now: Date): string {
  const calendar = ical({
    name: 'Team 7790 Calendar',
    description: 'Team 7790 events and meetings',
    prodId: { company: 'Team 7790', product: 'Team Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    timezone: { name: timeZone, generator: getVtimezoneComponent },
  });
  for (const row of content.singles) addEvent(calendar, row, null, now);
  const seriesById = new Map(content.series.map((s) => [s.id, s]));
  for (const row of content.series) addEvent(calendar, row, null, now);
  for (const row of content.overrides) {
    const series = seriesById.get(row.parentEventId!);
    if (series) addEvent(calendar, row, series, now);
  }
  for (const match of content.matches) addMatch(calendar, match, now);
  return calendar.toString();
}
