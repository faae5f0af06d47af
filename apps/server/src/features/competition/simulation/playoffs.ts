import type { CompLevel, MatchSlot, SimMatch } from './match-play.ts';
import type { PlayingClock } from './schedule.ts';

export interface PlayoffAlliance {
  number: number;
  name: string;
  picks: string[];
}

export interface PlayoffRun {
  matches: SimMatch[];
  winner: number | null;
  finalist: number | null;
  /** Final place of each alliance (1 winner, 2 finalist, 3, 4, 5, 7, 9...). */
  place: Map<number, number>;
  /** The match that knocked each alliance out (or, for the winner, won the title). */
  decidedBy: Map<number, string>;
  /** Double elimination round each alliance last played in. */
  lastRound: Map<number, string>;
}

const emptyRun = (matches: SimMatch[]): PlayoffRun => ({
  matches,
  winner: null,
  finalist: null,
  place: new Map(),
  decidedBy: new Map(),
  lastRound: new Map(),
});

export interface PlayoffContext {
  eventKey: string;
  clock: PlayingClock;
  /** Plays a slot; `attempt` re-rolls a tied double elimination match. */
  play: (slot: MatchSlot, attempt: number) => SimMatch;
  /** When alliances are known (the first round's matches are listed then). */
  selectionTime: number;
  /** Seconds between a match's scheduled and actual start. */
  drift: () => number;
}

const PLAYOFF_CYCLE = 11 * 60;
const ROUND_BREAK = 8 * 60;

function slotFor(
  ctx: PlayoffContext,
  level: CompLevel,
  set: number,
  match: number,
  red: PlayoffAlliance,
  blue: PlayoffAlliance,
  listedAt: number,
  cycle = PLAYOFF_CYCLE,
): MatchSlot {
  const time = ctx.clock.next(cycle);
  const key = level === 'f' && set === 1 ? `${ctx.eventKey}_f1m${match}` : `${ctx.eventKey}_${level}${set}m${match}`;
  return {
    key,
    eventKey: ctx.eventKey,
    compLevel: level,
    setNumber: set,
    matchNumber: match,
    red: red.picks.slice(0, 3),
    blue: blue.picks.slice(0, 3),
    time,
    actualTime: time + ctx.drift(),
    listedAt,
  };
}

interface Series {
  set: number;
  red: PlayoffAlliance;
  blue: PlayoffAlliance;
  listedAt: number;
}

/** Best-of-3 series of one round, interleaved (m1 of every set, then m2, ...); a tie is replayed. */
function playSeriesRound(
  ctx: PlayoffContext,
  level: CompLevel,
  series: Series[],
  out: SimMatch[],
): Array<{ winner: PlayoffAlliance; loser: PlayoffAlliance; decided: SimMatch }> {
  const wins = series.map(() => ({ red: 0, blue: 0 }));
  const done: Array<{ winner: PlayoffAlliance; loser: PlayoffAlliance; decided: SimMatch } | null> = series.map(() => null);
  const last: Array<SimMatch | null> = series.map(() => null);
  for (let matchNumber = 1; done.some((d) => d === null); matchNumber++) {
    series.forEach((s, i) => {
      if (done[i]) return;
      const listedAt = matchNumber <= 2 ? s.listedAt : (last[i] as SimMatch).postResultTime;
      const match = ctx.play(slotFor(ctx, level, s.set, matchNumber, s.red, s.blue, listedAt), 0);
      out.push(match);
      last[i] = match;
      const w = wins[i] as { red: number; blue: number };
      if (match.winner) w[match.winner]++;
      if (w.red === 2 || w.blue === 2 || matchNumber >= 6) {
        const redWon = w.red > w.blue || (w.red === w.blue && match.redResult.score >= match.blueResult.score);
        done[i] = { winner: redWon ? s.red : s.blue, loser: redWon ? s.blue : s.red, decided: match };
      }
    });
  }
  return done as Array<{ winner: PlayoffAlliance; loser: PlayoffAlliance; decided: SimMatch }>;
}

/** Single-elimination best-of-3 bracket (the format up to 2022): ef (16), qf (8), sf (4), f. */
export function runBestOfThree(ctx: PlayoffContext, alliances: PlayoffAlliance[]): PlayoffRun {
  const matches: SimMatch[] = [];
  const run = emptyRun(matches);
  const seeds: Record<number, number[]> = {
    16: [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11],
    8: [1, 8, 4, 5, 2, 7, 3, 6],
    4: [1, 4, 2, 3],
    2: [1, 2],
  };
  const order = seeds[alliances.length] ?? (seeds[8] as number[]);
  let field = order.map((n) => alliances[n - 1] as PlayoffAlliance);
  const levels: CompLevel[] =
    alliances.length >= 16 ? ['ef', 'qf', 'sf', 'f'] : alliances.length >= 8 ? ['qf', 'sf', 'f'] : alliances.length >= 4 ? ['sf', 'f'] : ['f'];
  const places: Record<string, number> = { ef: 9, qf: 5, sf: 3, f: 2 };
  let listedAt = ctx.selectionTime;
  for (const level of levels) {
    const series: Series[] = [];
    for (let i = 0; i < field.length; i += 2)
      series.push({ set: i / 2 + 1, red: field[i] as PlayoffAlliance, blue: field[i + 1] as PlayoffAlliance, listedAt });
    const results = playSeriesRound(ctx, level, series, matches);
    for (const result of results) {
      run.place.set(result.loser.number, places[level] as number);
      run.decidedBy.set(result.loser.number, result.decided.key);
    }
    field = results.map((r) => r.winner);
    listedAt = Math.max(...results.map((r) => r.decided.postResultTime));
    if (level === 'f') {
      const final = results[0];
      if (final) {
        run.winner = final.winner.number;
        run.finalist = final.loser.number;
        run.place.set(final.winner.number, 1);
        run.decidedBy.set(final.winner.number, final.decided.key);
      }
    }
    ctx.clock.pause(ROUND_BREAK);
  }
  return run;
}

type Feed = { winnerOf: number } | { loserOf: number } | { seed: number };
interface BracketMatch {
  red: Feed;
  blue: Feed;
  round: string;
  /** Place of the loser when this match eliminates it. */
  loserPlace: number | null;
}

const DOUBLE_ELIMINATION: Record<number, BracketMatch[]> = {
  8: [
    { red: { seed: 1 }, blue: { seed: 8 }, round: 'Round 1', loserPlace: null },
    { red: { seed: 4 }, blue: { seed: 5 }, round: 'Round 1', loserPlace: null },
    { red: { seed: 2 }, blue: { seed: 7 }, round: 'Round 1', loserPlace: null },
    { red: { seed: 3 }, blue: { seed: 6 }, round: 'Round 1', loserPlace: null },
    { red: { loserOf: 1 }, blue: { loserOf: 2 }, round: 'Round 2', loserPlace: 7 },
    { red: { loserOf: 3 }, blue: { loserOf: 4 }, round: 'Round 2', loserPlace: 7 },
    { red: { winnerOf: 1 }, blue: { winnerOf: 2 }, round: 'Round 2', loserPlace: null },
    { red: { winnerOf: 3 }, blue: { winnerOf: 4 }, round: 'Round 2', loserPlace: null },
    { red: { loserOf: 7 }, blue: { winnerOf: 6 }, round: 'Round 3', loserPlace: 5 },
    { red: { loserOf: 8 }, blue: { winnerOf: 5 }, round: 'Round 3', loserPlace: 5 },
    { red: { winnerOf: 7 }, blue: { winnerOf: 8 }, round: 'Round 4', loserPlace: null },
    { red: { winnerOf: 10 }, blue: { winnerOf: 9 }, round: 'Round 4', loserPlace: 4 },
    { red: { loserOf: 11 }, blue: { winnerOf: 12 }, round: 'Round 5', loserPlace: 3 },
  ],
  4: [
    { red: { seed: 1 }, blue: { seed: 4 }, round: 'Round 1', loserPlace: null },
    { red: { seed: 2 }, blue: { seed: 3 }, round: 'Round 1', loserPlace: null },
    // FIRST's numbering (as recorded at 2023micmp): match 3 is the upper final, 4 the first lower match.
    { red: { winnerOf: 1 }, blue: { winnerOf: 2 }, round: 'Round 2', loserPlace: null },
    { red: { loserOf: 1 }, blue: { loserOf: 2 }, round: 'Round 2', loserPlace: 4 },
    { red: { loserOf: 3 }, blue: { winnerOf: 4 }, round: 'Round 3', loserPlace: 3 },
  ],
};

/**
 * Double elimination (2023 on): single sf matches numbered as sets 1..13 (1..5 with four alliances),
 * then a best-of-3 final between the upper and lower bracket winners, with overtime matches on ties.
 */
export function runDoubleElimination(ctx: PlayoffContext, alliances: PlayoffAlliance[]): PlayoffRun {
  const bracket = DOUBLE_ELIMINATION[alliances.length >= 8 ? 8 : 4] as BracketMatch[];
  const matches: SimMatch[] = [];
  const run = emptyRun(matches);
  const results: Array<{ winner: PlayoffAlliance; loser: PlayoffAlliance; match: SimMatch }> = [];
  const resolve = (feed: Feed): { alliance: PlayoffAlliance; knownAt: number } => {
    if ('seed' in feed) return { alliance: alliances[feed.seed - 1] as PlayoffAlliance, knownAt: ctx.selectionTime };
    const result = results[('winnerOf' in feed ? feed.winnerOf : feed.loserOf) - 1];
    if (!result) throw new Error('bracket feeds a match that has not been played');
    return { alliance: 'winnerOf' in feed ? result.winner : result.loser, knownAt: result.match.postResultTime };
  };
  let previousRound = '';
  bracket.forEach((entry, index) => {
    if (previousRound && entry.round !== previousRound) ctx.clock.pause(ROUND_BREAK);
    previousRound = entry.round;
    const red = resolve(entry.red);
    const blue = resolve(entry.blue);
    const slot = slotFor(ctx, 'sf', index + 1, 1, red.alliance, blue.alliance, Math.max(red.knownAt, blue.knownAt));
    let match = ctx.play(slot, 0);
    for (let attempt = 1; match.winner === '' && attempt < 20; attempt++) match = ctx.play(slot, attempt);
    matches.push(match);
    const redWon = match.winner === 'red';
    const result = { winner: redWon ? red.alliance : blue.alliance, loser: redWon ? blue.alliance : red.alliance, match };
    results.push(result);
    for (const alliance of [red.alliance, blue.alliance]) run.lastRound.set(alliance.number, entry.round);
    if (entry.loserPlace !== null) {
      run.place.set(result.loser.number, entry.loserPlace);
      run.decidedBy.set(result.loser.number, match.key);
    }
  });
  ctx.clock.pause(ROUND_BREAK * 2);
  // The upper final is the third-last match in both brackets (11 of 13, 3 of 5).
  const upper = results[bracket.length - 3] as { winner: PlayoffAlliance; match: SimMatch };
  const lower = results[bracket.length - 1] as { winner: PlayoffAlliance; match: SimMatch };
  const listedAt = Math.max(upper.match.postResultTime, lower.match.postResultTime);
  playFinals(ctx, run, upper.winner, lower.winner, listedAt);
  for (const finalist of [run.winner, run.finalist]) if (finalist !== null) run.lastRound.set(finalist, 'Finals');
  return run;
}

/** The best-of-3 finals (red given first: the upper bracket's winner, or the better seed or average). */
function playFinals(ctx: PlayoffContext, run: PlayoffRun, red: PlayoffAlliance, blue: PlayoffAlliance, listedAt: number): void {
  const [final] = playSeriesRound(ctx, 'f', [{ set: 1, red, blue, listedAt }], run.matches);
  if (!final) return;
  run.winner = final.winner.number;
  run.finalist = final.loser.number;
  run.place.set(final.winner.number, 1);
  run.place.set(final.loser.number, 2);
  run.decidedBy.set(final.winner.number, final.decided.key);
  run.decidedBy.set(final.loser.number, final.decided.key);
}

/**
 * 2015's average-score rounds (playoff_type 3), in the order the recorded events played them: each
 * eighth- or quarterfinal alliance plays two matches against two different seeds, each semifinalist
 * three; the better half of the averages goes on, and the two best semifinal averages meet in a
 * best-of-3 final. Pairs are [red, blue] places among the round's entrants: alliance numbers in the
 * first round, the previous round's averages after it.
 */
const AVERAGE_ROUNDS: Array<{ level: CompLevel; entrants: number; pairs: Array<[number, number]> }> = [
  {
    level: 'ef',
    entrants: 16,
    pairs: [
      [7, 9],
      [8, 10],
      [5, 11],
      [6, 12],
      [3, 13],
      [4, 14],
      [1, 15],
      [2, 16],
      [7, 11],
      [8, 12],
      [5, 9],
      [6, 10],
      [3, 15],
      [4, 16],
      [1, 13],
      [2, 14],
    ],
  },
  {
    level: 'qf',
    entrants: 8,
    pairs: [
      [4, 5],
      [3, 6],
      [2, 7],
      [1, 8],
      [4, 6],
      [3, 5],
      [2, 8],
      [1, 7],
    ],
  },
  {
    level: 'sf',
    entrants: 4,
    pairs: [
      [2, 4],
      [1, 3],
      [2, 3],
      [1, 4],
      [3, 4],
      [1, 2],
    ],
  },
];
const AVERAGE_CYCLE = 8 * 60;

/** Average-score playoffs: rounds of alliance averages (no match is won or lost in them), then finals. */
export function runAverageScore(ctx: PlayoffContext, alliances: PlayoffAlliance[]): PlayoffRun {
  const matches: SimMatch[] = [];
  const run = emptyRun(matches);
  let field = [...alliances];
  let listedAt = ctx.selectionTime;
  const places: Record<string, number> = { ef: 9, qf: 5, sf: 3 };
  for (const round of AVERAGE_ROUNDS.filter((r) => r.entrants <= alliances.length)) {
    const scores = new Map<number, number[]>(field.map((a) => [a.number, []]));
    const played: SimMatch[] = [];
    round.pairs.forEach(([red, blue], i) => {
      const redAlliance = field[red - 1] as PlayoffAlliance;
      const blueAlliance = field[blue - 1] as PlayoffAlliance;
      // Alliances play the field, not each other: the provider names no winner in these rounds.
      const match: SimMatch = { ...ctx.play(slotFor(ctx, round.level, 1, i + 1, redAlliance, blueAlliance, listedAt, AVERAGE_CYCLE), 0), winner: '' };
      matches.push(match);
      played.push(match);
      scores.get(redAlliance.number)?.push(match.redResult.score);
      scores.get(blueAlliance.number)?.push(match.blueResult.score);
    });
    const average = (a: PlayoffAlliance) => {
      const list = scores.get(a.number) ?? [];
      return list.reduce((sum, s) => sum + s, 0) / Math.max(1, list.length);
    };
    // Best average first; a tie goes to the better seed.
    const ranked = [...field].sort((a, b) => average(b) - average(a) || field.indexOf(a) - field.indexOf(b));
    const last = played[played.length - 1] as SimMatch;
    const advancing = round.entrants / 2;
    for (const out of ranked.slice(advancing)) {
      run.place.set(out.number, places[round.level] as number);
      run.decidedBy.set(out.number, last.key);
    }
    field = ranked.slice(0, advancing);
    listedAt = Math.max(...played.map((m) => m.postResultTime));
    ctx.clock.notBefore(listedAt);
    ctx.clock.pause(ROUND_BREAK);
  }
  playFinals(ctx, run, field[0] as PlayoffAlliance, field[1] as PlayoffAlliance, listedAt);
  return run;
}

/** The side an alliance plays on in a match (its captain's), or null when it does not play in it. */
export function sideOf(match: SimMatch, alliance: PlayoffAlliance): 'red' | 'blue' | null {
  if (match.red[0] === alliance.picks[0]) return 'red';
  if (match.blue[0] === alliance.picks[0]) return 'blue';
  return null;
}

/** Alliances ranked by round robin matches: two points a win and one a tie, then total score, then alliance number. */
export function rankRoundRobin(alliances: readonly PlayoffAlliance[], matches: readonly SimMatch[]): PlayoffAlliance[] {
  const table = new Map(
    alliances.map((a) => {
      let points = 0;
      let total = 0;
      for (const m of matches) {
        const side = sideOf(m, a);
        if (!side) continue;
        points += m.winner === side ? 2 : m.winner === '' ? 1 : 0;
        total += (side === 'red' ? m.redResult : m.blueResult).score;
      }
      return [a.number, { points, total }];
    }),
  );
  const row = (a: PlayoffAlliance) => table.get(a.number) as { points: number; total: number };
  return [...alliances].sort((a, b) => row(b).points - row(a).points || row(b).total - row(a).total || a.number - b.number);
}

/** Einstein's round robin (2017-2022), as recorded: every pair of the six division winners meets once, in this order. */
const ROUND_ROBIN_ORDER: Array<[number, number]> = [
  [1, 2],
  [3, 4],
  [5, 6],
  [1, 4],
  [2, 6],
  [3, 5],
  [1, 6],
  [4, 5],
  [2, 3],
  [5, 1],
  [6, 3],
  [4, 2],
  [3, 1],
  [5, 2],
  [6, 4],
];
const ROUND_ROBIN_CYCLE = 7 * 60;

/**
 * Round robin (playoff_type 4): fifteen matches numbered as one semifinal set (sf1m1..sf1m15), two
 * points a win and one a tie; the two best (then the higher total score, then the lower alliance
 * number) play a best-of-3 final.
 */
export function runRoundRobin(ctx: PlayoffContext, alliances: PlayoffAlliance[]): PlayoffRun {
  const matches: SimMatch[] = [];
  const run = emptyRun(matches);
  const pairs = ROUND_ROBIN_ORDER.filter(([red, blue]) => red <= alliances.length && blue <= alliances.length);
  pairs.forEach(([redSeed, blueSeed], i) => {
    const red = alliances[redSeed - 1] as PlayoffAlliance;
    const blue = alliances[blueSeed - 1] as PlayoffAlliance;
    matches.push(ctx.play(slotFor(ctx, 'sf', 1, i + 1, red, blue, ctx.selectionTime, ROUND_ROBIN_CYCLE), 0));
  });
  const ranked = rankRoundRobin(alliances, matches);
  const last = matches[matches.length - 1] as SimMatch;
  ranked.forEach((alliance, i) => {
    if (i < 2) return;
    run.place.set(alliance.number, i + 1);
    run.decidedBy.set(alliance.number, last.key);
  });
  ctx.clock.notBefore(last.postResultTime);
  ctx.clock.pause(ROUND_BREAK * 2);
  playFinals(ctx, run, ranked[0] as PlayoffAlliance, ranked[1] as PlayoffAlliance, Math.max(...matches.map((m) => m.postResultTime)));
  return run;
}
