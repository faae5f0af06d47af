// The search's limits, apart from its schemas (contracts/search.ts): the header's search box reads them on every page,
// and zod stays out of the first script a page loads.

export const SEARCH_RESULTS_PER_TAB = 15;
/** Fuzzy scores at or above this are dropped (0 is a perfect match). */
export const SEARCH_SCORE_CUTOFF = 0.8;
/** Suggestions the search box shows while typing, per tab. */
export const SEARCH_SUGGESTIONS_PER_TAB = 4;
