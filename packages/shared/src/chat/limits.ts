/** Chat limits and fixed texts, free of zod so the browser's first chunk can import them. */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
export const MENTIONS_PAGE_SIZE = 20;
export const MENTIONS_PAGE_MAX = 50;
export const MESSAGE_TOO_LONG = `Message is too long (at most ${MESSAGE_MAX_LENGTH} characters).`;
export const MESSAGE_EMPTY = 'Message cannot be empty.';
export const NOT_YOURSELF = 'You can only act as yourself.';
export const DELETED_USER_NAME = 'deleted user';

/**
 * How a page `around` a message splits `limit`: the message and the newest `older` before it (ids up to it),
 * then the oldest `newer` after it. The reader knows there may be more on a side its page filled.
 */
export function aroundSplit(limit: number): { older: number; newer: number } {
  const older = Math.ceil(limit / 2);
  return { older, newer: limit - older };
}
