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

  it('reports a tie', () => {
    expect(baselineSummary(matchFacts(page({ alliances: { red: side(['frc1'], 60), blue: side(['frc2'], 60) }, winning_alliance: '' })))).toMatch(
      /^Qualification 12 ended in a 60–60 tie/,
    );
  });

  describe('before the score', () => {
    // 2025-03-01 14:30 UTC: 9:30 AM at Lake City (Michigan, EST).
    const SCHEDULED = Date.UTC(2025, 2, 1, 14, 30) / 1000;
    const unplayed = (overrides: Partial<MatchPageResponse['match']>, extra: Partial<MatchPageResponse> = {}) => {
      const p = page({
        alliances: { red: side(['frc1'], null), blue: side(['frc2'], null) },
        winning_alliance: '',
        actual_time: null,
        score_breakdown: null,
        ...overrides,
      });
      return { ...p, event: { ...lakeCity }, ...extra };
    };
    const lakeCity: NonNullable<MatchPageResponse['event']> = {
      key: '2025milac',
      name: 'FIM District Lake City Event',
      short_name: 'Lake City',
      year: 2025,
      event_type: 1,
      event_type_string: 'District',
      district_key: '2025fim',
      start_date: '2025-02-27',
      end_date: '2025-03-01',
      timezone: 'America/Detroit',
      city: 'Lake City',
      state_prov: 'MI',
      country: 'USA',
      week: 0,
      division_keys: [],
      parent_event_key: null,
      playoff_type: 10,
    };

    it('says when it is scheduled, in the event’s zone, named', () => {
      expect(baselineSummary(matchFacts(unplayed({ time: SCHEDULED, predicted_time: SCHEDULED + 660 })))).toBe(
        'Qualification 12 at FIM District Lake City Event is scheduled for Sat, Mar 1, 9:30 AM EST. Red (1) will face Blue (2).',
      );
      // Only a predicted time: that one.
      expect(baselineSummary(matchFacts(unplayed({ time: null, predicted_time: SCHEDULED + 660 })))).toContain(
        'is scheduled for Sat, Mar 1, 9:41 AM EST.',
      );
      expect(baselineSummary(matchFacts(unplayed({ time: null, predicted_time: null })))).toBe(
        'Qualification 12 at FIM District Lake City Event has no scheduled time yet. Red (1) will face Blue (2).',
      );
    });

    it('says a match on the field is being played, since when; a started match no longer on the field waits for its score', () => {
      const started = { time: SCHEDULED, predicted_time: SCHEDULED, actual_time: SCHEDULED + 120 };
      const onField = baselineSummary(matchFacts(unplayed(started, { on_field: true })));
      expect(onField).toBe(
        'Qualification 12 at FIM District Lake City Event is on the field now: it started at Sat, Mar 1, 9:32 AM EST. ' +
          'Red (1) and Blue (2) are playing; the score comes when it ends.',
      );
      expect(onField).not.toMatch(/has not been played/);
      expect(baselineSummary(matchFacts(unplayed(started, { on_field: false })))).toBe(
        'Qualification 12 at FIM District Lake City Event started at Sat, Mar 1, 9:32 AM EST; its score is not in yet. Red (1) faced Blue (2).',
      );
    });
  });

  it('names bonus fields for people', () => {
    expect(bonusName('coralBonusAchieved')).toBe('Coral Bonus');
    expect(bonusName('autoQuestRankingPoint')).toBe('Auto Quest ranking point');
    expect(bonusName('teleopDefensesBreached')).toBe('Defenses Breached ranking point');
    expect(bonusName('kPaRankingPointAchieved')).toBe('kPa ranking point');
    expect(bonusName('rotorRankingPointAchieved')).toBe('Rotor ranking point');
    // 2026 (REBUILT): the keys name the ranking point alone.
    expect(bonusName('energizedAchieved')).toBe('Energized ranking point');
    expect(bonusName('superchargedAchieved')).toBe('Supercharged ranking point');
    expect(bonusName('traversalAchieved')).toBe('Traversal ranking point');
  });
});
