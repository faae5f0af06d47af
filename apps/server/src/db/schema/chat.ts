import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const chatChannels = pgTable('chat_channels', {
  /** The name in lower case with hyphens (spec 3 section 5); never digits only nor `dm_…`. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isPrivate: boolean('is_private').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members of private channels; public channels are open to every member account. */
export const chatChannelMembers = pgTable(
  'chat_channel_members',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_channel_members_user_idx').on(t.userId)],
);

export const chatGroups = pgTable('chat_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
});

export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('chat_group_members_user_idx').on(t.userId)],
);

/**
 * Messages of every chat: `chat_key` is a channel id, `dm_{low}_{high}` or a group id as text.
 * Channel and group rows are removed with their chat by the services (one key column, no FK).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatKey: text('chat_key').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    replyToId: integer('reply_to_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** An administrator's `@everyone` / `@channel`: every reader then has a `chat_mentions` row of it. */
    mentionsEveryone: boolean('mentions_everyone').notNull().default(false),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', content)`),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatKey, t.id),
    // Unread counts of a chat never opened start at the account's creation time.
    index('chat_messages_chat_time_idx').on(t.chatKey, t.createdAt),
    index('chat_messages_reply_idx').on(t.replyToId),
    index('chat_messages_search_idx').using('gin', t.searchVector),
  ],
);

export const chatMentions = pgTable(
  'chat_mentions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatKey: text('chat_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('chat_mentions_user_idx').on(t.userId, t.chatKey, t.messageId)],
);

export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.kind] })],
);

/** How far each user has read each chat. */
export const chatReadState = pgTable(
  'chat_read_state',
  {
    chatKey: text('chat_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatKey, t.userId] })],
);

/**
 * Every advance of a read position, so a message's readers and their read times come from a
 * handful of rows instead of one row per message per reader.
 */
export const chatReadMarks = pgTable(
  'chat_read_marks',
  {
    chatKey: text('chat_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    upToId: integer('up_to_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatKey, t.userId, t.upToId] }), index('chat_read_marks_chat_idx').on(t.chatKey, t.upToId)],
);

export const chatMutes = pgTable(
  'chat_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatKey: text('chat_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatKey] })],
);
