import { z } from 'zod';

/**
 * GET /api/site/search/resolve: where the search box's text leads (the rules are in search-target.ts, which stays
 * free of zod: the competition pages' first script needs its season rule, not a schema library).
 */
export const searchResolveQuery = z.object({
  q: z.string().trim().min(1, 'Search needs some text.').max(200, 'Search text is too long.'),
});
export const searchResolveResponse = z.object({ path: z.string() });
