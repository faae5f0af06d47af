import { z } from 'zod';
import { matchKeyParam } from '../competition/contracts/common.ts';

/**
 * POST /api/ai/match-summary/generate. The page may send the match it shows (spec 2 section 7),
 * but the server loads the match itself and never reads a match sent by the client.
 */
export const matchSummaryRequest = z.object({
  match_key: matchKeyParam,
  match: z.unknown().optional(),
  /** Write a new summary instead of answering the one kept for this match. */
  regenerate: z.boolean().optional(),
});
export type MatchSummaryRequest = z.infer<typeof matchSummaryRequest>;

export const matchSummaryResponse = z.object({
  summary: z.string(),
  /** The model that wrote it, or 'fallback' for the baseline summary written from the data. */
  model: z.string(),
  fallbackUsed: z.boolean(),
  /**
   * The scores the summary was written for, as the server knew the match (null before it is played). A page showing
   * other scores knows this summary is not theirs: the server had not yet caught up with a result the page was told.
   */
  scores: z.object({
    red: z.number().nullable(),
    blue: z.number().nullable(),
    /** Before it is played: whether the summary was written with the match on the field (it says so) or still to come. */
    on_field: z.boolean().optional(),
  }),
});
export type MatchSummaryResponse = z.infer<typeof matchSummaryResponse>;

export { FALLBACK_MODEL } from './fallback-model.ts';
