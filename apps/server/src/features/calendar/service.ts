import { MAX_RANGE_DAYS, type CalendarEvent, type DeleteEventBody, type EventBody, type StoredRecurrence } from '@team7790/shared/calendar/contracts';
import { addDays, daysBetween, todayInZone } from '@team7790/shared/calendar/dates';
import { isScheduledOccurrence, normalizeRecurrence, parseEventId, toRRuleString } from '@team7790/shared/calendar/recurrence';
import { HttpError, forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { occurrencesInRange, seriesOccurrence, toCalendarEvent, type Occurrence } from './occurrences.ts';
import { canDeleteEvent, canEditEvent } from './permissions.ts';
import type { CalendarRepo, EventRow, NewEventRow } from './repo.ts';

const invalid = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, 'invalid_input');
const NO_OCCURRENCE = 'No such event or occurrence.';
/** How far ahead the Upcoming Events list looks. */
const UPCOMING_HORIZON_DAYS = 366;

export class CalendarService {
  constructor(
    private readonly repo: CalendarRepo,
    private readonly timeZone: string,
    private readonly now: () => Date,
  ) {}

  async list(user: AuthUser, range: { start: string; end: string }): Promise<CalendarEvent[]> {
    if (daysBetween(range.start, range.end) > MAX_RANGE_DAYS) {
      throw invalid('end', `the range may span at most ${MAX_RANGE_DAYS} days`);
    }
    return (await this.occurrences(range)).map((o) => toCalendarEvent(o, user));
  }

  async occurrences(range: { start: string; end: string }): Promise<Occurrence[]> {
    return occurrencesInRange(await this.repo.eventsForRange(range.start, range.end), range);
  }

  /** The next `limit` events that have not ended yet. */
  async upcoming(user: AuthUser, limit: number): Promise<CalendarEvent[]> {
    const now = this.now();
    const today = todayInZone(now, this.timeZone);
    const events = (await this.occurrences({ start: today, end: addDays(today, UPCOMING_HORIZON_DAYS) })).map((o) => toCalendarEvent(o, user));
    const notOver = (e: CalendarEvent) => (e.all_day ? e.event_date >= today : new Date(e.ends_at ?? e.starts_at).getTime() >= now.getTime());
    return events.filter(notOver).slice(0, limit);
  }

  async get(user: AuthUser, id: string): Promise<CalendarEvent> {
    return toCalendarEvent(await this.resolve(id), user);
  }

  async create(user: AuthUser, body: EventBody): Promise<CalendarEvent> {
    const now = this.now();
    const id = await this.repo.insertEvent({
      ...this.contentOf(body),
      ...this.ruleOf(body, body.event_date, []),
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    return this.get(user, String(id));
  }

  /**
   * PUT /api/calendar/{id}: a one-off event or a whole series by its number; one occurrence by
   * `{series}_{date}` (or the series number with original_instance_date), or its whole series with update_series.
   */
  async update(user: AuthUser, id: string, body: EventBody): Promise<CalendarEvent> {
    const { eventId, occurrenceDate: dateInId } = parseEventId(id);
    // Read and written with the series row locked, as `remove` takes it: an occurrence deleted meanwhile is not brought
    // back by writing the exceptions read before it, nor re-created as an edited occurrence.
    const shown = await this.repo.withLockedSeries(eventId, async (repo, row) => {
      if (!row || row.parentEventId !== null) throw notFound(NO_OCCURRENCE);
      if (!canEditEvent(user, row.createdBy)) throw forbidden('Only the creator or an administrator may edit this event.');
      const occurrenceDate = dateInId ?? (row.isRecurring ? (body.original_instance_date ?? null) : null);
      const now = this.now();

      if (!row.isRecurring || !occurrenceDate || body.update_series) {
        // The whole event or series. From an occurrence, moving its date moves the series' start by as many days.
        const start = occurrenceDate && row.isRecurring ? addDays(row.eventDate, daysBetween(occurrenceDate, body.event_date)) : body.event_date;
        if (occurrenceDate) this.assertOccurrence(row, occurrenceDate);
        const exceptions = row.recurrence?.exceptions ?? [];
        const rule = this.ruleOf(body, start, exceptions);
        if (!rule.isRecurring && row.isRecurring) await repo.deleteOverrides(row.id);
        await repo.updateEvent(row.id, { ...this.contentOf(body), eventDate: start, ...rule }, now);
        return occurrenceDate && rule.isRecurring ? `${row.id}_${occurrenceDate}` : String(row.id);
      }

      // One occurrence: kept as its own row, so later series changes leave it as edited.
      if (!(await repo.findOverride(row.id, occurrenceDate))) this.assertOccurrence(row, occurrenceDate);
      await repo.upsertOverride(
        { ...this.contentOf(body), parentEventId: row.id, originalDate: occurrenceDate, createdBy: row.createdBy, createdAt: now, updatedAt: now },
        now,
      );
      return `${row.id}_${occurrenceDate}`;
    });
    return this.get(user, shown);
  }

  /** DELETE: the creator or an administrator. One occurrence becomes an exception; delete_series removes it all. */
  async remove(user: AuthUser, id: string, body: DeleteEventBody): Promise<void> {
    const { eventId, occurrenceDate: dateInId } = parseEventId(id);
    if (dateInId && body.exception_date && body.exception_date !== dateInId) {
      throw invalid('exception_date', `does not match the occurrence ${id}`);
    }
    const occurrenceDate = dateInId ?? body.exception_date ?? null;
    await this.repo.withLockedSeries(eventId, async (repo, row) => {
      if (!row || row.parentEventId !== null) throw notFound(NO_OCCURRENCE);
      // The series' creator, for an occurrence too (an edited occurrence keeps the series' creator).
      if (!canDeleteEvent(user, row.createdBy)) throw forbidden('Only the creator or an administrator may delete this event.');
      if (!row.isRecurring || body.delete_series) {
        if (!row.isRecurring && dateInId) throw notFound(NO_OCCURRENCE);
        await repo.deleteEvent(row.id);
        return;
      }
      if (!occurrenceDate) throw invalid('exception_date', 'is required to delete one occurrence (or set delete_series)');
      const edited = await repo.findOverride(row.id, occurrenceDate);
      const rule = row.recurrence!;
      if (!edited && !isScheduledOccurrence(rule, row.eventDate, occurrenceDate)) throw notFound(NO_OCCURRENCE);
      await repo.deleteOverrides(row.id, occurrenceDate);
      const next: StoredRecurrence = { ...rule, exceptions: [...new Set([...rule.exceptions, occurrenceDate])].sort() };
      await repo.updateEvent(row.id, { recurrence: next }, this.now());
    });
  }

  private async resolve(id: string): Promise<Occurrence> {
    const { eventId, occurrenceDate } = parseEventId(id);
    const row = await this.repo.findEvent(eventId);
    if (!row || row.parentEventId !== null) throw notFound(NO_OCCURRENCE);
    if (!occurrenceDate) {
      return row.isRecurring ? seriesOccurrence(row) : { content: row, series: null, date: row.eventDate, originalDate: null };
    }
    if (!row.isRecurring) throw notFound(NO_OCCURRENCE);
    const edited = await this.repo.findOverride(row.id, occurrenceDate);
    if (edited) return { content: edited, series: row, date: edited.eventDate, originalDate: occurrenceDate };
    if (row.recurrence!.exceptions.includes(occurrenceDate)) throw notFound(NO_OCCURRENCE);
    this.assertOccurrence(row, occurrenceDate);
    return { content: row, series: row, date: occurrenceDate, originalDate: occurrenceDate };
  }

  private assertOccurrence(series: Pick<EventRow, 'recurrence' | 'eventDate'>, date: string): void {
    const rule = series.recurrence;
    if (!rule || rule.exceptions.includes(date) || !isScheduledOccurrence(rule, series.eventDate, date)) {
      throw notFound(NO_OCCURRENCE);
    }
  }

  private contentOf(
    body: EventBody,
  ): Pick<NewEventRow, 'title' | 'description' | 'location' | 'eventDate' | 'eventTime' | 'eventEndTime' | 'timeZone'> {
    return {
      title: body.title,
      description: body.description,
      location: body.location,
      eventDate: body.event_date,
      eventTime: body.event_time ?? null,
      eventEndTime: body.event_end_time ?? null,
      timeZone: this.timeZone,
    };
  }

  /** The stored rule of a series starting on `start`; earlier exceptions are kept. */
  private ruleOf(body: EventBody, start: string, exceptions: string[]): Pick<NewEventRow, 'isRecurring' | 'recurrence' | 'rrule'> {
    if (!body.is_recurring || !body.recurrence) return { isRecurring: false, recurrence: null, rrule: null };
    if (body.recurrence.endType === 'end_date' && body.recurrence.endDate && body.recurrence.endDate < start) {
      throw invalid('recurrence.endDate', 'cannot be before the event date');
    }
    const rule = normalizeRecurrence({ ...body.recurrence, exceptions: [...exceptions, ...body.recurrence.exceptions] }, start);
    return { isRecurring: true, recurrence: rule, rrule: toRRuleString(rule, start) };
  }
}
