/**
 * What the service worker and the app need to show an alert, without zod (the service worker stays small).
 */
import { sitePath } from './notification-links.ts';

/** What a push message carries to the service worker or the app. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Same tag = same alert: a repeated delivery replaces the notification instead of adding one. */
  tag: string;
  kind: string;
}

/** Spec 1 section 8: a foreground push without a title shows this. */
export const DEFAULT_PUSH_TITLE = 'New message';
/** Spec 1 section 9: the app's local notification for unread messages. */
export const UNREAD_LOCAL_NOTIFICATION = { title: 'New messages', body: 'You have unread messages' } as const;

/** Reads a push message's text: our JSON payload, or plain text as the body. Unknown or wrong-typed fields are dropped. */
export function parsePushText(text: string): Partial<PushPayload> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { body: text };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { body: text };
  const out: Partial<PushPayload> = {};
  for (const field of ['title', 'body', 'url', 'tag', 'kind'] as const) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string') out[field] = value;
  }
  // Only addresses on this site are opened from a notification.
  if (out.url !== undefined && sitePath(out.url) === null) delete out.url;
  return out;
}

/** The title to show: the payload's, or the spec's default. */
export const displayTitle = (payload: Partial<PushPayload>): string => payload.title?.trim() || DEFAULT_PUSH_TITLE;
