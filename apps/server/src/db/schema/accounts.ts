import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    userType: text('user_type', { enum: ['member', 'public'] })
      .notNull()
      .default('public'),
    avatar: text('avatar'),
    avatarColor: text('avatar_color').notNull().default('#ff6b00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The X-Session-ID the client sent when signing in (a random id kept on the device). */
    clientSessionId: text('client_session_id'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every instance (sign-in and registration limits). */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Token buckets shared by every instance (chat posting, sign-in spacing). One timestamp says it all: `full_at` is
 * when the bucket has refilled completely; taking a token moves it one interval on (GCRA).
 */
export const tokenBuckets = pgTable('token_buckets', {
  bucket: text('bucket').primaryKey(),
  fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
});

/**
 * A user's favourite teams: highlight colour, the four alert preferences, and when the upcoming-match warning goes
 * out (`upcoming_lead`: matches, or minutes where null is the server's ALERT_UPCOMING_LEAD_MINUTES).
 */
export const teamPreferences = pgTable(
  'team_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamNumber: integer('team_number').notNull(),
    highlightColor: text('highlight_color').notNull().default('#ffd166'),
    notifUpcoming: boolean('notif_upcoming').notNull().default(true),
    notifAlliance: boolean('notif_alliance').notNull().default(true),
    notifResults: boolean('notif_results').notNull().default(true),
    notifAwards: boolean('notif_awards').notNull().default(true),
    upcomingWarning: text('upcoming_warning', { enum: ['off', 'matches', 'minutes'] })
      .notNull()
      .default('minutes'),
    upcomingLead: integer('upcoming_lead'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.teamNumber] }),
    index('team_preferences_team_idx').on(t.teamNumber),
    check(
      'team_preferences_upcoming_lead',
      sql`(${t.upcomingWarning} = 'off' and ${t.upcomingLead} is null)
        or (${t.upcomingWarning} = 'matches' and ${t.upcomingLead} between 1 and 10)
        or (${t.upcomingWarning} = 'minutes' and (${t.upcomingLead} is null or ${t.upcomingLead} between 1 and 120))`,
    ),
  ],
);
