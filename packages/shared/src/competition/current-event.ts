import { eventStatus, eventWindow, type EventDates } from './event-status.ts';

/**
 * A team's current event: the one in progress, otherwise the next upcoming (spec 2 section 4).
 * This is also spec 1's rule, "the earliest event whose end date plus one day is not yet past":
 * the end date plus one day is the midnight that ends the event, in its own time zone.
 */
export function currentEvent<E extends EventDates>(events: readonly E[], now: Date): E | null {
  const open = events.filter((e) => eventWindow(e) !== null && eventStatus(e, now) !== 'completed');
  const byStart = [...open].sort((a, b) => eventWindow(a)!.start.getTime() - eventWindow(b)!.start.getTime() || a.key.localeCompare(b.key));
  return byStart.find((e) => eventStatus(e, now) === 'current') ?? byStart[0] ?? null;
}
