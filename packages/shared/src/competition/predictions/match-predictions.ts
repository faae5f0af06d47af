/**
 * Match predictions for one event (issue 32, decision 0015): a team rating that starts from a prior and is
 * refitted from each played match by ridge least squares, turned into predicted scores and a win chance.
 * Pure: the caller brings the matches and the priors; every prediction uses only the matches before it.
 */
import { compareMatches } from '../match-order.ts';

export interface PredictionAlliance {
  team_keys: readonly string[];
  /** Null, or TBA's -1, while the match is unplayed. */
  score: number | null;
}

export interface PredictionMatch {
  key: string;
  comp_level: string;
  set_number: number;
  match_number: number;
  time?: number | null;
  actual_time?: number | null;
  alliances: { red: PredictionAlliance; blue: PredictionAlliance };
}

/**
 * A rating per team known before the event: in points of an alliance score (Statbotics' EPA), or an Elo
 * rating (Caleb Sykes'), which becomes points on the event's own score spread as matches are played.
 */
export type TeamPriors = { scale: 'points'; ratings: ReadonlyMap<string, number> } | { scale: 'elo'; ratings: ReadonlyMap<string, number> };

export interface MatchPrediction {
  key: string;
  /** Predicted alliance scores; null until a score of the event or a prior in points gives a scale. */
  red_score: number | null;
  blue_score: number | null;
  red_win_prob: number;
}

export interface PredictionSettings {
  /** Ridge weight pulling each in-event rating toward the team's prior, in matches' worth. */
  ridge: number;
  /** The same weight without priors (outage mode), pulling toward the event's mean team share. */
  outageRidge: number;
  /** Share of the prior in the final rating, beside the in-event fit (0 = the fit alone). */
  priorWeight: number;
  /** Win chance of a margin m on an event whose alliance scores spread by σ: 1 / (1 + 10^(-k·m/σ)). */
  logisticK: number;
  /** The same constant without priors (outage mode). */
  outageLogisticK: number;
  /** Points per Elo point, per σ of the event's alliance scores (Sykes' 400-point logistic read at Statbotics' k = 5/8). */
  eloPointsPerSigma: number;
}

export const DEFAULT_PREDICTION_SETTINGS: PredictionSettings = {
  ridge: 5,
  outageRidge: 1.6,
  priorWeight: 0.25,
  logisticK: 0.7,
  outageLogisticK: 0.545,
  eloPointsPerSigma: 1 / 300,
};

const played = (a: PredictionAlliance): a is PredictionAlliance & { score: number } => a.score !== null && a.score >= 0;

/** A match's result once both scores are in: 1 red won, 0 blue won, 0.5 a tie; null unplayed. */
export function redOutcome(m: PredictionMatch): number | null {
  const { red, blue } = m.alliances;
  if (!played(red) || !played(blue)) return null;
  return red.score > blue.score ? 1 : red.score < blue.score ? 0 : 0.5;
}

/** Time order: by actual (else scheduled) time when every match has one, otherwise by level, set and number. */
export function inPlayOrder<M extends PredictionMatch>(matches: readonly M[]): M[] {
  const when = (m: M) => m.actual_time ?? m.time ?? null;
  const timed = matches.every((m) => when(m) !== null);
  return [...matches].sort((a, b) => (timed ? when(a)! - when(b)! : 0) || compareMatches(a, b));
}

export function winProbability(margin: number, sigma: number, k: number): number {
  return 1 / (1 + 10 ** ((-k * margin) / sigma));
}

/** Solves the symmetric positive definite system A x = b (Cholesky); A and b are not changed. */
function solveSpd(a: readonly Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const l = a.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(s) : s / l[j]![j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i]![k]! * y[k]!;
    y[i] = s / l[i]![i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k]![i]! * x[k]!;
    x[i] = s / l[i]![i]!;
  }
  return x;
}

/**
 * Predicts every match of an event, each from the matches played before it. Without priors (Statbotics
 * down, or the event unknown to it) the ratings are the in-event ridge OPR alone.
 */
export function predictEvent(
  matches: readonly PredictionMatch[],
  priors: TeamPriors | null,
  settings: PredictionSettings = DEFAULT_PREDICTION_SETTINGS,
): MatchPrediction[] {
  const ordered = inPlayOrder(matches);
  const teams = [...new Set(ordered.flatMap((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys]))];
  const index = new Map(teams.map((t, i) => [t, i]));
  const n = teams.length;
  const eloMean = priors?.scale === 'elo' ? mean(teams.flatMap((t) => priors.ratings.get(t) ?? [])) : 0;

  // Normal equations of the played alliance scores, accumulated as matches are played.
  const gram = teams.map(() => new Float64Array(n));
  const rhs = new Float64Array(n);
  let scoreSum = 0;
  let scoreSquares = 0;
  let scoreCount = 0;

  const predictions: MatchPrediction[] = [];
  for (const m of ordered) {
    const sigma = scoreCount >= 4 ? Math.sqrt(Math.max(scoreSquares / scoreCount - (scoreSum / scoreCount) ** 2, 1e-9)) : null;
    const perTeam = scoreCount > 0 ? scoreSum / scoreCount / 3 : null;
    predictions.push({ key: m.key, ...predictMatch(m, sigma, perTeam) });

    for (const a of [m.alliances.red, m.alliances.blue]) {
      if (!played(a) || !played(a === m.alliances.red ? m.alliances.blue : m.alliances.red)) continue;
      const ids = a.team_keys.map((t) => index.get(t)!);
      for (const i of ids) {
        rhs[i]! += a.score;
        for (const j of ids) gram[i]![j]! += 1;
      }
      scoreSum += a.score;
      scoreSquares += a.score * a.score;
      scoreCount += 1;
    }
  }
  return predictions;

  function predictMatch(m: PredictionMatch, sigma: number | null, perTeam: number | null): Omit<MatchPrediction, 'key'> {
    const { red, blue } = m.alliances;
    if (sigma === null || perTeam === null) {
      // Nothing played yet: only a prior can speak, on its own scale.
      if (priors === null) return { red_score: null, blue_score: null, red_win_prob: 0.5 };
      const sum = (a: PredictionAlliance, fallback: number) => a.team_keys.reduce((s, t) => s + (priors.ratings.get(t) ?? fallback), 0);
      if (priors.scale === 'points') {
        const spread = DEFAULT_POINTS_SIGMA_SHARE * Math.max(sum(red, 0), sum(blue, 0), 1);
        return {
          red_score: sum(red, 0),
          blue_score: sum(blue, 0),
          red_win_prob: winProbability(sum(red, 0) - sum(blue, 0), spread, settings.logisticK),
        };
      }
      const eloMargin = (sum(red, eloMean) - sum(blue, eloMean)) * settings.eloPointsPerSigma;
      return { red_score: null, blue_score: null, red_win_prob: winProbability(eloMargin, 1, settings.logisticK) };
    }
    const prior = teams.map((t) => {
      const r = priors?.ratings.get(t);
      if (r === undefined) return perTeam;
      return priors!.scale === 'points' ? r : perTeam + (r - eloMean) * settings.eloPointsPerSigma * sigma;
    });
    const ridge = priors === null ? settings.outageRidge : settings.ridge;
    const a = gram.map((row, i) => {
      const copy = Float64Array.from(row);
      copy[i]! += ridge;
      return copy;
    });
    const b = rhs.map((v, i) => v + ridge * prior[i]!);
    const fit = solveSpd(a, b);
    const w = priors === null ? 0 : settings.priorWeight;
    const rating = (t: string) => {
      const i = index.get(t)!;
      return w * prior[i]! + (1 - w) * fit[i]!;
    };
    const redScore = red.team_keys.reduce((s, t) => s + rating(t), 0);
    const blueScore = blue.team_keys.reduce((s, t) => s + rating(t), 0);
    const k = priors === null ? settings.outageLogisticK : settings.logisticK;
    return { red_score: redScore, blue_score: blueScore, red_win_prob: winProbability(redScore - blueScore, sigma, k) };
  }
}

/** Before any score, a points prior's spread is taken as this share of an alliance score. */
const DEFAULT_POINTS_SIGMA_SHARE = 0.3;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}
