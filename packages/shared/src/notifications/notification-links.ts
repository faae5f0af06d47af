/**
 * Where a notification leads, for the server (what an alert carries), the service worker and the
 * app (what a tap opens). No zod: the service worker stays small.
 */
import { chatKindOf } from '../chat/chat-keys.ts';

/** The query parameter naming the message to bring into view on a chat screen. */
export const MESSAGE_PARAM = 'message';

/**
 * The page that shows one chat, scrolled to a message when given: channels on /channels?channel=,
 * direct and group chats on /messages?chat= (the screens read these parameters).
 */
export function chatUrl(chatKey: string, messageId?: number | null): string {
  const params = new URLSearchParams(chatKindOf(chatKey) === 'channel' ? { channel: chatKey } : { chat: chatKey });
  if (messageId != null && Number.isInteger(messageId) && messageId > 0) params.set(MESSAGE_PARAM, String(messageId));
  return `${chatKindOf(chatKey) === 'channel' ? '/channels' : '/messages'}?${params.toString()}`;
}

/**
 * An address on this site, or null: a path from the root, never `//host` or `/\host`, which
 * browsers read as another site.
 */
export function sitePath(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it turns away
  return /[\u0000-\u001f]/.test(url) ? null : url;
}

export interface WindowLike {
  url: string;
}

/** What a notification click does with the open windows of the site. */
export type ClickPlan = { action: 'focus'; index: number } | { action: 'navigate'; index: number } | { action: 'open' };

/**
 * A window already showing the target is focused as it is; otherwise a window of the site is taken
 * there (the focused or visible one first); with none open, a new one opens.
 */
export function planNotificationClick(
  windows: readonly (WindowLike & { focused?: boolean; visibilityState?: string })[],
  target: string,
  origin: string,
): ClickPlan {
  const href = new URL(target, origin).href;
  const sameSite = windows.map((w, index) => ({ w, index })).filter(({ w }) => new URL(w.url, origin).origin === origin);
  const showing = sameSite.find(({ w }) => new URL(w.url, origin).href === href);
  if (showing) return { action: 'focus', index: showing.index };
  const best = sameSite.find(({ w }) => w.focused) ?? sameSite.find(({ w }) => w.visibilityState === 'visible') ?? sameSite[0];
  return best ? { action: 'navigate', index: best.index } : { action: 'open' };
}
