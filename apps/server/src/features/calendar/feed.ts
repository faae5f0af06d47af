import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays, parseDate } from '@team7790/shared/calendar/dates';
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import { seriesParts, type SeriesPart } from './feed-series.ts';
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

/**
 * One VEVENT. Its times are local with the event's TZID (the feed carries that VTIMEZONE), built as
 * TZDates so the server process's own zone never enters; DTSTAMP and LAST-MODIFIED are UTC.
 */
function addEvent(calendar: ICalCalendar, row: EventRow, now: Date, part: { series: EventRow; part: SeriesPart } | null): void {
  const allDay = row.eventTime === null;
  const isMaster = part !== null && part.series === row;
  const date = isMaster ? part.part.firstDate : row.eventDate;
  const event = calendar.createEvent({
    id: `${part ? part.part.uid : `event-${row.id}`}@${UID_DOMAIN}`,
    summary: row.title,
    description: row.description || null,
    location: row.location || null,
    stamp: now,
    lastModified: row.updatedAt,
    timezone: row.timeZone,
    allDay,
    start: localDateTime(date, row.eventTime, row.timeZone),
    end: allDay ? localDateTime(addDays(date, 1), null, row.timeZone) : row.eventEndTime ? localDateTime(date, row.eventEndTime, row.timeZone) : null,
  });
  if (isMaster) event.repeating(part.part.rule);
  if (part && !isMaster && row.originalDate) {
    // RECURRENCE-ID names the occurrence being replaced by its original start in the series.
    event.recurrenceId(localDateTime(row.originalDate, part.series.eventTime, part.series.timeZone));
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
    // No calendar-wide zone for ical-generator: with one it writes DTSTAMP, LAST-MODIFIED and plain
    // instants as floating times in the server process's zone. Each event names its own zone (and the
    // generator adds its VTIMEZONE); matches are UTC instants.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.x('X-WR-TIMEZONE', timeZone);
  // A series row without a rule (none is expected) is published as the one event it is.
  for (const row of [...content.singles, ...content.series.filter((s) => !s.recurrence)]) addEvent(calendar, row, now, null);
  const partsById = new Map(content.series.filter((s) => s.recurrence).map((s) => [s.id, { series: s, parts: seriesParts(s) }]));
  for (const { series, parts } of partsById.values()) for (const part of parts) addEvent(calendar, series, now, { series, part });
  for (const row of content.overrides) {
    const found = partsById.get(row.parentEventId!);
    const part = found?.parts.find((p) => p.holds(row.originalDate ?? ''));
    if (found && part) addEvent(calendar, row, now, { series: found.series, part });
  }
  for (const match of content.matches) addMatch(calendar, match, now);
  return calendar.toString();
}
