import { z } from 'zod';
import { parseTopics } from '../competition/live-topics.ts';
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

export const streamTicketResponse = z.object({ ticket: z.string(), expires_at: z.string() });
/** Comma-separated live topics (decision 0011), checked by `parseTopics`. */
const topicsParam = z
  .string({ error: 'At least one topic is required.' })
  .max(2000)
  .superRefine((raw, ctx) => {
    const parsed = parseTopics(raw);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  });

export const streamQuery = z.object({
  ticket: z.string().min(1, 'A stream ticket is required.').max(100),
  last_event_id: z.coerce.number().int().min(0).optional(),
  /** The competition topics the members' stream watches besides chat. */
  topics: topicsParam.optional(),
});

/** GET /api/live/stream: a visitor's stream, no account needed; it carries competition changes only. */
export const publicStreamQuery = z.object({
  // `topics=,,,` names none: a stream watching nothing would only hold a visitor's slot.
  topics: topicsParam.refine((raw) => {
    const parsed = parseTopics(raw);
    return !('topics' in parsed) || parsed.topics.length > 0;
  }, 'At least one topic is required.'),
  last_event_id: z.coerce.number().int().min(0).optional(),
});
