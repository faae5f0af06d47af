import type { Conversation } from '@team7790/shared/messages/contracts';

/**
 * The list in the server's order (unread first, then by latest activity), with each unread count taken from the
 * live counts when there are any: a message that arrives moves its chat up at once, before the list is fetched again.
 */
export function orderConversations(list: Conversation[], liveUnread: Record<string, number> | undefined): Conversation[] {
  const withCounts = liveUnread ? list.map((c) => ({ ...c, unread: liveUnread[c.key] ?? 0 })) : list;
  return withCounts.sort(
    (a, b) =>
      Number(b.unread > 0) - Number(a.unread > 0) ||
      Date.parse(b.last_activity) - Date.parse(a.last_activity) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The row's second line: the last message, "You: …" for one's own and "name: …" for someone else's in a group. */
export function previewLine(c: Conversation, me: number): string {
  const last = c.last_message;
  if (!last) return c.group ? `Group · ${c.group.members.length} member${c.group.members.length === 1 ? '' : 's'}` : 'No messages yet';
  if (last.sender_id === me) return `You: ${last.preview}`;
  return c.type === 'group' ? `${last.sender_username}: ${last.preview}` : last.preview;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago, short for the row ("now", "5m", "3h", "2d", then "Mar 3", with the year when not this one) and in
 * words for screen readers ("5 minutes ago", "March 3").
 */
export function activityLabel(timestamp: string, now: Date, timeZone?: string): { short: string; spoken: string } {
  const at = new Date(timestamp);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return { short: 'now', spoken: 'just now' };
  if (ago < HOUR) return { short: `${Math.floor(ago / MINUTE)}m`, spoken: plural(Math.floor(ago / MINUTE), 'minute') };
  if (ago < DAY) return { short: `${Math.floor(ago / HOUR)}h`, spoken: plural(Math.floor(ago / HOUR), 'hour') };
  if (ago < 7 * DAY) return { short: `${Math.floor(ago / DAY)}d`, spoken: plural(Math.floor(ago / DAY), 'day') };
  const year = (d: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(d);
  const withYear = year(at) === year(now) ? {} : { year: 'numeric' as const };
  return {
    short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone, ...withYear }).format(at),
    spoken: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone, ...withYear }).format(at),
  };
}

/** Names that start with what was typed first, then names that contain it; by name within each. */
export function matchPeople<T extends { username: string }>(people: T[], typed: string): T[] {
  const q = typed.trim().toLowerCase();
  const byName = (a: T, b: T) => a.username.localeCompare(b.username, undefined, { sensitivity: 'base' });
  if (!q) return [...people].sort(byName);
  const starts = people.filter((p) => p.username.toLowerCase().startsWith(q)).sort(byName);
  const contains = people.filter((p) => !p.username.toLowerCase().startsWith(q) && p.username.toLowerCase().includes(q)).sort(byName);
  return [...starts, ...contains];
}
