import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provider answers kept for reuse by every instance: the body as received, the validators for
 * revalidation, and when the provider last confirmed it. 404 answers are kept too (status 404,
 * empty body), so unknown keys do not reach the provider on every request.
 */
export const providerCache = pgTable(
  'provider_cache',
  {
    /** 'tba' or 'statbotics'. */
    provider: text('provider').notNull(),
    /** The provider path with its query, e.g. '/event/2025milac/matches'. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the provider last sent or confirmed (304) this body. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** When a refresh last failed after fetchedAt; null when the last attempt succeeded. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.path] }), index('provider_cache_fetched_idx').on(t.fetchedAt)],
);

/**
 * What the open pages of an event were last told (decision 0011): the live watcher compares the event's data with it
 * and publishes only what changed. One row per watched event, locked by the instance comparing it.
 */
export const liveSnapshots = pgTable('live_snapshots', {
  eventKey: text('event_key').primaryKey(),
  /** The fingerprints of what open pages were told (live-scores/changes.ts). */
  state: jsonb('state').notNull(),
  /** The event as alerts' facts read it (EventSnapshot); null until the first look. */
  snapshot: jsonb('snapshot'),
  /** A webhook asked for a look that has not happened yet. */
  wakeRequested: boolean('wake_requested').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
