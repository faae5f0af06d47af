import { describe, expect, it } from 'vitest';
import { landingSearchTab, preferredSearchTab } from './search-tab.ts';

describe('preferredSearchTab', () => {
  it('switches only when the active tab is empty and the other is not', () => {
    expect(preferredSearchTab('teams', { teams: 0, events: 3 })).toBe('events');
    expect(preferredSearchTab('events', { teams: 2, events: 0 })).toBe('teams');
    expect(preferredSearchTab('teams', { teams: 1, events: 3 })).toBe('teams');
    expect(preferredSearchTab('teams', { teams: 0, events: 0 })).toBe('teams');
  });
});

describe('landingSearchTab', () => {
  it('opens the tab holding the best match, even when the other has results too', () => {
    expect(landingSearchTab('events', { teams: 4, events: 2 })).toBe('events');
    expect(landingSearchTab('teams', { teams: 1, events: 15 })).toBe('teams');
  });

  it('opens Teams when the server names no tab, and keeps the switch to a tab with results', () => {
    expect(landingSearchTab(null, { teams: 0, events: 0 })).toBe('teams');
    expect(landingSearchTab(undefined, { teams: 0, events: 2 })).toBe('events');
    expect(landingSearchTab('events', { teams: 3, events: 0 })).toBe('teams');
  });
});
