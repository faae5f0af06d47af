import { z } from 'zod';
import { CHANNEL_NAME_MAX_LENGTH } from './chat-keys.ts';
import { REACTION_KINDS } from './reactions.ts';

import {
  MENTIONS_PAGE_MAX,
  MENTIONS_PAGE_SIZE,
  MESSAGE_EMPTY,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TOO_LONG,
} from './limits.ts';
import { DATABASE_ID_MAX, rowIdParam, rowIdValue } from '../database-ids.ts';
import { refuseHiddenText } from '../text/visible-text.ts';

export * from './limits.ts';

/**
 * Older clients send the caller's id as `user_id`, `sender_id` or `created_by`. We accept the field
 * but the caller is always the token's user: a different id is refused with 403.
 */
export const claimedUserId = z.coerce
  .number({ error: 'user_id must be a number.' })
  .int()
  .positive()
  .max(DATABASE_ID_MAX, 'user_id names no account.')
  .optional();

/** Spec 3 section 3 says `is_private (1 = private)`; we answer 0/1 and accept 0/1 or a boolean. */
export const privateFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_private: z.union([z.literal(0), z.literal(1)]),
  position: z.number().int(),
  created_by: z.number().int().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'Channel name is required.' })
    .min(1, 'Channel name is required.')
    .max(CHANNEL_NAME_MAX_LENGTH, `Channel name must be at most ${CHANNEL_NAME_MAX_LENGTH} characters.`)
    .superRefine(refuseHiddenText('Channel name')),
);

const memberIds = z.array(rowIdValue('Each member must be a user id.')).max(1000).default([]);

export const createChannelBody = z.object({
  id: z.string().max(100).optional(),
  name: channelNameSchema,
  created_by: claimedUserId,
  is_private: privateFlag.default(false),
  members: memberIds,
});
export type CreateChannelBody = z.infer<typeof createChannelBody>;

export const updateChannelBody = z.object({
  name: channelNameSchema,
  is_private: privateFlag.default(false),
  members: memberIds,
});
export type UpdateChannelBody = z.infer<typeof updateChannelBody>;

export const reorderChannelsBody = z.object({
  channels: z
    .array(z.object({ id: z.string().min(1).max(100), position: z.number().int().min(1).max(100000) }))
    .min(1, 'Send at least one channel.')
    .max(1000),
});

export const channelParams = z.object({ id: z.string().min(1).max(100) });
export const userIdQuery = z.object({ user_id: claimedUserId });
export const channelMembersResponse = z.array(z.object({ user_id: z.number().int(), username: z.string() }));

export const readerSchema = z.object({ user_id: z.number().int(), username: z.string(), read_at: z.string() });
export const reactionSummarySchema = z.object({
  kind: z.enum(REACTION_KINDS),
  count: z.number().int(),
  user_ids: z.array(z.number().int()),
});

export const messageSchema = z.object({
  id: z.number().int(),
  chat_key: z.string(),
  content: z.string(),
  timestamp: z.string(),
  edited_at: z.string().nullable(),
  sender_id: z.number().int().nullable(),
  /** 'deleted user' when the account no longer exists. */
  sender_username: z.string(),
  /** The colour the sender chose for their avatar; null when the account no longer exists. */
  sender_avatar_color: z.string().nullable(),
  reply_to_id: z.number().int().nullable(),
  /** The replied-to message as the quote shows it; null when there is none or it was deleted. */
  reply_to: z.object({ id: z.number().int(), sender_username: z.string(), content: z.string() }).nullable(),
  read_by_any: z.boolean(),
  readers: z.array(readerSchema),
  reactions: z.array(reactionSummarySchema),
  /** Ids of the members this message mentions. */
  mentions: z.array(z.number().int()),
  /**
   * Whether its `@everyone` or `@channel` notified every reader of the chat (an administrator wrote it): then they are
   * all in `mentions`. A member's `@everyone` is plain text.
   */
  mentions_everyone: z.boolean(),
});
export type ChatMessage = z.infer<typeof messageSchema>;
export const messagesResponse = z.array(messageSchema);

export const messageContentSchema = z
  .string({ error: MESSAGE_EMPTY })
  .refine((s) => s.trim().length > 0, MESSAGE_EMPTY)
  .refine((s) => Array.from(s.trim()).length <= MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)
  .transform((s) => s.trim());

export const sendMessageBody = z.object({
  content: messageContentSchema,
  sender_id: claimedUserId,
  reply_to_id: z.number().int().positive().max(DATABASE_ID_MAX).nullable().optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const editMessageBody = z.object({ content: messageContentSchema });

const pageEdge = z.coerce.number().int().positive().max(DATABASE_ID_MAX).optional();

export const messagesQuery = z
  .object({
    user_id: claimedUserId,
    /** Messages older than this id (the page above the oldest one shown). */
    before: pageEdge,
    /** Messages newer than this id (the page below the newest one shown, when that is not the chat's newest). */
    after: pageEdge,
    /** The messages next to this id, for opening a chat at a message: see `aroundSplit`. */
    around: pageEdge,
    limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE),
  })
  .refine((q) => [q.before, q.after, q.around].filter((v) => v !== undefined).length <= 1, 'Use only one of before, after and around.');
export type MessagesPageQuery = z.infer<typeof messagesQuery>;

export const chatKeyParams = z.object({ key: z.string().min(1).max(100) });
export const dmKeyParams = z.object({ dmKey: z.string().min(1).max(40) });
export const messageIdParams = z.object({
  key: rowIdParam('Message', 'message'),
});
export const reactionParams = messageIdParams.extend({ kind: z.enum(REACTION_KINDS, { error: 'Unknown reaction.' }) });
export const deleteMessageBody = z.object({ user_id: claimedUserId }).optional();

export const threadResponse = z.object({
  ancestors: messagesResponse,
  message: messageSchema,
  descendants: messagesResponse,
});

export const reactionsResponse = z.object({ message_id: z.number().int(), reactions: z.array(reactionSummarySchema) });

export const searchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const searchResultSchema = z.object({
  message: messageSchema,
  chat_name: z.string(),
  /** The content with matches wrapped in « » — plain text; the client renders it as text. */
  snippet: z.string(),
});
export const searchResponse = z.array(searchResultSchema);

export const mentionsQuery = z.object({
  /** Mentions in messages older than this id (the next page). */
  before: pageEdge,
  limit: z.coerce.number().int().min(1).max(MENTIONS_PAGE_MAX).default(MENTIONS_PAGE_SIZE),
});
export const mentionSchema = z.object({ message: messageSchema, chat_name: z.string() });
export const mentionsResponse = z.array(mentionSchema);

export const okResponse = z.object({ ok: z.literal(true) });
