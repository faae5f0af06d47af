import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';

/** One row per event whose shared pick list was ever changed; `version` orders the changes. */
export const pickLists = pgTable('scouting_pick_lists', {
  eventKey: text('event_key').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team's place on an event's shared pick list: its tier and order, selection status and note. */
export const pickEntries = pgTable(
  'scouting_pick_entries',
  {
    eventKey: text('event_key')
      .notNull()
      .references(() => pickLists.eventKey, { onDelete: 'cascade' }),
    teamNumber: integer('team_number').notNull(),
    tier: text('tier', { enum: ['ranked', 'do_not_pick'] }),
    position: integer('position').notNull().default(0),
    status: text('status', { enum: ['available', 'picked', 'declined'] })
      .notNull()
      .default('available'),
    note: text('note').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventKey, t.teamNumber] }), check('scouting_pick_entries_note_length', sql`char_length(${t.note}) <= 500`)],
);
