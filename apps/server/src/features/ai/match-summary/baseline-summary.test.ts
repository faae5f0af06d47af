import { describe, expect, it } from 'vitest';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { baselineSummary } from './baseline-summary.ts';
import { bonusName, matchFacts } from './match-facts.ts';

const side = (teams: string[], score: number | null) => ({ team_keys: teams, surrogate_team_keys: [], dq_team_keys: [], score });

function page(overrides: Partial<MatchPageResponse['match']> = {}): MatchPageResponse {
  return {
    stale: false,
    fetchedAt: null,
    epa_pending: false,
    event: null,
    teams: [],
    match: {
      key: '2025milac_qm12',
      event_key: '2025milac',
      comp_level: 'qm',
      set_number: 1,
      match_number: 12,
      winning_alliance: 'red',
      time: null,
      predicted_time: null,
      actual_time: 1,
      alliances: { red: side(['frc7790', 'frc3767', 'frc5560'], 152), blue: side(['frc1', 'frc2', 'frc3'], 118) },
      score_breakdown: {
        red: {
          autoPoints: 44,
          teleopPoints: 108,
          endGameBargePoints: 24,
          foulPoints: 0,
          coralBonusAchieved: true,
          bargeBonusAchieved: true,
          autoBonusAchieved: false,
        },
        blue: { autoPoints: 30, teleopPoints: 80, endGameBargePoints: 12, foulPoints: 8 },
      },
      videos: [],
      ...overrides,
    },
  };
}

describe('baselineSummary', () => {
  it('names the winner, the margin, where the points came from and the bonuses', () => {
    expect(baselineSummary(matchFacts(page()))).toBe(
      'Red (7790, 3767, 5560) beat Blue (1, 2, 3) 152–118 in Qualification 12, a 34-point margin. ' +
        'Red scored 44 in auto and 108 in teleop (24 of them in the endgame). ' +
        'Blue scored 30 in auto, 80 in teleop (12 of them in the endgame) and 8 from fouls. ' +
        'Red earned the Coral Bonus and Barge Bonus.',
    );
  });

  it('says when fouls were worth at least the margin', () => {
    const p = page({ alliances: { red: side(['frc1'], 50), blue: side(['frc2'], 45) }, winning_alliance: 'red' });
    p.match.score_breakdown!.red.foulPoints = 6;
    expect(baselineSummary(matchFacts(p))).toContain('Fouls decided it: Red received 6 foul points');
  });

  it('reports a tie and an unplayed match', () => {
    expect(baselineSummary(matchFacts(page({ alliances: { red: side(['frc1'], 60), blue: side(['frc2'], 60) }, winning_alliance: '' })))).toMatch(
      /^Qualification 12 ended in a 60–60 tie/,
    );
    expect(baselineSummary(matchFacts(page({ alliances: { red: side(['frc1'], null), blue: side(['frc2'], null) }, score_breakdown: null })))).toBe(
      'Qualification 12 has not been played yet. Red (1) will face Blue (2).',
    );
  });

  it('names bonus fields for people', () => {
    expect(bonusName('coralBonusAchieved')).toBe('Coral Bonus');
    expect(bonusName('autoQuestRankingPoint')).toBe('Auto Quest ranking point');
    expect(bonusName('teleopDefensesBreached')).toBe('Defenses Breached');
  });
});
