import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { calendarEvents, calendarFeeds, users } from '../../db/schema/index.ts';

export type EventRow = typeof calendarEvents.$inferSelect & { creatorUsername: string | null };
export type NewEventRow = typeof calendarEvents.$inferInsert;

const creator = alias(users, 'creator');
const eventColumns = { event: calendarEvents, creatorUsername: creator.username };
type Joined = { event: typeof calendarEvents.$inferSelect; creatorUsername: string | null };
const flatten = (r: Joined): EventRow => ({ ...r.event, creatorUsername: r.creatorUsername });

/** Data access for calendar events and feed links; no rules here, those are in the service. */
export class CalendarRepo {
  constructor(private readonly db: Database) {}

  private selectEvents() {
    return this.db.select(eventColumns).from(calendarEvents).leftJoin(creator, eq(creator.id, calendarEvents.createdBy));
  }

  async findEvent(id: number): Promise<EventRow | undefined> {
    const [row] = await this.selectEvents().where(eq(calendarEvents.id, id));
    return row && flatten(row);
  }

  async findOverride(seriesId: number, originalDate: string): Promise<EventRow | undefined> {
    const [row] = await this.selectEvents().where(and(eq(calendarEvents.parentEventId, seriesId), eq(calendarEvents.originalDate, originalDate)));
    return row && flatten(row);
  }

  /** One-off events in [start, end], every series begun by `end`, and the edited occurrences of those series. */
  async eventsForRange(start: string | null, end: string): Promise<{ singles: EventRow[]; series: EventRow[]; overrides: EventRow[] }> {
    const topLevel = and(isNull(calendarEvents.parentEventId), lte(calendarEvents.eventDate, end));
    const singles = await this.selectEvents()
      .where(and(topLevel, eq(calendarEvents.isRecurring, false), start ? gte(calendarEvents.eventDate, start) : undefined))
      .orderBy(asc(calendarEvents.eventDate));
    const series = await this.selectEvents().where(and(topLevel, eq(calendarEvents.isRecurring, true)));
    const seriesIds = series.map((s) => s.event.id);
    const overrides = seriesIds.length ? await this.selectEvents().where(inArray(calendarEvents.parentEventId, seriesIds)) : [];
    return { singles: singles.map(flatten), series: series.map(flatten), overrides: overrides.map(flatten) };
  }

  async insertEvent(values: NewEventRow): Promise<number> {
    const [row] = await this.db.insert(calendarEvents).values(values).returning({ id: calendarEvents.id });
    return row!.id;
  }

  async updateEvent(id: number, values: Partial<NewEventRow>, now: Date): Promise<void> {
    await this.db
      .update(calendarEvents)
      .set({ ...values, updatedAt: now })
      .where(eq(calendarEvents.id, id));
  }

  /** Writes the edited occurrence of `seriesId` on `originalDate`, replacing an earlier edit of it. */
  async upsertOverride(values: NewEventRow & { parentEventId: number; originalDate: string }, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(calendarEvents)
      .values(values)
      .onConflictDoUpdate({
        target: [calendarEvents.parentEventId, calendarEvents.originalDate],
        set: {
          title: values.title,
          description: values.description,
          location: values.location,
          eventDate: values.eventDate,
          eventTime: values.eventTime,
          eventEndTime: values.eventEndTime,
          timeZone: values.timeZone,
          updatedAt: now,
        },
      })
      .returning({ id: calendarEvents.id });
    return row!.id;
  }

  async deleteEvent(id: number): Promise<void> {
    await this.db.delete(calendarEvents).where(eq(calendarEvents.id, id));
  }

  async deleteOverrides(seriesId: number, originalDate?: string): Promise<void> {
    await this.db
      .delete(calendarEvents)
      .where(and(eq(calendarEvents.parentEventId, seriesId), originalDate ? eq(calendarEvents.originalDate, originalDate) : undefined));
  }

  /** Runs `work` in one transaction with the series row locked, so concurrent exception edits don't lose each other. */
  async withLockedSeries<T>(id: number, work: (repo: CalendarRepo, row: typeof calendarEvents.$inferSelect | undefined) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
      return work(new CalendarRepo(tx as unknown as Database), row);
    });
  }

  // Feed links

  async findFeedByUser(userId: number) {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  }

  /** The link's owner, if the link is live and its owner is still a member. */
  async findFeedByToken(token: string) {
    const [row] = await this.db
      .select({ feed: calendarFeeds, userType: users.userType })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.token, token));
    return row;
  }

  async saveFeed(userId: number, token: string, includeMatches: boolean, now: Date): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, token, includeMatches, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, includeMatches, createdAt: now, lastFetchedAt: null } });
  }

  async setFeedMatches(userId: number, includeMatches: boolean): Promise<boolean> {
    const rows = await this.db
      .update(calendarFeeds)
      .set({ includeMatches })
      .where(eq(calendarFeeds.userId, userId))
      .returning({ userId: calendarFeeds.userId });
    return rows.length > 0;
  }

  async deleteFeed(userId: number): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  }

  async touchFeed(userId: number, now: Date): Promise<void> {
    await this.db.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.userId, userId));
  }
}
