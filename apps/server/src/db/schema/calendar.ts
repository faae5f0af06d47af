import { randomBytes } from 'node:crypto';
import type { StoredRecurrence } from '@team7790/shared/calendar/contracts';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One-off events, recurring series (rule stored, expanded on read), and occurrences edited on their
 * own (a row with parent_event_id and the original_date it replaces).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    parentEventId: integer('parent_event_id').references((): AnyPgColumn => calendarEvents.id, { onDelete: 'cascade' }),
    originalDate: date('original_date', { mode: 'string' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** Wall-clock HH:MM in time_zone; null for an all-day event. */
    eventTime: text('event_time'),
    eventEndTime: text('event_end_time'),
    timeZone: text('time_zone').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** The recurrence object of spec 3, exceptions included. */
    recurrence: jsonb('recurrence').$type<StoredRecurrence>(),
    /** The same rule as an RFC 5545 RRULE value, as the ICS feed publishes it. */
    rrule: text('rrule'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_events_override_idx').on(t.parentEventId, t.originalDate), index('calendar_events_date_idx').on(t.eventDate)],
);

/** A feed link's secret (192 random bits): made for a new link, and again when its owner's password changes. */
export const newCalendarFeedToken = (): string => randomBytes(24).toString('base64url');

/** Each member's private, revocable ICS subscription link. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A read-only capability that calendar apps present in the URL; shown again on the settings card. */
    token: text('token').notNull(),
    includeMatches: boolean('include_matches').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.token)],
);
