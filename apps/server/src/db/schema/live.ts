import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.ts';

/**
 * The live-event log (decisions 0003 and 0011): members' chat events, competition changes for the streams watching
 * their topics, and the facts alerts are made of. NOTIFY only says "something new"; every instance reads the rows after
 * its cursor, a reconnecting client replays from its Last-Event-ID, and the alert followers keep cursors of their own.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** Who may receive it; null means every member account, [] nobody (an alert follower's input). Ignored when `topics` is set. */
    audience: integer('audience').array(),
    /**
     * A public competition change (decision 0011): sent to every stream, a visitor's or a member's, that watches one
     * of these topics ('event:2019nyny', 'match:2019nyny_qm1', 'team:7790'), and to no other.
     */
    topics: text('topics').array(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/** Single-use, short-lived tickets that open a member's live stream (EventSource cannot send a bearer header). */
export const liveStreamTickets = pgTable('live_stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
