import { z } from 'zod';
import { claimedUserId } from '../chat/contracts.ts';

export const unreadMapSchema = z.record(z.string(), z.number().int());

export const unreadTotalsSchema = z.object({
  totalUnread: z.number().int(),
  channelsUnread: z.number().int(),
  messagesUnread: z.number().int(),
});
export type UnreadTotals = z.infer<typeof unreadTotalsSchema>;

/** Spec 1 section 3 "Notification data", plus mention counts and the muted keys the totals left out. */
export const notificationsAllSchema = unreadTotalsSchema.extend({
  unreadCounts: unreadMapSchema,
  mentionCounts: unreadMapSchema,
  muted: z.array(z.string()),
});
export type NotificationsAll = z.infer<typeof notificationsAllSchema>;

export const mutedResponse = z.object({ muted: z.array(z.string()) });
export const muteBody = z.object({ user_id: claimedUserId, muted: z.boolean({ error: 'muted must be true or false.' }) });
export const muteResponse = z.object({ chat_key: z.string(), muted: z.boolean() });
export const readBody = z.object({ user_id: claimedUserId }).optional();
export const readResponse = z.object({ chat_key: z.string(), last_read_id: z.number().int() });
