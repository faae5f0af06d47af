import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.ts';

/** A browser's Web Push subscription (one per browser profile; the endpoint identifies it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** A native app install's push token (Firebase Cloud Messaging on Android). */
export const nativeDevices = pgTable(
  'native_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['android'] }).notNull(),
    token: text('token').notNull(),
    /** The session that registered the token: while it lives, no other account can take the token over. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('native_devices_token_idx').on(t.token), index('native_devices_user_idx').on(t.userId)],
);

/**
 * One alert to one user. `alert_key` makes it exactly-once: it is inserted before anything is sent,
 * and a second insert of the same key (webhook replay, another instance, a restart) does nothing.
 * A chat alert is a bundle: open (taking messages) until first claimed; one open bundle per user and chat.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertKey: text('alert_key').notNull(),
    /** Null for a post into a chat channel (`chat_key`) rather than to a person. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    teamNumber: integer('team_number'),
    eventKey: text('event_key'),
    subject: text('subject'),
    chatKey: text('chat_key'),
    firstMessageId: integer('first_message_id'),
    /** The newest message a chat bundle told of when it was sent: a later bundle of the chat starts after it. */
    lastMessageId: integer('last_message_id'),
    mention: boolean('mention').notNull().default(false),
    /** A chat bundle still taking messages (until it is first claimed for sending). */
    bundleOpen: boolean('bundle_open').notNull().default(false),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull().default('/'),
    /** pending -> sending -> sent; or skipped (nothing left to say: read meanwhile, muted, no device). */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'skipped'] })
      .notNull()
      .default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alerts_key_idx').on(t.alertKey),
    uniqueIndex('alerts_open_chat_bundle_idx')
      .on(t.userId, t.chatKey)
      .where(sql`bundle_open`),
    index('alerts_due_idx').on(t.status, t.dueAt),
    index('alerts_user_chat_idx').on(t.userId, t.chatKey, t.sentAt),
  ],
);

/** Each device an alert went to: a restarted send skips the devices already done. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** 'web:{subscription id}', 'native:{device id}' or 'channel:{channel id}'. */
    target: text('target').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'gone', 'failed'] }).notNull(),
    detail: text('detail'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.target] })],
);

/** Small named values the alert engine shares between instances: cursors, the generated VAPID keys, the channel choice. */
export const alertState = pgTable('alert_state', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook bodies already handled (by SHA-256), so a replayed delivery does nothing. */
export const tbaWebhookReceipts = pgTable(
  'tba_webhook_receipts',
  {
    bodyHash: text('body_hash').primaryKey(),
    messageType: text('message_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tba_webhook_receipts_time_idx').on(t.receivedAt)],
);
