import { z } from 'zod';
import { claimedUserId } from '../chat/contracts.ts';
import { rowIdParam, rowIdValue } from '../database-ids.ts';
import { refuseHiddenText } from '../text/visible-text.ts';

export const GROUP_NAME_MAX_LENGTH = 60;

/** A member one can talk to, with the avatar colour they chose (their colour on every screen). */
export const chatUserSchema = z.object({ id: z.number().int(), username: z.string(), avatar_color: z.string() });
export type ChatUser = z.infer<typeof chatUserSchema>;
export const chatUsersResponse = z.array(chatUserSchema);

export const recentUserSchema = chatUserSchema.extend({
  /** When the last direct message between the two was sent; null when they have not talked yet. */
  last_message_time: z.string().nullable(),
});
export const recentUsersResponse = z.array(recentUserSchema);
export type RecentUser = z.infer<typeof recentUserSchema>;

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  last_activity: z.string(),
  members: z.array(z.object({ user_id: z.number().int(), username: z.string() })),
});
export type GroupChat = z.infer<typeof groupSchema>;
export const groupsResponse = z.array(groupSchema);

const groupName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'Group name is required.' })
    .min(1, 'Group name is required.')
    .max(GROUP_NAME_MAX_LENGTH, `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters.`)
    .superRefine(refuseHiddenText('Group name')),
);
const groupMembers = z
  .array(rowIdValue('Each member must be a user id.'), { error: 'Choose at least one member.' })
  .min(1, 'Choose at least one member.')
  .max(500);

export const createGroupBody = z.object({ name: groupName, created_by: claimedUserId, members: groupMembers });
export const updateGroupBody = z.object({ name: groupName, members: groupMembers });
export type GroupBody = z.infer<typeof updateGroupBody>;
export const groupParams = z.object({
  id: rowIdParam('Group', 'group'),
});

/** How much of the last message the Messages list shows (the row cuts it to its width). */
export const CONVERSATION_PREVIEW_LENGTH = 100;

export const conversationSchema = z.object({
  /** The chat key: dm_{low}_{high} or the group's id. */
  key: z.string(),
  type: z.enum(['dm', 'group']),
  /** The other member's username, or the group's name. */
  name: z.string(),
  /** The other member of a direct chat; null for a group. */
  partner: z.object({ id: z.number().int(), username: z.string(), avatar_color: z.string() }).nullable(),
  /** The group itself (its members, its creator), for its edit dialog; null for a direct chat. */
  group: groupSchema.nullable(),
  last_message: z
    .object({
      id: z.number().int(),
      /** Null once the sender's account is deleted. */
      sender_id: z.number().int().nullable(),
      sender_username: z.string(),
      /** The start of the text, on one line. */
      preview: z.string(),
      timestamp: z.string(),
    })
    .nullable(),
  /** The last message's time; for a group nobody has written in yet, when it was made. */
  last_activity: z.string(),
  /** The user's unread messages in it (others' messages after their read position). */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponse = z.array(conversationSchema);
