import { z } from 'zod';
import { parseTopics } from './topics.ts';

/** The live streams' requests (decisions 0003 and 0011): a member's ticketed stream and a visitor's. */
export const streamTicketResponse = z.object({ ticket: z.string(), expires_at: z.string() });
/** The longest `topics` parameter: 20 of the longest topics, with room to spare. */
const MAX_TOPICS_TEXT = 2000;
/** Comma-separated live topics (decision 0011), checked by `parseTopics`. */
const topicsParam = z
  .string({ error: 'At least one topic is required.' })
  .max(MAX_TOPICS_TEXT, `The topics are too long: at most ${MAX_TOPICS_TEXT} characters.`)
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
