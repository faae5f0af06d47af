import { describe, expect, it } from 'vitest';
import { matchEventLine, matchOutcome } from './match-labels.ts';

const scored = (red: number | null, blue: number | null, winning_alliance: 'red' | 'blue' | '' = '') => ({
  winning_alliance,
  alliances: {
    red: { team_keys: [], surrogate_team_keys: [], dq_team_keys: [], score: red },
    blue: { team_keys: [], surrogate_team_keys: [], dq_team_keys: [], score: blue },
  },
});

describe('matchEventLine', () => {
  it("reads 'name | year' and adds '| Playoffs' outside qualifications", () => {
    expect(matchEventLine({ comp_level: 'qm', event_key: '2025milac' }, 'FIM District Lake City Event')).toBe('FIM District Lake City Event | 2025');
    expect(matchEventLine({ comp_level: 'sf', event_key: '2025milac' }, 'Lake City')).toBe('Lake City | 2025 | Playoffs');
    expect(matchEventLine({ comp_level: 'qm', event_key: '2025milac' }, null)).toBe('2025milac | 2025');
  });
});

describe('matchOutcome', () => {
  it('has no winner until both scores are known', () => {
    expect(matchOutcome(scored(null, null))).toBeNull();
    expect(matchOutcome(scored(10, null))).toBeNull();
  });
  it('compares scores, prefers the provider winner and knows a tie', () => {
    expect(matchOutcome(scored(10, 20))).toBe('blue');
    expect(matchOutcome(scored(30, 20))).toBe('red');
    expect(matchOutcome(scored(20, 20))).toBe('tie');
    expect(matchOutcome(scored(20, 20, 'red'))).toBe('red');
  });
});
