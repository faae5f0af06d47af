import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { describe, expect, it } from 'vitest';
import { nextMatchOf, sideOf } from './next-match.ts';

const match = (level: string, set: number, number: number, red: string[], blue: string[], scores: [number, number] | null): MatchSummary => ({
  key: `2025milac_${level}${level === 'qm' ? '' : `${set}m`}${number}`,
  event_key: '2025milac',
  comp_level: level,
  set_number: set,
  match_number: number,
  winning_alliance: scores ? (scores[0] > scores[1] ? 'red' : 'blue') : '',
  time: null,
  predicted_time: null,
  actual_time: scores ? 1_740_000_000 + number : null,
  alliances: {
    red: { team_keys: red, surrogate_team_keys: [], dq_team_keys: [], score: scores?.[0] ?? null },
    blue: { team_keys: blue, surrogate_team_keys: [], dq_team_keys: [], score: scores?.[1] ?? null },
  },
});

const ours = ['frc7790', 'frc1', 'frc2'];
const theirs = ['frc3', 'frc4', 'frc5'];

describe('nextMatchOf', () => {
  it("finds the team's first match still to be played, in play order", () => {
    const matches = [
      match('qm', 1, 9, theirs, ours, null),
      match('qm', 1, 2, ours, theirs, [50, 40]),
      match('qm', 1, 5, theirs, ['frc6', 'frc7', 'frc8'], null),
      match('qm', 1, 7, theirs, ours, null),
    ];
    expect(nextMatchOf(matches, 'frc7790')?.match_number).toBe(7);
    expect(nextMatchOf(matches, 'frc6')?.match_number).toBe(5);
  });
  it('is null once all its matches are played, or for a team not at the event', () => {
    const matches = [match('qm', 1, 2, ours, theirs, [50, 40])];
    expect(nextMatchOf(matches, 'frc7790')).toBeNull();
    expect(nextMatchOf(matches, 'frc9999')).toBeNull();
  });
  it('says which side a team is on', () => {
    const m = match('qm', 1, 1, ours, theirs, null);
    expect(sideOf(m, 'frc7790')).toBe('red');
    expect(sideOf(m, 'frc4')).toBe('blue');
    expect(sideOf(m, 'frc99')).toBeNull();
  });
});
