import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One generated summary per match, shared by every instance. `version` is a hash of the match's
 * scores and breakdown, so a summary written before the match was played (or corrected) is not reused.
 */
export const matchSummaries = pgTable('match_summaries', {
  matchKey: text('match_key').primaryKey(),
  version: text('version').notNull(),
  summary: text('summary').notNull(),
  model: text('model').notNull(),
  fallbackUsed: boolean('fallback_used').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
