/**
 * Event odds by simulation (issue 32, part 3): the rest of the qualification schedule (each team's final rank and
 * ranking points) and the rest of the playoffs in every format the bracket draws (each alliance's chance to reach
 * the finals and to win the event), played out `runs` times from the event's state. Pure and reproducible: the
 * same input and seed give the same numbers; the server runs it and caches the answer per event state.
 *
 * Speed (an 80-team, 130-match event and its bracket, 10,000 runs, in well under a second on a slow machine):
 * every chance is worked out once before the runs, the runs read and write typed arrays, and the run loop
 * allocates nothing.
 */
import { DOUBLE_ELIMINATION, slotKey, type DoubleEliminationPlan, type DoubleEliminationPlanName, type Feed } from '../double-elimination-plan.ts';
import {
  buildBracket,
  formatOfPlayoffType,
  winsNeeded,
  type Bracket,
  type BracketAllianceInput,
  type BracketFormat,
  type BracketMatchInput,
  type BracketRound,
  type BracketSeries,
  type DoubleFormat,
} from '../playoff-bracket.ts';
import { redOutcome, winProbability, type PredictionMatch } from './match-predictions.ts';

export interface SimulationModel {
  /** Predicted alliance score for these teams (sum of team ratings, in points). */
  allianceScore(teamKeys: readonly string[]): number;
  /** Spread of alliance scores at the event, and the logistic constant: P(red wins) = 1 / (1 + 10^(-k·(red − blue)/sigma)). */
  sigma: number;
  k: number;
  /** Chance each bonus ranking point of the season is earned by this alliance (may be empty). */
  bonusChances(teamKeys: readonly string[]): readonly number[];
  /** Ranking points for a win and a tie in qualification (2025+: 3 and 1; 2016-2024: 2 and 1). */
  winRp: number;
  tieRp: number;
}

/** The count: enough for a chance to be known to about ±1 point. */
export const DEFAULT_RUNS = 10_000;
export const DEFAULT_SEED = 7790;

/** mulberry32: a small, fast 32-bit seeded generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws from a uniform generator (Box-Muller, the second draw of each pair kept for the next call). */
function normalOf(random: () => number): () => number {
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    let u = random();
    while (u === 0) u = random();
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * random();
    spare = radius * Math.sin(angle);
    hasSpare = true;
    return radius * Math.cos(angle);
  };
}

/**
 * The smallest value whose share of runs at or below it reaches q, from counts per value (`counts[from + v]` runs
 * ended at value v).
 */
function quantile(counts: Int32Array, from: number, length: number, runs: number, q: number): number {
  const target = q * runs;
  let seen = 0;
  for (let v = 0; v < length; v++) {
    seen += counts[from + v]!;
    if (seen >= target) return v;
  }
  return length - 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Qualifications
// ---------------------------------------------------------------------------------------------------------------

/** The chance of earning at most 0, 1, … all of some bonus ranking points, each earned independently with its chance. */
function bonusCountCdf(chances: readonly number[]): number[] {
  let dist = [1];
  for (const chance of chances) {
    const p = Math.min(1, Math.max(0, chance));
    dist = [...dist, 0].map((d, c) => d * (1 - p) + (c > 0 ? dist[c - 1]! * p : 0));
  }
  let sum = 0;
  return dist.map((d, c) => (c === dist.length - 1 ? 1 : (sum += d)));
}

/** A team's row of the event's current ranking. */
export interface CurrentRanking {
  team_key: string;
  ranking_points_total: number;
  matches_played: number;
}

/** One team's simulated final ranking (ranks count from 1; ranking points are final totals). */
export interface TeamRankOdds {
  team_key: string;
  mean_rank: number;
  median_rank: number;
  rank_p10: number;
  rank_p90: number;
  mean_rp: number;
  rp_p10: number;
  rp_p90: number;
  /** Chance to finish first, and in the top 8 (an alliance captain's seat at most events). */
  p_first: number;
  p_top8: number;
}

/**
 * Plays the unplayed qualification matches (`comp_level` 'qm', a score null or -1) `runs` times and ranks the
 * teams after each run. Null when every qualification match is played (the real ranking is known; the caller
 * shows it) or there is no schedule.
 *
 * - Start: each team's ranking points total and matches played from `currentRankings` when given (it knows the
 *   bonus ranking points already earned); else from the played matches, win and tie ranking points only.
 * - Each unplayed match: red wins with the model's chance (no ties), the winners get `winRp`, and each alliance
 *   earns each bonus ranking point with its chance, independently.
 * - Rank: by ranking points per match played (TBA's ranking score; the same order as the totals when everyone
 *   plays as many matches), ties broken at random in each run. The season's real tiebreakers (average
 *   cooperation, auto points...) are not modelled, nor surrogate matches. Ranking points are whole numbers.
 */
export function simulateQualifications(
  matches: readonly PredictionMatch[],
  currentRankings: readonly CurrentRanking[] | null,
  model: SimulationModel,
  runs: number = DEFAULT_RUNS,
  seed: number = DEFAULT_SEED,
): TeamRankOdds[] | null {
  const qualifications = matches.filter((m) => m.comp_level === 'qm');
  const unplayed = qualifications.filter((m) => redOutcome(m) === null);
  if (unplayed.length === 0 || runs < 1) return null;

  const teams: string[] = [];
  const index = new Map<string, number>();
  const teamIndex = (key: string): number => {
    let i = index.get(key);
    if (i === undefined) {
      i = teams.length;
      teams.push(key);
      index.set(key, i);
    }
    return i;
  };
  for (const row of currentRankings ?? []) teamIndex(row.team_key);
  for (const m of qualifications) for (const key of [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys]) teamIndex(key);
  const n = teams.length;

  // Where each team stands now: ranking points and matches played.
  const startRp = new Float64Array(n);
  const matchCount = new Int32Array(n);
  if (currentRankings) {
    for (const row of currentRankings) {
      startRp[index.get(row.team_key)!] = row.ranking_points_total;
      matchCount[index.get(row.team_key)!] = row.matches_played;
    }
  } else {
    for (const m of qualifications) {
      const outcome = redOutcome(m);
      if (outcome === null) continue;
      const credit = (keys: readonly string[], rp: number) => {
        for (const key of keys) {
          startRp[index.get(key)!]! += rp;
          matchCount[index.get(key)!]! += 1;
        }
      };
      credit(m.alliances.red.team_keys, outcome === 1 ? model.winRp : outcome === 0.5 ? model.tieRp : 0);
      credit(m.alliances.blue.team_keys, outcome === 0 ? model.winRp : outcome === 0.5 ? model.tieRp : 0);
    }
  }

  // The unplayed matches, flattened: side 2j is match j's red alliance, 2j + 1 its blue one. Each side's count of
  // bonus ranking points is drawn once, from its distribution (the sum of independent chances), kept cumulative:
  // `bonusCdf[bonusStart[s] + c]` is the chance side s earns at most c of them.
  const u = unplayed.length;
  const redWins = new Float64Array(u);
  const sideStart = new Int32Array(2 * u + 1);
  const bonusStart = new Int32Array(2 * u + 1);
  const sideTeamList: number[] = [];
  const bonusList: number[] = [];
  const winRp = Math.round(model.winRp);
  const maxGain = new Int32Array(n);
  unplayed.forEach((m, j) => {
    const { red, blue } = m.alliances;
    redWins[j] = winProbability(model.allianceScore(red.team_keys) - model.allianceScore(blue.team_keys), model.sigma, model.k);
    [red, blue].forEach((side, s) => {
      const bonus = model.bonusChances(side.team_keys);
      for (const key of side.team_keys) {
        const t = index.get(key)!;
        sideTeamList.push(t);
        matchCount[t]! += 1;
        maxGain[t]! += winRp + bonus.length;
      }
      bonusList.push(...bonusCountCdf(bonus));
      sideStart[2 * j + s + 1] = sideTeamList.length;
      bonusStart[2 * j + s + 1] = bonusList.length;
    });
  });
  const sideTeams = Int32Array.from(sideTeamList);
  const bonusCdf = Float64Array.from(bonusList);

  // Counts per team of each final rank (row t: ranks 1..n) and of each ranking points gain (0..maxGain).
  const rankCounts = new Int32Array(n * n);
  const gainFrom = new Int32Array(n + 1);
  for (let t = 0; t < n; t++) gainFrom[t + 1] = gainFrom[t]! + maxGain[t]! + 1;
  const gainCounts = new Int32Array(gainFrom[n]!);

  const random = mulberry32(seed);
  const gain = new Int32Array(n);
  const average = new Float64Array(n);
  const tiebreak = new Float64Array(n);
  const order = Int32Array.from({ length: n }, (_, t) => t);

  for (let run = 0; run < runs; run++) {
    gain.fill(0);
    for (let j = 0; j < u; j++) {
      const winner = random() < redWins[j]! ? 2 * j : 2 * j + 1;
      for (let s = 2 * j; s < 2 * j + 2; s++) {
        let earned = s === winner ? winRp : 0;
        const first = bonusStart[s]!;
        const last = bonusStart[s + 1]! - 1;
        if (last > first) {
          const draw = random();
          let c = first;
          while (c < last && draw >= bonusCdf[c]!) c++;
          earned += c - first;
        }
        if (earned === 0) continue;
        for (let i = sideStart[s]!; i < sideStart[s + 1]!; i++) gain[sideTeams[i]!]! += earned;
      }
    }
    for (let t = 0; t < n; t++) {
      average[t] = matchCount[t]! > 0 ? (startRp[t]! + gain[t]!) / matchCount[t]! : 0;
      tiebreak[t] = random();
    }
    // Insertion sort from the last run's order, which is nearly this run's: best average first, then the draw.
    for (let i = 1; i < n; i++) {
      const t = order[i]!;
      const avg = average[t]!;
      const draw = tiebreak[t]!;
      let j = i - 1;
      for (; j >= 0; j--) {
        const other = order[j]!;
        if (average[other]! > avg || (average[other] === avg && tiebreak[other]! < draw)) break;
        order[j + 1] = other;
      }
      order[j + 1] = t;
    }
    for (let r = 0; r < n; r++) rankCounts[order[r]! * n + r]!++;
    for (let t = 0; t < n; t++) gainCounts[gainFrom[t]! + gain[t]!]!++;
  }

  const odds = teams.map((team_key, t): TeamRankOdds => {
    let rankSum = 0;
    let top8 = 0;
    for (let r = 0; r < n; r++) {
      rankSum += (r + 1) * rankCounts[t * n + r]!;
      if (r < 8) top8 += rankCounts[t * n + r]!;
    }
    let gainSum = 0;
    const gains = maxGain[t]! + 1;
    for (let g = 0; g < gains; g++) gainSum += g * gainCounts[gainFrom[t]! + g]!;
    return {
      team_key,
      mean_rank: rankSum / runs,
      median_rank: quantile(rankCounts, t * n, n, runs, 0.5) + 1,
      rank_p10: quantile(rankCounts, t * n, n, runs, 0.1) + 1,
      rank_p90: quantile(rankCounts, t * n, n, runs, 0.9) + 1,
      mean_rp: startRp[t]! + gainSum / runs,
      rp_p10: startRp[t]! + quantile(gainCounts, gainFrom[t]!, gains, runs, 0.1),
      rp_p90: startRp[t]! + quantile(gainCounts, gainFrom[t]!, gains, runs, 0.9),
      p_first: rankCounts[t * n]! / runs,
      p_top8: top8 / runs,
    };
  });
  return odds.sort((a, b) => a.mean_rank - b.mean_rank || a.team_key.localeCompare(b.team_key));
}

// ---------------------------------------------------------------------------------------------------------------
// Playoffs
// ---------------------------------------------------------------------------------------------------------------

export interface PlayoffSimulationInput {
  format: BracketFormat;
  /** The event's playoff_type (TBA), when it has one: best-of-5 finals (6) need three wins. */
  playoffType: number | null;
  alliances: readonly BracketAllianceInput[];
  /** The event's matches (qualifications are ignored); a score null or -1 means unplayed. */
  matches: readonly BracketMatchInput[];
}

export interface AllianceOdds {
  number: number;
  name: string | null;
  /** Captain and picks in selection order, then a backup robot that came in. */
  team_keys: string[];
  /** Chance to win the event, and to reach the finals. */
  p_win: number;
  p_finals: number;
}

export interface PlayoffOdds {
  format: BracketFormat;
  alliances: AllianceOdds[];
}

/** No alliance: a bye, or a side the event's alliance list cannot fill. */
const NONE = -1;

/** Thrown while reading the bracket when the simulation cannot follow it; simulatePlayoffs answers null. */
class CannotFollow extends Error {}

/** A playoff_type that says each format, for the bracket placement when the event's own does not say this one. */
const PLAYOFF_TYPE_OF: Record<BracketFormat, number> = {
  'best-of-3': 0,
  average: 3,
  'round-robin': 4,
  'legacy-double-8': 5,
  'finals-2': 9,
  'double-8': 10,
  'double-4': 11,
};

/**
 * 2015's average-score rounds (playoff_type 3): each alliance plays two matches in the eighth- and quarterfinals and
 * three in the semifinals (as recorded at 2015micmp and 2015nyny), and the better half by average score goes on; the
 * semifinals' best two play the finals. Used for a round whose matches are not listed yet.
 */
const AVERAGE_ROUND_MATCHES: Record<string, number> = { ef: 2, qf: 2, sf: 3 };
const AVERAGE_LEVELS = ['ef', 'qf', 'sf'] as const;

/** The three robots an alliance plays with: captain and first two picks, a backup robot in for the one it replaced. */
function lineupOf(alliance: BracketAllianceInput): string[] {
  const lineup = alliance.picks.slice(0, 3);
  const out = alliance.backup ? lineup.indexOf(alliance.backup.out) : -1;
  if (out >= 0) lineup[out] = alliance.backup!.in;
  return lineup;
}

/**
 * The bracket's state, compiled into steps that play the rest of it once per run, in play order: series (a best-of
 * series, or a double elimination match), whose sides and results each run keeps in typed arrays by node, and
 * rounds (2015's average rounds, a round robin), which sort their entrants best first.
 */
class PlayoffRun {
  readonly count: number;
  readonly random: () => number;
  readonly normal: () => number;
  readonly strength: Float64Array;
  /** `winChance[a * count + b]`: alliance a's chance to win one match against b. */
  readonly winChance: Float64Array;
  /** Each alliance's score spread in one match, such that the difference of two scores matches the logistic. */
  readonly scoreSd: number;
  readonly steps: Array<() => void> = [];
  /** Per series node and run: its sides, winner and loser (alliance indices, or NONE). */
  red: Int32Array = new Int32Array(0);
  blue: Int32Array = new Int32Array(0);
  winner: Int32Array = new Int32Array(0);
  loser: Int32Array = new Int32Array(0);
  private nodes = 0;
  private readonly byNumber: Map<number, number>;

  constructor(
    readonly alliances: readonly BracketAllianceInput[],
    model: SimulationModel,
    seed: number,
  ) {
    this.count = alliances.length;
    this.random = mulberry32(seed);
    this.normal = normalOf(this.random);
    this.byNumber = new Map(alliances.map((a, i) => [a.number, i]));
    this.strength = Float64Array.from(alliances, (a) => model.allianceScore(lineupOf(a)));
    this.winChance = new Float64Array(this.count * this.count);
    for (let a = 0; a < this.count; a++)
      for (let b = 0; b < this.count; b++)
        this.winChance[a * this.count + b] = winProbability(this.strength[a]! - this.strength[b]!, model.sigma, model.k);
    // Logistic scale σ/(k·ln 10); a logistic's sd is scale·π/√3, the difference of two independent scores √2 times one's.
    this.scoreSd = ((model.sigma / (model.k * Math.LN10)) * Math.PI) / Math.sqrt(3) / Math.SQRT2;
  }

  /** The index of alliance `number` in the list, or NONE when the list does not have it. */
  indexOf(number: number | null): number {
    return number === null ? NONE : (this.byNumber.get(number) ?? NONE);
  }

  /** The index of the alliance a decided side was, which the list must have. */
  private decidedIndex(number: number | null): number {
    const i = this.indexOf(number);
    if (i === NONE) throw new CannotFollow('a decided series names an alliance the list does not have');
    return i;
  }

  /** Typed arrays for the nodes made so far (once, after the last node). */
  ready(): void {
    this.red = new Int32Array(this.nodes);
    this.blue = new Int32Array(this.nodes);
    this.winner = new Int32Array(this.nodes);
    this.loser = new Int32Array(this.nodes);
  }

  /**
   * A series node: red and blue come from their sources in each run; the first to its wins (`needs`, for the red
   * and blue source) wins it. A decided series keeps its winner; a series partly played keeps each alliance's wins.
   * One side missing (a bye): the other goes on.
   */
  series(red: () => number, blue: () => number, drawn: BracketSeries | undefined, needs: { red: number; blue: number }): number {
    const node = this.nodes++;
    const decided = drawn?.winner ?? null;
    const decidedWinner = decided ? this.decidedIndex(drawn![decided].alliance) : NONE;
    const decidedLoser = decided ? this.decidedIndex(drawn![decided === 'red' ? 'blue' : 'red'].alliance) : NONE;
    const knownA = drawn ? this.indexOf(drawn.red.alliance) : NONE;
    const knownB = drawn ? this.indexOf(drawn.blue.alliance) : NONE;
    const winsA = drawn?.red.wins ?? 0;
    const winsB = drawn?.blue.wins ?? 0;
    const { count, random, winChance } = this;
    this.steps.push(() => {
      if (decided) {
        this.red[node] = this.winner[node] = decidedWinner;
        this.blue[node] = this.loser[node] = decidedLoser;
        return;
      }
      const a = red();
      const b = blue();
      this.red[node] = a;
      this.blue[node] = b;
      if (a === NONE || b === NONE) {
        this.winner[node] = a === NONE ? b : a;
        this.loser[node] = NONE;
        return;
      }
      let wa = a === knownA ? winsA : a === knownB ? winsB : 0;
      let wb = b === knownA ? winsA : b === knownB ? winsB : 0;
      const p = winChance[a * count + b]!;
      while (wa < needs.red && wb < needs.blue) {
        if (random() < p) wa++;
        else wb++;
      }
      const aWon = wa >= needs.red;
      this.winner[node] = aWon ? a : b;
      this.loser[node] = aWon ? b : a;
    });
    return node;
  }

  /** Sources of a series' sides. */
  fixed(alliance: number): () => number {
    return () => alliance;
  }
  winnerOf(node: number): () => number {
    return () => this.winner[node]!;
  }
  loserOf(node: number): () => number {
    return () => this.loser[node]!;
  }
}

/**
 * The rest of the playoffs, played `runs` times from what the matches have decided: each alliance's chance to
 * reach the finals and to win the event. Every format the bracket draws:
 * - 'best-of-3' (brackets of 16, 8 and 4 alliances), 'finals-2': series first to two wins (three in best-of-5
 *   finals), each match won with the model's chance;
 * - 'double-8', 'double-4', 'legacy-double-8': FIRST's and the legacy plans, one match per bracket slot, then
 *   the finals (the legacy finals until an alliance has lost twice);
 * - 'average' (2015) and 'round-robin' (championship finals): each alliance's match score drawn from a normal
 *   around its predicted score, the round's standings by the bracket's rules (average score; two points a win,
 *   one a tie, then total score), the best two to the finals.
 * Alliance strength is the model's score of the captain and first two picks (a backup robot in for the one it
 * replaced). Already played series and rounds keep their results and wins; the rest is simulated.
 *
 * Null (nothing to show) when the alliances are not known yet (empty list), or when the bracket cannot be
 * followed: a decided series or a round's standings name an alliance the list does not have, a bracket round
 * pairs different alliances in one series, the finals are not one series, or the double elimination matches fit
 * no known plan.
 */
export function simulatePlayoffs(
  input: PlayoffSimulationInput,
  model: SimulationModel,
  runs: number = DEFAULT_RUNS,
  seed: number = DEFAULT_SEED,
): PlayoffOdds | null {
  if (input.alliances.length === 0 || runs < 1) return null;
  // The bracket placement reads the format from the playoff_type; give it one that says the caller's format.
  const playoffType = formatOfPlayoffType(input.playoffType) === input.format ? input.playoffType : PLAYOFF_TYPE_OF[input.format];
  // The year only matters without a playoff_type, and there is always one here.
  const bracket = buildBracket(0, input.matches, input.alliances, playoffType);
  const sim = new PlayoffRun(input.alliances, model, seed);
  const series = winsNeeded(playoffType);
  let finals: number;
  try {
    finals = compile(bracket, sim, series);
  } catch (error) {
    if (error instanceof CannotFollow) return null;
    throw error;
  }
  sim.ready();

  const wins = new Int32Array(sim.count);
  const reached = new Int32Array(sim.count);
  for (let run = 0; run < runs; run++) {
    for (const step of sim.steps) step();
    const champion = sim.winner[finals]!;
    if (champion !== NONE) wins[champion]!++;
    if (sim.red[finals] !== NONE) reached[sim.red[finals]!]!++;
    if (sim.blue[finals] !== NONE) reached[sim.blue[finals]!]!++;
  }
  // A run without a champion (both finals sides missing): the bracket was not one the simulation can follow.
  if (wins.reduce((s, w) => s + w, 0) !== runs) return null;

  const alliances = input.alliances
    .map((a, i): AllianceOdds => ({
      number: a.number,
      name: a.name ?? null,
      team_keys: a.backup?.in && !a.picks.includes(a.backup.in) ? [...a.picks, a.backup.in] : [...a.picks],
      p_win: wins[i]! / runs,
      p_finals: reached[i]! / runs,
    }))
    .sort((a, b) => a.number - b.number);
  return { format: bracket.format, alliances };
}

/** Compiles the bracket into the run's steps; answers the finals node. */
function compile(bracket: Bracket, sim: PlayoffRun, needed: number): number {
  const bestOf = { red: needed, blue: needed };
  if (bracket.format === 'finals-2') {
    const { red, blue } = bracket.finals;
    return sim.series(sim.fixed(sim.indexOf(red.alliance)), sim.fixed(sim.indexOf(blue.alliance)), bracket.finals, bestOf);
  }
  if ('upper' in bracket) return compileDoubleElimination(bracket, sim, bestOf);
  if (bracket.format === 'best-of-3') return compileBestOf(bracket.rounds, sim, bestOf);
  return compileRounds(bracket.format, bracket.rounds, sim, bestOf);
}

/**
 * Single elimination: the first round's sides are the bracket's (its seeds, or who played); in each later round,
 * set s takes the winners of sets 2s − 1 and 2s of the round before (as the bracket placement feeds them).
 */
function compileBestOf(rounds: readonly BracketRound[], sim: PlayoffRun, bestOf: { red: number; blue: number }): number {
  let previous: Array<{ set: number; node: number }> = [];
  for (const round of rounds) {
    if (round.series.some((s) => s.mixed)) throw new CannotFollow('a bracket series pairs different alliances');
    const nodes = round.series.map((s) => {
      if (previous.length === 0)
        return { set: s.set, node: sim.series(sim.fixed(sim.indexOf(s.red.alliance)), sim.fixed(sim.indexOf(s.blue.alliance)), s, bestOf) };
      const feed = (i: number) => (previous[i] ? sim.winnerOf(previous[i].node) : sim.fixed(NONE));
      return { set: s.set, node: sim.series(feed((s.set - 1) * 2), feed((s.set - 1) * 2 + 1), s, bestOf) };
    });
    previous = nodes;
  }
  if (rounds.at(-1)?.id !== 'f' || previous.length !== 1) throw new CannotFollow('the finals are not one series');
  return previous[0]!.node;
}

/** The plans each double elimination format may be drawn with (FIRST's 8-alliance bracket also as piloted in 2022). */
const PLANS_OF: Record<DoubleFormat, DoubleEliminationPlanName[]> = {
  'double-8': ['double-8', 'double-8-2022'],
  'double-4': ['double-4'],
  'legacy-double-8': ['legacy-double-8'],
};

/**
 * The plan the bracket placement followed: of its format's plans, the one whose slots and finals are the bracket's
 * series (the legacy bracket and the 2022 pilot share their keys, so the format comes first).
 */
function planOf(bracket: Extract<Bracket, { format: DoubleFormat }>): DoubleEliminationPlan {
  const ids = new Set([...bracket.upper, ...bracket.lower].flatMap((r) => r.series.map((s) => s.id)));
  const plan = PLANS_OF[bracket.format]
    .map((name) => DOUBLE_ELIMINATION[name])
    .find((p) => p.finalsKey === bracket.finals.id && p.slots.length === ids.size && p.slots.every((slot) => ids.has(slotKey(slot))));
  if (!plan) throw new CannotFollow('the double elimination matches fit no known plan');
  return plan;
}

function compileDoubleElimination(
  bracket: Extract<Bracket, { format: DoubleFormat }>,
  sim: PlayoffRun,
  bestOf: { red: number; blue: number },
): number {
  const plan = planOf(bracket);
  const drawn = new Map([...bracket.upper, ...bracket.lower].flatMap((r) => r.series.map((s) => [s.id, s] as const)));
  const nodeOfSet = new Map<number, number>();
  const source = (feed: Feed): (() => number) => {
    if ('seed' in feed) return sim.fixed(sim.indexOf(feed.seed));
    const node = nodeOfSet.get('winnerOf' in feed ? feed.winnerOf : feed.loserOf);
    if (node === undefined) throw new CannotFollow('a double elimination slot is fed by a later one');
    return 'winnerOf' in feed ? sim.winnerOf(node) : sim.loserOf(node);
  };
  for (const slot of plan.slots) {
    // One match decides a slot (a tie is replayed): the first to one win.
    nodeOfSet.set(slot.set, sim.series(source(slot.red), source(slot.blue), drawn.get(slotKey(slot)), { red: 1, blue: 1 }));
  }
  // Legacy finals: the upper bracket's alliance (the first feed) has not lost yet; the other must win twice.
  const needs = plan.finalsRule === 'two-defeats' ? { red: 1, blue: 2 } : bestOf;
  return sim.series(source(plan.finals[0]), source(plan.finals[1]), bracket.finals, needs);
}

/**
 * 2015's average-score rounds and the championship round robin: rounds of matches that pair different alliances,
 * whose standings send the best on (half the round each time, the best two from the last round to the finals).
 * A listed round keeps who plays in it and its played scores; a round not listed yet takes the round before's best.
 */
function compileRounds(
  format: 'average' | 'round-robin',
  rounds: readonly BracketRound[],
  sim: PlayoffRun,
  bestOf: { red: number; blue: number },
): number {
  const listed = rounds.filter((r) => r.id !== 'f');
  const finalsRound = rounds.find((r) => r.id === 'f');
  let levels: string[];
  if (format === 'round-robin') {
    if (listed.length > 1) throw new CannotFollow('a round robin in more than one round');
    levels = [listed[0]?.id ?? 'sf'];
  } else {
    const first = AVERAGE_LEVELS.indexOf((listed[0]?.id ?? (sim.count > 8 ? 'ef' : sim.count > 4 ? 'qf' : 'sf')) as 'ef');
    if (first < 0) throw new CannotFollow('an average-score round at an unknown level');
    levels = AVERAGE_LEVELS.slice(first);
  }
  // Per run, each round's entrants, best first once its step has run.
  let previous: Int32Array | null = null;
  for (const level of levels) {
    const round = listed.find((r) => r.id === level);
    let entrants: Int32Array;
    if (round) entrants = Int32Array.from(entrantsOf(round, sim));
    else if (previous) entrants = new Int32Array(Math.ceil(previous.length / 2));
    else entrants = Int32Array.from({ length: sim.count }, (_, a) => a);
    if (entrants.length === 0) throw new CannotFollow('a round has no alliance');
    if (format === 'round-robin') roundRobinStep(round, entrants, sim);
    else averageStep(round, entrants, round ? null : previous, AVERAGE_ROUND_MATCHES[level] ?? 2, sim);
    previous = entrants;
  }
  if (!previous || previous.length < 2) throw new CannotFollow('fewer than two alliances for the finals');
  const last = previous;
  const finals = finalsRound?.series[0];
  // Finals already listed: who plays them is known.
  if (finals && finals.games.length > 0 && finals.red.alliance !== null && finals.blue.alliance !== null)
    return sim.series(sim.fixed(sim.indexOf(finals.red.alliance)), sim.fixed(sim.indexOf(finals.blue.alliance)), finals, bestOf);
  const best = (place: number) => () => last[place]!;
  return sim.series(best(0), best(1), finals, bestOf);
}

/** The alliances of a listed round, from its standings (the list must have each). */
function entrantsOf(round: BracketRound, sim: PlayoffRun): number[] {
  return (round.standings ?? []).map((s) => {
    const i = sim.indexOf(s.alliance);
    if (i === NONE) throw new CannotFollow("a round's standings name an alliance the list does not have");
    return i;
  });
}

/**
 * One average-score round. `entrants` holds who plays (fixed when the round is listed, else filled each run from
 * the best of `from`) and, after the step, the same alliances best first. An alliance's average: its played
 * scores, and each unplayed match's score drawn around its predicted score (their sum is one normal draw).
 */
function averageStep(round: BracketRound | undefined, entrants: Int32Array, from: Int32Array | null, perAlliance: number, sim: PlayoffRun): void {
  const played = new Float64Array(sim.count);
  const unplayed = new Int32Array(sim.count).fill(perAlliance);
  const scheduled = new Int32Array(sim.count).fill(perAlliance);
  for (const s of round?.standings ?? []) {
    const a = sim.indexOf(s.alliance);
    played[a] = s.total;
    unplayed[a] = s.scheduled - s.played;
    scheduled[a] = Math.max(s.scheduled, 1);
  }
  const average = new Float64Array(sim.count);
  const numbers = Int32Array.from(sim.alliances, (a) => a.number);
  const { normal, strength, scoreSd } = sim;
  // Best average first, then the lower alliance number (the standings' order).
  const compare = (x: number, y: number) => average[y]! - average[x]! || numbers[x]! - numbers[y]!;
  sim.steps.push(() => {
    if (from) for (let i = 0; i < entrants.length; i++) entrants[i] = from[i]!;
    for (let i = 0; i < entrants.length; i++) {
      const a = entrants[i]!;
      const u = unplayed[a]!;
      average[a] = (played[a]! + (u > 0 ? u * strength[a]! + scoreSd * Math.sqrt(u) * normal() : 0)) / scheduled[a]!;
    }
    sortEntrants(entrants, compare);
  });
}

/**
 * The round robin: every pair of its alliances plays once (the listed matches, and any pair not listed yet). Two
 * points a win and one a tie, then total score, then the lower alliance number (the standings' order).
 */
function roundRobinStep(round: BracketRound | undefined, entrants: Int32Array, sim: PlayoffRun): void {
  const points0 = new Float64Array(sim.count);
  const total0 = new Float64Array(sim.count);
  for (const s of round?.standings ?? []) {
    const a = sim.indexOf(s.alliance);
    points0[a] = 2 * s.wins + s.ties;
    total0[a] = s.total;
  }
  const listedPairs = new Set<string>();
  const pairs: number[] = [];
  for (const game of round?.series.flatMap((s) => s.games) ?? []) {
    const a = sim.indexOf(game.red.alliance);
    const b = sim.indexOf(game.blue.alliance);
    if (a === NONE || b === NONE) throw new CannotFollow('a round robin match has an alliance the list does not have');
    listedPairs.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
    if (!game.played) pairs.push(a, b);
  }
  for (let i = 0; i < entrants.length; i++)
    for (let j = i + 1; j < entrants.length; j++) {
      const [a, b] = [Math.min(entrants[i]!, entrants[j]!), Math.max(entrants[i]!, entrants[j]!)];
      if (!listedPairs.has(`${a}-${b}`)) pairs.push(a, b);
    }
  const games = Int32Array.from(pairs);
  const points = new Float64Array(sim.count);
  const total = new Float64Array(sim.count);
  const numbers = Int32Array.from(sim.alliances, (a) => a.number);
  const { normal, strength, scoreSd } = sim;
  const compare = (x: number, y: number) => points[y]! - points[x]! || total[y]! - total[x]! || numbers[x]! - numbers[y]!;
  sim.steps.push(() => {
    points.set(points0);
    total.set(total0);
    for (let g = 0; g < games.length; g += 2) {
      const a = games[g]!;
      const b = games[g + 1]!;
      const sa = strength[a]! + scoreSd * normal();
      const sb = strength[b]! + scoreSd * normal();
      total[a]! += sa;
      total[b]! += sb;
      if (sa > sb) points[a]! += 2;
      else if (sb > sa) points[b]! += 2;
      else {
        points[a]! += 1;
        points[b]! += 1;
      }
    }
    sortEntrants(entrants, compare);
  });
}

/** Insertion sort in place (a round has at most 16 alliances). */
function sortEntrants(entrants: Int32Array, compare: (x: number, y: number) => number): void {
  for (let i = 1; i < entrants.length; i++) {
    const x = entrants[i]!;
    let j = i - 1;
    for (; j >= 0 && compare(entrants[j]!, x) > 0; j--) entrants[j + 1] = entrants[j]!;
    entrants[j + 1] = x;
  }
}
