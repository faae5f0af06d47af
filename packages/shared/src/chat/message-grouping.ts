/** Consecutive messages of one sender within this many milliseconds share a group (spec 3 section 9). */
export const GROUPING_WINDOW_MS = 2 * 60 * 1000;

export interface GroupableMessage {
  sender_id: number | null;
  timestamp: string;
}

/** Whether `message` continues the group `previous` started (same sender, at most 2 minutes later). */
export function continuesGroup(previous: GroupableMessage | undefined, message: GroupableMessage): boolean {
  if (!previous || previous.sender_id === null || previous.sender_id !== message.sender_id) return false;
  const gap = Date.parse(message.timestamp) - Date.parse(previous.timestamp);
  return gap >= 0 && gap <= GROUPING_WINDOW_MS;
}

/** Splits an ascending list into runs of one sender; each run starts a new group. */
export function groupMessages<T extends GroupableMessage>(messages: readonly T[]): T[][] {
  const groups: T[][] = [];
  let previous: T | undefined;
  for (const message of messages) {
    if (continuesGroup(previous, message)) groups[groups.length - 1]!.push(message);
    else groups.push([message]);
    previous = message;
  }
  return groups;
}

/** The time for a message sent today, otherwise month/day (spec 3 section 9), in the viewer's locale and zone. */
export function formatMessageStamp(timestamp: string, now: Date, locale?: string, timeZone?: string): string {
  const at = new Date(timestamp);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  if (day(at) === day(now)) {
    return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  }
  return new Intl.DateTimeFormat(locale, { timeZone, month: 'numeric', day: 'numeric' }).format(at);
}
