import { chatKindOf } from '../chat/chat-keys.ts';
import type { UnreadTotals } from './contracts.ts';

/** Spec 1 section 9: a small badge stops at 9+, the full one at 99+. */
export function badgeText(count: number, cap: 9 | 99 = 99): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

/**
 * Totals for the dots: a muted chat counts only its mentions of the user; the active chat
 * (the one on screen) counts nothing, because the user is reading it (spec 1 section 4).
 */
export function unreadTotals(
  counts: Record<string, number>,
  options: { muted?: readonly string[]; mentions?: Record<string, number>; activeKey?: string | null } = {},
): UnreadTotals {
  const muted = new Set(options.muted ?? []);
  let channelsUnread = 0;
  let messagesUnread = 0;
  for (const [key, count] of Object.entries(counts)) {
    if (key === options.activeKey) continue;
    const counted = muted.has(key) ? Math.min(count, options.mentions?.[key] ?? 0) : count;
    if (chatKindOf(key) === 'channel') channelsUnread += counted;
    else messagesUnread += counted;
  }
  return { totalUnread: channelsUnread + messagesUnread, channelsUnread, messagesUnread };
}

/** Spec 1 section 9: refresh at most every 30 s, poll every 120 s, re-run 1 s after the active chat changes. */
export const NOTIFICATION_THROTTLE_MS = 30_000;
export const NOTIFICATION_POLL_MS = 120_000;
export const NOTIFICATION_ACTIVE_CHANGE_DELAY_MS = 1_000;
