import { describe, expect, it } from 'vitest';
import { daysAwayText, formatAverageRank, formatRanking, formatWinRate, recordText, totalSeasons, yearsActive } from './team-formulas.ts';

describe('team summary formulas', () => {
  it('Years Active is the current year minus the rookie year plus 1', () => {
    expect(yearsActive(2019, 2026)).toBe(8);
    expect(yearsActive(2026, 2026)).toBe(1);
    expect(yearsActive(null, 2026)).toBeNull();
  });
  it('Total Seasons is the past seasons plus 1', () => {
    expect(totalSeasons(6)).toBe(7);
    expect(totalSeasons(0)).toBe(1);
  });
});

describe('team stats', () => {
  const stats = { event_count: 3, average_rank: 7.333, win_rate: 62.456 };
  it('shows win rate as a percentage and average rank to 1 decimal', () => {
    expect(formatWinRate(stats)).toBe('62.5%');
    expect(formatAverageRank(stats)).toBe('7.3');
  });
  it("shows 'Error' when the statuses failed and a dash with nothing played", () => {
    expect(formatWinRate(null)).toBe('Error');
    expect(formatAverageRank(null)).toBe('Error');
    expect(formatWinRate({ event_count: 1, average_rank: null, win_rate: null })).toBe('–');
  });
  it("writes the ranking as 'rank / total', with the year when it is from an earlier season", () => {
    expect(formatRanking({ kind: 'district', key: '2026fim', year: 2026, rank: 12, total: 190 }, 2026)).toBe('12 / 190');
    expect(formatRanking({ kind: 'regional', key: '2025', year: 2025, rank: 40, total: 800 }, 2026)).toBe('40 / 800 (2025)');
  });
});

describe('small texts', () => {
  it('counts days away', () => {
    expect(daysAwayText(0)).toBe('Starts today');
    expect(daysAwayText(1)).toBe('Tomorrow');
    expect(daysAwayText(12)).toBe('12 days away');
  });
  it('writes a record', () => {
    expect(recordText({ wins: 8, losses: 3, ties: 1 })).toBe('8-3-1');
    expect(recordText(null)).toBe('–');
  });
});
