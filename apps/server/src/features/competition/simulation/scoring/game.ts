import { count, type Random } from '../random.ts';

/** What an alliance is expected to score in each period, from its robots' strengths. */
export interface AllianceTarget {
  auto: number;
  teleop: number;
  endgame: number;
  /** Each robot's strength (1 = average), in station order. */
  robots: number[];
}

export interface Fouls {
  minor: number;
  major: number;
}

export interface AlliancePlay {
  random: Random;
  target: AllianceTarget;
  /** Fouls this alliance committed (they appear in its own breakdown counts). */
  committed: Fouls;
  /** Points this alliance receives for the opponent's fouls. */
  foulPoints: number;
  playoff: boolean;
}

export interface AllianceResult {
  breakdown: Record<string, unknown>;
  /** The alliance's final score (the breakdown's total). */
  score: number;
  /** Points by period without fouls: what EPA models. */
  auto: number;
  teleop: number;
  endgame: number;
  /** Bonus ranking points earned (before win/tie points). */
  bonusRp: number;
  /** Whether the alliance met the season's coopertition criterion. */
  coop: boolean;
  /** This match's contributions to sort orders 2.. (index 0 is the ranking score). */
  sortValues: number[];
}

export interface SortOrderInfo {
  name: string;
  precision: number;
}

export interface GameRules {
  year: number;
  /** Average points per alliance of three average robots, by period. */
  scale: { auto: number; teleop: number; endgame: number };
  foulValues: Fouls;
  winRp: number;
  tieRp: number;
  /** Name of the ranking-points field in the breakdown (2015 has none). */
  rpField: 'rp' | 'tba_rpEarned' | null;
  sortOrderInfo: SortOrderInfo[];
  /** Whether sort orders after the first are per-match averages (2022 on) or totals. */
  sortAverages: boolean;
  /** 2015 ranked by qualification average instead of ranking points. */
  ranksByAverage?: boolean;
  playAlliance(play: AlliancePlay): AllianceResult;
  /**
   * Settles what depends on both alliances (coopertition bonuses): may adjust either result and
   * returns keys that sit beside red and blue at the top of the breakdown.
   */
  settlePair?(red: AllianceResult, blue: AllianceResult, random: Random, playoff: boolean): Record<string, unknown>;
}

/** Split a number of items over levels by weights, keeping the total. */
export function spread(random: Random, total: number, weights: number[]): number[] {
  const result = weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < total; i++) {
    let draw = random.next() * sum;
    let index = 0;
    while (index < weights.length - 1 && draw >= (weights[index] as number)) {
      draw -= weights[index] as number;
      index++;
    }
    result[index] = (result[index] as number) + 1;
  }
  return result;
}

/** A count of scoring actions whose points approach `points` at `each` points apiece, with noise. */
export function actions(random: Random, points: number, each: number, max = Number.POSITIVE_INFINITY): number {
  return count(random.normal(points / each, Math.sqrt(Math.max(points / each, 0.5)) * 0.5), max);
}

/** Per robot: does it do a thing, more likely the stronger it is. */
export function robotDoes(random: Random, strength: number, base: number): boolean {
  return random.chance(Math.min(0.98, Math.max(0.02, base * strength)));
}

/**
 * Per robot: the first of the steps it reaches, tried in order (each with its own chance, as `robotDoes`), or
 * 'None'. An endgame ladder: the top level, else the next one down, and so on.
 */
export function robotReaches<T extends string>(random: Random, strength: number, steps: ReadonlyArray<readonly [base: number, step: T]>): T | 'None' {
  for (const [base, step] of steps) if (robotDoes(random, strength, base)) return step;
  return 'None';
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
