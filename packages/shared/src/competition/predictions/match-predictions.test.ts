import { describe, expect, it } from 'vitest';
import { eventModel, inPlayOrder, predictEvent, redOutcome, type PredictionMatch } from './match-predictions.ts';

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
    expect(first).toEqual({ key: '2026test_qm1', red_score: null, blue_score: null, red_win_prob: 0.5, red_bonus: [], blue_bonus: [], known: false });
    expect(last!.known).toBe(true);
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

/**
 * Decision 0015's model worked out here on its own (a plain linear solve, not the model's running inverse), with the
 * decision's constants written out: a change to a constant or to the blend shows as a different number.
 */
describe('the ratings and chances decision 0015 documents', () => {
  const played = schedule.filter((m) => redOutcome(m) !== null);
  const teams = ['frc1', 'frc2', 'frc3', 'frc4', 'frc5', 'frc6'];
  const scores = played.flatMap((m) => [m.alliances.red.score!, m.alliances.blue.score!]);
  const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
  // σ of the alliance scores played (population), μ/3 each team's share of the mean alliance score.
  const sigma = Math.sqrt(scores.reduce((s, x) => s + (x - mean) ** 2, 0) / scores.length);

  /** x = argmin Σ (score − Σ x_t)² + λ Σ (x_t − p_t)², solved as (λI + Σ uuᵀ) x = Σ score·u + λp by elimination. */
  function ridge(lambda: number, prior: number[]): number[] {
    const n = teams.length;
    const a = teams.map((_, i) => teams.map((_, j) => (i === j ? lambda : 0)));
    const b = prior.map((p) => lambda * p);
    for (const m of played) {
      for (const side of [m.alliances.red, m.alliances.blue]) {
        const ids = side.team_keys.map((t) => teams.indexOf(t));
        for (const i of ids) {
          b[i]! += side.score!;
          for (const j of ids) a[i]![j]! += 1;
        }
      }
    }
    for (let c = 0; c < n; c++) {
      for (let r = c + 1; r < n; r++) {
        const f = a[r]![c]! / a[c]![c]!;
        for (let k = c; k < n; k++) a[r]![k]! -= f * a[c]![k]!;
        b[r]! -= f * b[c]!;
      }
    }
    const x = new Array<number>(n).fill(0);
    for (let r = n - 1; r >= 0; r--) {
      let s = b[r]!;
      for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!;
      x[r] = s / a[r]![r]!;
    }
    return x;
  }
  const chance = (margin: number, k: number) => 1 / (1 + 10 ** ((-k * margin) / sigma));
  const unplayed = schedule[3]!;
  const sum = (keys: readonly string[], rating: number[]) => keys.reduce((s, t) => s + rating[teams.indexOf(t)]!, 0);

  it('outage mode (Statbotics down): in-event ridge OPR toward the mean share with λ = 1.6, no prior share, k = 0.545', () => {
    const meanShare = teams.map(() => mean / 3);
    const rating = ridge(1.6, meanShare);
    const model = eventModel(schedule, null);
    for (const [i, team] of teams.entries()) expect(model.rating(team), team).toBeCloseTo(rating[i]!, 9);
    expect(model.k).toBe(0.545);
    expect(model.sigma).toBeCloseTo(sigma, 9);

    const red = sum(unplayed.alliances.red.team_keys, rating);
    const blue = sum(unplayed.alliances.blue.team_keys, rating);
    const last = model.predictions.find((p) => p.key === unplayed.key)!;
    expect(last.red_score).toBeCloseTo(red, 9);
    expect(last.blue_score).toBeCloseTo(blue, 9);
    // The chance this pair of alliance strengths gives at the outage constant, and not at the prior's.
    expect(last.red_win_prob).toBeCloseTo(chance(red - blue, 0.545), 9);
    expect(Math.abs(chance(red - blue, 0.7) - chance(red - blue, 0.545))).toBeGreaterThan(0.01);
  });

  it('with a prior in points: ridge toward it with λ = 5, then a quarter of the prior blended in to the end, k = 0.7', () => {
    // Priors against what the event shows (frc1 strongest there), so the blend has something to move.
    const prior = [8, 10, 12, 20, 22, 24];
    const priors = { scale: 'points' as const, ratings: new Map(teams.map((t, i) => [t, prior[i]!])) };
    const fit = ridge(5, prior);
    const rating = fit.map((x, i) => 0.25 * prior[i]! + 0.75 * x);
    const model = eventModel(schedule, priors);
    for (const [i, team] of teams.entries()) {
      expect(model.rating(team), team).toBeCloseTo(rating[i]!, 9);
      // The blend moves each rating measurably off the fit alone.
      expect(Math.abs(rating[i]! - fit[i]!), team).toBeGreaterThan(0.1);
    }
    expect(model.k).toBe(0.7);

    const red = sum(unplayed.alliances.red.team_keys, rating);
    const blue = sum(unplayed.alliances.blue.team_keys, rating);
    const last = model.predictions.find((p) => p.key === unplayed.key)!;
    expect(last.red_score).toBeCloseTo(red, 9);
    expect(last.blue_score).toBeCloseTo(blue, 9);
    expect(last.red_win_prob).toBeCloseTo(chance(red - blue, 0.7), 9);
  });
});
