import { describe, expect, it } from 'vitest';
import { tabFromHash } from '../shared/hash-tab.ts';
import { EVENT_TAB_ALIASES, EVENT_TABS, effectiveEventTab, offeredEventTabs } from './event-tab.ts';

describe('event tabs', () => {
  it('reads the hash: the four tabs, playoffs as an alias, rankings otherwise', () => {
    const read = (hash: string) => tabFromHash(hash, EVENT_TABS, 'rankings', EVENT_TAB_ALIASES);
    expect(['#rankings', '#schedule', '#playoff', '#playoffs', '#awards', '#teams', ''].map(read)).toEqual([
      'rankings',
      'schedule',
      'playoff',
      'playoff',
      'awards',
      'rankings',
      'rankings',
    ]);
  });
  it('switches a championship from rankings or schedule to the playoffs and offers only Playoffs and Awards', () => {
    expect(effectiveEventTab('rankings', true)).toBe('playoff');
    expect(effectiveEventTab('schedule', true)).toBe('playoff');
    expect(effectiveEventTab('awards', true)).toBe('awards');
    expect(effectiveEventTab('schedule', false)).toBe('schedule');
    expect(offeredEventTabs(true)).toEqual(['playoff', 'awards']);
    expect(offeredEventTabs(false)).toEqual(['rankings', 'schedule', 'playoff', 'awards']);
  });
});
