/** Waits this long after the last pick before saving (spec 3 section 4). */
export const AVATAR_SAVE_DELAY_MS = 500;
