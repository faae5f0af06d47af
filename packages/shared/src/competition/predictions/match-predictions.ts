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
  /** TBA's per-alliance breakdown, read only for the season's bonus ranking points. */
  score_breakdown?: { red?: Record<string, unknown> | null; blue?: Record<string, unknown> | null } | null;
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
  /** Chance each alliance earns each of the season's bonus ranking points (`bonusRankingPoints`); empty before a score. */
  red_bonus: number[];
  blue_bonus: number[];
  /**
   * Whether anything was known of the match's teams before it: a prior, or a match of the event one of them played.
   * Without either (an event's first round while Statbotics is down) every team stands at the event's mean and the
   * call would be an empty 'Even': the pages say that nothing is known instead.
   */
  known: boolean;
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
  /** The same constant without priors (outage mode), until the event has `outageErrorMatches` predicted margins. */
  outageLogisticK: number;
  /**
   * Outage mode, once this many played matches had a predicted margin: the chance divides a margin by the root mean
   * square of the event's own margin errors so far (each prediction's, made before its match) at NORMAL_LOGISTIC_K.
   */
  outageErrorMatches: number;
  /**
   * A season's own factor on NORMAL_LOGISTIC_K in outage mode, where the recorded events of that season support one:
   * fitted with each event held out, it beat the factor 1 on the held-out events (decision 0015). Others read 1.
   */
  outageSeasonFactor: Readonly<Record<number, number>>;
  /** Points per Elo point, per σ of the event's alliance scores (Sykes' 400-point logistic read at Statbotics' k = 5/8). */
  eloPointsPerSigma: number;
}

export const DEFAULT_PREDICTION_SETTINGS: PredictionSettings = {
  ridge: 5,
  outageRidge: 1.6,
  priorWeight: 0.25,
  logisticK: 0.7,
  outageLogisticK: 0.545,
  outageErrorMatches: 8,
  outageSeasonFactor: { 2015: 0.7, 2025: 1.35 },
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

/**
 * The base-10 logistic closest to a normal distribution's: Φ(x) ≈ 1 / (1 + e^(−1.702·x)), so 1.702 / ln 10. A margin
 * whose error has a standard deviation s wins with about 1 / (1 + 10^(−k·m/s)): a constant of theory, not fitted.
 */
export const NORMAL_LOGISTIC_K = 1.702 / Math.LN10;

export function winProbability(margin: number, sigma: number, k: number): number {
  return 1 / (1 + 10 ** ((-k * margin) / sigma));
}

/**
 * The inverse of the ridge system λI + Σ uuᵀ (u: an alliance's teams, as 0/1), kept by the Sherman-Morrison formula as
 * alliances are added: O(n²) per alliance instead of a new factorisation per match, which keeps an 80-team event fast.
 */
class RidgeInverse {
  private readonly inverse: Float64Array;
  private readonly column: Float64Array;

  constructor(
    private readonly n: number,
    lambda: number,
  ) {
    this.inverse = new Float64Array(n * n);
    this.column = new Float64Array(n);
    for (let i = 0; i < n; i++) this.inverse[i * n + i] = 1 / lambda;
  }

  /** Adds uuᵀ for an alliance of these team indexes. */
  add(ids: readonly number[]): void {
    const { n, inverse: m, column: v } = this;
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (const j of ids) s += m[i * n + j]!;
      v[i] = s;
    }
    let d = 1;
    for (const j of ids) d += v[j]!;
    for (let i = 0; i < n; i++) {
      const vi = v[i]! / d;
      if (vi === 0) continue;
      const row = i * n;
      for (let j = 0; j < n; j++) m[row + j]! -= vi * v[j]!;
    }
  }

  /** x = (λI + Σ uuᵀ)⁻¹ b. */
  solve(b: Float64Array): Float64Array {
    const { n, inverse: m } = this;
    const x = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let s = 0;
      const row = i * n;
      for (let j = 0; j < n; j++) s += m[row + j]! * b[j]!;
      x[i] = s;
    }
    return x;
  }
}

/** The ratings after every played match: what the unplayed matches and the simulation are predicted from. */
export interface EventModel {
  predictions: MatchPrediction[];
  /** Rating per team in points of an alliance score; null until a score or a prior in points gives a scale. */
  rating(team: string): number | null;
  /**
   * The spread a margin is divided by, and the logistic constant, for a chance: the alliance scores' spread (null
   * before four are played); in outage mode, once enough margins were predicted, the spread of those margins' errors.
   */
  sigma: number | null;
  k: number;
  /** Each team's share of each bonus ranking point (ridge on the 0/1 results); empty before a score. */
  bonusShare(team: string): number[];
  bonusNames: string[];
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
  return eventModel(matches, priors, settings).predictions;
}

export function eventModel(
  matches: readonly PredictionMatch[],
  priors: TeamPriors | null,
  settings: PredictionSettings = DEFAULT_PREDICTION_SETTINGS,
): EventModel {
  const ordered = inPlayOrder(matches);
  const teams = [...new Set(ordered.flatMap((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys]))];
  const index = new Map(teams.map((t, i) => [t, i]));
  const n = teams.length;
  const eloMean = priors?.scale === 'elo' ? mean(teams.flatMap((t) => priors.ratings.get(t) ?? [])) : 0;
  const year = Number(ordered[0]?.key.slice(0, 4));
  const bonuses = bonusRankingPoints(year).filter((b) => ordered.some((m) => typeof m.score_breakdown?.red?.[b.field] === 'boolean'));

  // Normal equations of the played alliance scores (and bonus results), accumulated as matches are played: the
  // right-hand sides, and the inverse of each ridge system (the bonus one over qualification alliances with results).
  const ridge = priors === null ? settings.outageRidge : settings.ridge;
  const ratingSystem = new RidgeInverse(n, ridge);
  const bonusSystem = new RidgeInverse(n, settings.outageRidge);
  const rhs = new Float64Array(n);
  const bonusRhs = bonuses.map(() => new Float64Array(n));
  const bonusSums = bonuses.map(() => 0);
  let bonusCount = 0;
  let scoreSum = 0;
  let scoreSquares = 0;
  let scoreCount = 0;
  // The last solution, reused while no match has been played since.
  let solved: { count: number; rating: Float64Array; bonus: Float64Array[] } | null = null;

  // Outage mode's own yardstick: each predicted margin's error, the prediction made before the match.
  let errorSquares = 0;
  let errorCount = 0;

  const sigmaNow = () => (scoreCount >= 4 ? Math.sqrt(Math.max(scoreSquares / scoreCount - (scoreSum / scoreCount) ** 2, 1e-9)) : null);
  /** The spread and constant a chance is read on now (see EventModel.sigma). */
  const chanceScale = (): { spread: number | null; k: number } => {
    if (priors !== null) return { spread: sigmaNow(), k: settings.logisticK };
    if (errorCount >= settings.outageErrorMatches) {
      return { spread: Math.sqrt(Math.max(errorSquares / errorCount, 1e-9)), k: NORMAL_LOGISTIC_K * (settings.outageSeasonFactor[year] ?? 1) };
    }
    return { spread: sigmaNow(), k: settings.outageLogisticK };
  };
  const perTeamNow = () => (scoreCount > 0 ? scoreSum / scoreCount / 3 : null);

  const predictions: MatchPrediction[] = [];
  const playedTeams = new Set<string>();
  const knownBefore = (m: PredictionMatch) =>
    [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].some((t) => playedTeams.has(t) || priors?.ratings.has(t));
  for (const m of ordered) {
    const prediction = predictMatch(m, sigmaNow(), perTeamNow());
    predictions.push({ key: m.key, ...prediction, known: knownBefore(m) });

    const { red, blue } = m.alliances;
    if (!played(red) || !played(blue)) continue;
    if (prediction.red_score !== null && prediction.blue_score !== null) {
      errorSquares += (red.score - blue.score - (prediction.red_score - prediction.blue_score)) ** 2;
      errorCount += 1;
    }
    for (const side of ['red', 'blue'] as const) {
      const a = m.alliances[side];
      const score = a.score!;
      const ids = a.team_keys.flatMap((t) => index.get(t) ?? []);
      const breakdown = m.score_breakdown?.[side];
      const bonusResults = bonuses.map((b) => (breakdown?.[b.field] === true ? 1 : 0));
      const hasBonus = bonuses.length > 0 && bonuses.every((b) => typeof breakdown?.[b.field] === 'boolean') && m.comp_level === 'qm';
      for (const t of a.team_keys) playedTeams.add(t);
      for (const i of ids) {
        rhs[i]! += score;
        if (hasBonus) bonusResults.forEach((r, b) => (bonusRhs[b]![i]! += r));
      }
      ratingSystem.add(ids);
      if (hasBonus) {
        bonusSystem.add(ids);
        bonusResults.forEach((r, b) => (bonusSums[b]! += r));
        bonusCount += 1;
      }
      scoreSum += score;
      scoreSquares += score * score;
      scoreCount += 1;
    }
  }

  const sigma = sigmaNow();
  const perTeam = perTeamNow();
  const final = sigma !== null && perTeam !== null ? solve(sigma, perTeam) : null;
  const scale = chanceScale();
  return {
    predictions,
    sigma: scale.spread,
    k: scale.k,
    bonusNames: bonuses.map((b) => b.name),
    rating(team) {
      const i = index.get(team);
      if (final && i !== undefined) return final.rating[i]!;
      if (priors?.scale === 'points') return priors.ratings.get(team) ?? null;
      return perTeam;
    },
    bonusShare(team) {
      const i = index.get(team);
      if (!final || bonusCount === 0) return [];
      return final.bonus.map((b, j) => (i === undefined ? bonusSums[j]! / bonusCount / 3 : b[i]!));
    },
  };

  /** Ratings from the played matches so far: ridge toward the prior, blended with it; bonus shares by ridge toward the mean. */
  function solve(sigma: number, perTeam: number): { rating: Float64Array; bonus: Float64Array[] } {
    if (solved?.count === scoreCount) return solved;
    const prior = teams.map((t) => {
      const r = priors?.ratings.get(t);
      if (r === undefined) return perTeam;
      return priors!.scale === 'points' ? r : perTeam + (r - eloMean) * settings.eloPointsPerSigma * sigma;
    });
    const w = priors === null ? 0 : settings.priorWeight;
    const fit = ratingSystem.solve(Float64Array.from(rhs, (v, i) => v + ridge * prior[i]!));
    const rating = Float64Array.from(fit, (x, i) => w * prior[i]! + (1 - w) * x);
    // Bonus results: ridge toward the event's mean rate, over the qualification alliances that have them.
    const bonus =
      bonusCount === 0
        ? []
        : bonusRhs.map((b, j) => {
            const meanShare = bonusSums[j]! / bonusCount / 3;
            return bonusSystem.solve(Float64Array.from(b, (v) => v + settings.outageRidge * meanShare));
          });
    solved = { count: scoreCount, rating, bonus };
    return solved;
  }

  function predictMatch(m: PredictionMatch, sigma: number | null, perTeam: number | null): Omit<MatchPrediction, 'key' | 'known'> {
    const { red, blue } = m.alliances;
    if (sigma === null || perTeam === null) {
      // Nothing played yet: only a prior can speak, on its own scale.
      const none = { red_bonus: [], blue_bonus: [] };
      if (priors === null) return { red_score: null, blue_score: null, red_win_prob: 0.5, ...none };
      const sum = (a: PredictionAlliance, fallback: number) => a.team_keys.reduce((s, t) => s + (priors.ratings.get(t) ?? fallback), 0);
      if (priors.scale === 'points') {
        const spread = DEFAULT_POINTS_SIGMA_SHARE * Math.max(sum(red, 0), sum(blue, 0), 1);
        return {
          red_score: sum(red, 0),
          blue_score: sum(blue, 0),
          red_win_prob: winProbability(sum(red, 0) - sum(blue, 0), spread, settings.logisticK),
          ...none,
        };
      }
      const eloMargin = (sum(red, eloMean) - sum(blue, eloMean)) * settings.eloPointsPerSigma;
      return { red_score: null, blue_score: null, red_win_prob: winProbability(eloMargin, 1, settings.logisticK), ...none };
    }
    const { rating, bonus } = solve(sigma, perTeam);
    const total = (a: PredictionAlliance, values: Float64Array, fallback: number) =>
      a.team_keys.reduce((s, t) => s + (index.has(t) ? values[index.get(t)!]! : fallback), 0);
    const redScore = total(red, rating, perTeam);
    const blueScore = total(blue, rating, perTeam);
    const { spread, k } = chanceScale();
    const chances = (a: PredictionAlliance) =>
      m.comp_level === 'qm' ? bonus.map((b, j) => clampChance(total(a, b, bonusSums[j]! / bonusCount / 3))) : [];
    return {
      red_score: redScore,
      blue_score: blueScore,
      red_win_prob: winProbability(redScore - blueScore, spread ?? sigma, k),
      red_bonus: chances(red),
      blue_bonus: chances(blue),
    };
  }
}

/** A chance as a whole percent; a chance short of certain never reads 0 % or 100 %. */
export function chancePercent(chance: number): number {
  const percent = Math.round(chance * 100);
  if (chance > 0 && chance < 1) return Math.min(99, Math.max(1, percent));
  return percent;
}

/**
 * Both sides' win chances as the pages write them, whole percents that add to 100: blue's is what red's leaves. Each
 * rounded on its own, 13.5 % and 86.5 % read "Red 14 %" beside "Blue 87 %".
 */
export function winPercents(redWin: number): { red: number; blue: number } {
  const red = chancePercent(redWin);
  return { red, blue: 100 - red };
}

/** The side a prediction favours, as its written chances say: none when they read 50 % each, never "Blue 50 %". */
export function favouredSide(redWin: number): 'red' | 'blue' | null {
  const { red } = winPercents(redWin);
  return red > 50 ? 'red' : red < 50 ? 'blue' : null;
}

/** A summed share of a bonus is a linear estimate of its chance: kept within 1 % and 99 %. */
export const clampChance = (x: number): number => Math.min(0.99, Math.max(0.01, x));

/**
 * The bonus ranking points of each season's qualification matches, as TBA's score breakdown names them, and the
 * ranking points of a win and a tie. 2015 ranked by average score (no ranking points): none.
 */
const BONUS_RANKING_POINTS: Record<number, { field: string; name: string }[]> = {
  2016: [
    { field: 'teleopDefensesBreached', name: 'Breach' },
    { field: 'teleopTowerCaptured', name: 'Capture' },
  ],
  2017: [
    { field: 'kPaRankingPointAchieved', name: 'Pressure' },
    { field: 'rotorRankingPointAchieved', name: 'Rotors' },
  ],
  2018: [
    { field: 'autoQuestRankingPoint', name: 'Auto quest' },
    { field: 'faceTheBossRankingPoint', name: 'Face the boss' },
  ],
  2019: [
    { field: 'completeRocketRankingPoint', name: 'Rocket' },
    { field: 'habDockingRankingPoint', name: 'HAB docking' },
  ],
  2020: [
    { field: 'shieldOperationalRankingPoint', name: 'Shield operational' },
    { field: 'shieldEnergizedRankingPoint', name: 'Shield energized' },
  ],
  2021: [
    { field: 'shieldOperationalRankingPoint', name: 'Shield operational' },
    { field: 'shieldEnergizedRankingPoint', name: 'Shield energized' },
  ],
  2022: [
    { field: 'cargoBonusRankingPoint', name: 'Cargo' },
    { field: 'hangarBonusRankingPoint', name: 'Hangar' },
  ],
  2023: [
    { field: 'sustainabilityBonusAchieved', name: 'Sustainability' },
    { field: 'activationBonusAchieved', name: 'Activation' },
  ],
  2024: [
    { field: 'melodyBonusAchieved', name: 'Melody' },
    { field: 'ensembleBonusAchieved', name: 'Ensemble' },
  ],
  2025: [
    { field: 'autoBonusAchieved', name: 'Auto' },
    { field: 'coralBonusAchieved', name: 'Coral' },
    { field: 'bargeBonusAchieved', name: 'Barge' },
  ],
  2026: [
    { field: 'energizedAchieved', name: 'Energized' },
    { field: 'superchargedAchieved', name: 'Supercharged' },
    { field: 'traversalAchieved', name: 'Traversal' },
  ],
};

export function bonusRankingPoints(year: number): { field: string; name: string }[] {
  return BONUS_RANKING_POINTS[year] ?? [];
}

/** Ranking points of a qualification win and tie: 3 and 1 from 2025, 2 and 1 from 2016; none in 2015 and before. */
export function resultRankingPoints(year: number): { win: number; tie: number } | null {
  if (year >= 2025) return { win: 3, tie: 1 };
  if (year >= 2016) return { win: 2, tie: 1 };
  return null;
}

/** Before any score, a points prior's spread is taken as this share of an alliance score. */
const DEFAULT_POINTS_SIGMA_SHARE = 0.3;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}
