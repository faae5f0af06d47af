import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

// ---------- match scouting (issue 31) ----------

const STATIONS = ['red1', 'red2', 'red3', 'blue1', 'blue2', 'blue3'] as const;

/**
 * A season's match-scouting form, one row per version. A season with no row uses its built-in form as version 1,
 * stored here the first time a report names it or an administrator adjusts it; a stored version never changes.
 */
export const scoutingForms = pgTable(
  'scouting_forms',
  {
    season: integer('season').notNull(),
    version: integer('version').notNull(),
    /** The FormDefinition (name and fields) of packages/shared/src/scouting/form.ts. */
    definition: jsonb('definition').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.season, t.version] })],
);

/** A scout at one driver-station position for a block of an event's qualification matches (`last_match` null: to the end). */
export const scoutingAssignments = pgTable(
  'scouting_assignments',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    station: text('station', { enum: STATIONS }).notNull(),
    firstMatch: integer('first_match').notNull(),
    lastMatch: integer('last_match'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scouting_assignments_event_idx').on(t.eventKey, t.station),
    check('scouting_assignments_block', sql`${t.lastMatch} is null or ${t.lastMatch} >= ${t.firstMatch}`),
  ],
);

/**
 * A match-scouting report: its id is made on the device when the form opens. `values` holds, field by field, the
 * newest save (last writer wins per field by `submitted_at`); `field_times` the submitted_at of the save that wrote
 * each field. Every save is kept whole in scouting_report_versions. A deleted account leaves its reports, unnamed.
 */
export const scoutingReports = pgTable(
  'scouting_reports',
  {
    id: uuid('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    matchKey: text('match_key').notNull(),
    station: text('station', { enum: STATIONS }).notNull(),
    teamNumber: integer('team_number').notNull(),
    formSeason: integer('form_season').notNull(),
    formVersion: integer('form_version').notNull(),
    values: jsonb('values').notNull(),
    fieldTimes: jsonb('field_times').notNull(),
    scoutedBy: integer('scouted_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredBy: integer('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    versions: integer('versions').notNull().default(1),
    lastSubmissionId: uuid('last_submission_id').notNull(),
  },
  (t) => [
    index('scouting_reports_event_team_idx').on(t.eventKey, t.teamNumber),
    index('scouting_reports_event_match_idx').on(t.eventKey, t.matchKey),
    foreignKey({ columns: [t.formSeason, t.formVersion], foreignColumns: [scoutingForms.season, scoutingForms.version] }),
  ],
);

/** Every save of a report, whole, as it arrived: the submission id makes a second delivery of it a no-op. */
export const scoutingReportVersions = pgTable(
  'scouting_report_versions',
  {
    submissionId: uuid('submission_id').primaryKey(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => scoutingReports.id, { onDelete: 'cascade' }),
    baseSubmissionId: uuid('base_submission_id'),
    values: jsonb('values').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    deliveredBy: integer('delivered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('scouting_report_versions_report_idx').on(t.reportId, t.receivedAt)],
);
