import { describe, expect, it } from 'vitest';
import { inPlayOrder, predictEvent, redOutcome, type PredictionMatch } from './match-predictions.ts';

const match = (n: number, red: string[], blue: string[], scores: [number, number] | null, time?: number): PredictionMatch => ({
  key: `2026test_qm${n}`,
  comp_level: 'qm',
  set_number: 1,
  match_number: n,
  time: time ?? null,
  alliances: { red: { team_keys: red, score: scores?.[0] ?? -1 }, blue: { team_keys: blue, score: scores?.[1] ?? -1 } },
});

const schedule = [
  match(1, ['frc1', 'frc2', 'frc3'], ['frc4', 'frc5', 'frc6'], [60, 20]),
  match(2, ['frc1', 'frc4', 'frc5'], ['frc2', 'frc3', 'frc6'], [50, 30]),
  match(3, ['frc1', 'frc6', 'frc2'], ['frc3', 'frc4', 'frc5'], [55, 25]),
  match(4, ['frc4', 'frc5', 'frc6'], ['frc1', 'frc2', 'frc3'], null),
];

describe('predictEvent', () => {
  it('predicts each match from the matches before it only', () => {
    const before = predictEvent(schedule, null);
    const changed = predictEvent([...schedule.slice(0, 2), match(3, ['frc1', 'frc6', 'frc2'], ['frc3', 'frc4', 'frc5'], [0, 90])], null);
    expect(changed.slice(0, 3)).toEqual(before.slice(0, 3));
  });

  it('without priors, says nothing before the first score and favours the stronger alliance after', () => {
    const [first, , , last] = predictEvent(schedule, null);
    expect(first).toEqual({ key: '2026test_qm1', red_score: null, blue_score: null, red_win_prob: 0.5, red_bonus: [], blue_bonus: [] });
    expect(last!.red_win_prob).toBeLessThan(0.5);
    expect(last!.blue_score!).toBeGreaterThan(last!.red_score!);
  });

  it('with Elo priors, favours the higher rated alliance from the first match', () => {
    const ratings = new Map([
      ['frc1', 1700],
      ['frc2', 1600],
      ['frc3', 1600],
      ['frc4', 1450],
      ['frc5', 1450],
      ['frc6', 1450],
    ]);
    const [first] = predictEvent(schedule, { scale: 'elo', ratings });
    expect(first!.red_win_prob).toBeGreaterThan(0.5);
  });

  it('orders by time when every match has one, else by level, set and number', () => {
    const timed = [match(1, [], [], null, 300), match(2, [], [], null, 100)];
    expect(inPlayOrder(timed).map((m) => m.match_number)).toEqual([2, 1]);
    expect(inPlayOrder([timed[0]!, match(2, [], [], null)]).map((m) => m.match_number)).toEqual([1, 2]);
  });

  it('counts a tie as half a win and an unplayed match as no result', () => {
    expect(redOutcome(match(1, [], [], [40, 40]))).toBe(0.5);
    expect(redOutcome(match(1, [], [], null))).toBeNull();
  });
});
