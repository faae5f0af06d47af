/** The model name of the baseline summary (its own module: the match page reads it without loading zod). */
export const FALLBACK_MODEL = 'fallback';
