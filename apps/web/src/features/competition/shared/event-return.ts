import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/hydration.ts';

/** The event page's tab a match was opened from, carried in the history entry's state. */
export interface FromEventTab {
  eventTab: 'schedule' | 'playoff';
}

export const fromSchedule: FromEventTab = { eventTab: 'schedule' };
export const fromPlayoffs: FromEventTab = { eventTab: 'playoff' };

/**
 * The way back to a match's event: to the tab the match was opened from (Schedule or Playoffs), else the event page
 * as it opens. Read once hydrated: a reloaded page keeps its history state, which the server's drawing never has.
 */
export function useEventReturn(eventKey: string): string {
  const state: unknown = useLocation().state;
  const hydrated = useHydrated();
  const tab = hydrated && state && typeof state === 'object' && 'eventTab' in state ? (state as FromEventTab).eventTab : null;
  return `/event?event=${eventKey}${tab === 'schedule' || tab === 'playoff' ? `#${tab}` : ''}`;
}
