import { describe, expect, it } from 'vitest';
import { preferredSearchTab } from './search-tab.ts';

describe('preferredSearchTab', () => {
  it('switches only when the active tab is empty and the other is not', () => {
    expect(preferredSearchTab('teams', { teams: 0, events: 3 })).toBe('events');
    expect(preferredSearchTab('events', { teams: 2, events: 0 })).toBe('teams');
    expect(preferredSearchTab('teams', { teams: 1, events: 3 })).toBe('teams');
    expect(preferredSearchTab('teams', { teams: 0, events: 0 })).toBe('teams');
  });
});
