import { describe, expect, it } from 'vitest';
import { compLevelLabel, compareMatches, matchLabel, nextMatch } from './match-order.ts';

const m = (comp_level: string, set_number: number, match_number: number, extra = {}) => ({
  comp_level,
  set_number,
  match_number,
  ...extra,
});

describe('match labels', () => {
  it('labels each level as the pages show it', () => {
    expect(matchLabel(m('qm', 1, 12))).toBe('Q12');
    expect(matchLabel(m('qf', 3, 2))).toBe('QF3-2');
    expect(matchLabel(m('ef', 1, 1))).toBe('EF1-1');
    expect(matchLabel(m('sf', 7, 1), 0)).toBe('SF7-1');
    expect(matchLabel(m('sf', 7, 1), 10)).toBe('M7');
    expect(matchLabel(m('f', 1, 2))).toBe('F2');
    expect(matchLabel(m('f', 1, 4))).toBe('OT1');
    expect(matchLabel(m('f', 1, 5))).toBe('OT2');
  });

  it('names the levels', () => {
    expect(['qm', 'ef', 'qf', 'sf', 'f', 'xx'].map(compLevelLabel)).toEqual(['Q', 'QF', 'QF', 'SF', 'F', 'XX']);
  });

  it('orders matches by level, set and number', () => {
    const sorted = [m('f', 1, 1), m('qm', 1, 10), m('sf', 2, 1), m('qm', 1, 2)].sort(compareMatches);
    expect(sorted.map((x) => matchLabel(x, 10))).toEqual(['Q2', 'Q10', 'M2', 'F1']);
  });
});

describe('nextMatch', () => {
  const played = m('qm', 1, 1, { predicted_time: 100, actual_time: 101 });
  const later = m('qm', 1, 3, { predicted_time: 300, actual_time: null });
  const sooner = m('qm', 1, 2, { predicted_time: 200, actual_time: null });
  const untimed = m('sf', 1, 1, { predicted_time: null, actual_time: null });

  it('is the earliest unplayed match with a predicted time', () => {
    expect(nextMatch([played, later, untimed, sooner])).toBe(sooner);
  });

  it('is null when no unplayed match has a predicted time', () => {
    expect(nextMatch([played, untimed])).toBeNull();
  });

  it('can fall back to the first unplayed match without a time', () => {
    expect(nextMatch([played, untimed], { requirePredictedTime: false })).toBe(untimed);
  });
});
