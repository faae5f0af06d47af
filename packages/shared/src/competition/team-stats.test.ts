import { describe, expect, it } from 'vitest';
import { averageRank, compareAwards, ordinal, winRatePercent } from './team-stats.ts';

describe('team season figures', () => {
  it('computes the win rate over wins, losses and ties of all events', () => {
    expect(winRatePercent([{ wins: 8, losses: 1, ties: 0 }, null, { wins: 2, losses: 4, ties: 1 }])).toBeCloseTo(62.5);
    expect(winRatePercent([null])).toBeNull();
  });

  it('averages the known ranks only', () => {
    expect(averageRank([3, null, 8])).toBe(5.5);
    expect(averageRank([])).toBeNull();
  });

  it('writes ordinals with 11 to 13 as th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it('orders awards impact, winner, finalist, engineering inspiration, then the rest', () => {
    const types = [5, 2, 9, 1, 0, 3].map((award_type) => ({ award_type }));
    expect(types.sort(compareAwards).map((a) => a.award_type)).toEqual([0, 1, 2, 9, 5, 3]);
  });
});
