/** Chat limits and fixed texts, free of zod so the browser's first chunk can import them. */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_TOO_LONG = `Message is too long (at most ${MESSAGE_MAX_LENGTH} characters).`;
export const MESSAGE_EMPTY = 'Message cannot be empty.';
export const NOT_YOURSELF = 'You can only act as yourself.';
export const DELETED_USER_NAME = 'deleted user';
