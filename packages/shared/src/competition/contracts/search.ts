import { z } from 'zod';
import { SEARCH_RESULTS_PER_TAB } from '../search-limits.ts';

export { SEARCH_RESULTS_PER_TAB, SEARCH_SCORE_CUTOFF, SEARCH_SUGGESTIONS_PER_TAB } from '../search-limits.ts';

export const competitionSearchQuery = z.object({
  q: z.string().trim().min(1, 'Search needs some text.').max(100, 'Search text is too long.'),
  /** At most this many per tab (the search box's suggestions ask for a few); 15 when left out. */
  limit: z.coerce
    .number()
    .int('The limit is a whole number.')
    .min(1, 'The limit is at least 1.')
    .max(SEARCH_RESULTS_PER_TAB, `The limit is at most ${SEARCH_RESULTS_PER_TAB}.`)
    .optional(),
});

/** GET /api/competition/search?q=: up to 15 teams and 15 events, best first. */
export const competitionSearchResponse = z.object({
  q: z.string(),
  teams: z.array(z.object({ team_number: z.number(), nickname: z.string() })),
  events: z.array(z.object({ key: z.string(), name: z.string(), year: z.number(), start_date: z.string().nullable() })),
  /** The tab holding the best match (Teams on a tie), where the page opens; null when nothing matched. */
  best: z.enum(['teams', 'events']).nullable(),
  /** When the index was last built; null until the first build finished. */
  indexedAt: z.string().nullable(),
  /** True when the index could not be built from the provider; results may be incomplete. */
  stale: z.boolean(),
});
export type CompetitionSearchResponse = z.infer<typeof competitionSearchResponse>;
