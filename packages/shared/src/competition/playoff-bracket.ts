/**
 * Playoff bracket placement (spec 2 sections 2 and 4): which format an event plays, and where each
 * playoff match sits in it. Pure data in, pure data out; the web draws it.
 */

export type BracketFormat = 'best-of-3' | 'double-8' | 'double-4' | 'finals-2';
export type Side = 'red' | 'blue';

export interface BracketMatchInput {
  key: string;
  comp_level: string;
  set_number: number;
  match_number: number;
  winning_alliance: string;
  predicted_time?: number | null;
  actual_time?: number | null;
  time?: number | null;
  alliances: Record<Side, { team_keys: string[]; score: number | null }>;
}

export interface BracketAllianceInput {
  number: number;
  name: string | null;
  picks: string[];
  backup?: { in: string; out: string } | null;
}

/** At most this many finals matches are shown: three finals and two overtimes. */
export const MAX_FINALS_MATCHES = 5;

/**
 * Year 2022 or earlier: best-of-3 single elimination. Later: by the number of alliances, two or
 * fewer play only finals, four or fewer a 4-alliance double elimination, else the 8-alliance one.
 * Quarterfinal (or eighth-final) matches in a later year mean the event kept the old bracket.
 */
export function bracketFormat(year: number, allianceCount: number, levels: ReadonlySet<string> = new Set()): BracketFormat {
  if (year <= 2022 || levels.has('qf') || levels.has('ef')) return 'best-of-3';
  if (allianceCount <= 2) return 'finals-2';
  if (allianceCount <= 4) return 'double-4';
  return 'double-8';
}

export interface BracketGame {
  key: string;
  /** 'Match 2', 'Final 1', 'Overtime 1', 'Replay'. */
  label: string;
  red: { teamKeys: string[]; score: number | null; alliance: number | null };
  blue: { teamKeys: string[]; score: number | null; alliance: number | null };
  winner: Side | null;
  played: boolean;
  /** Scheduled or predicted time (seconds), when known. */
  time: number | null;
}

export interface SeriesSide {
  alliance: number | null;
  /** The alliance's own name when it is not just 'Alliance n' (division names at championships). */
  name: string | null;
  teamKeys: string[];
  wins: number;
  /** Where this side comes from while it is not known ('Winner of Match 1', 'Alliance 8'). */
  source: string | null;
}

export interface BracketSeries {
  id: string;
  title: string;
  level: string;
  set: number;
  red: SeriesSide;
  blue: SeriesSide;
  games: BracketGame[];
  winner: Side | null;
  /** Matches of this set pair different alliances (2015's average-score rounds, round robins). */
  mixed: boolean;
  /** Nothing has been scheduled for it yet. */
  scheduled: boolean;
}

export interface BracketRound {
  id: string;
  title: string;
  series: BracketSeries[];
}

export type Bracket =
  | { format: 'best-of-3'; rounds: BracketRound[] }
  | { format: 'double-8' | 'double-4'; upper: BracketRound[]; lower: BracketRound[]; finals: BracketSeries }
  | { format: 'finals-2'; finals: BracketSeries };

type Feed = { seed: number } | { winnerOf: number } | { loserOf: number };
interface SlotPlan {
  set: number;
  red: Feed;
  blue: Feed;
  bracket: 'upper' | 'lower';
  round: number;
}

/** FIRST's double elimination: match numbers, their feeds, and the round each belongs to. */
const DOUBLE_ELIMINATION: Record<'double-8' | 'double-4', { slots: SlotPlan[]; finals: [Feed, Feed] }> = {
  'double-8': {
    slots: [
      { set: 1, red: { seed: 1 }, blue: { seed: 8 }, bracket: 'upper', round: 1 },
      { set: 2, red: { seed: 4 }, blue: { seed: 5 }, bracket: 'upper', round: 1 },
      { set: 3, red: { seed: 2 }, blue: { seed: 7 }, bracket: 'upper', round: 1 },
      { set: 4, red: { seed: 3 }, blue: { seed: 6 }, bracket: 'upper', round: 1 },
      { set: 5, red: { loserOf: 1 }, blue: { loserOf: 2 }, bracket: 'lower', round: 2 },
      { set: 6, red: { loserOf: 3 }, blue: { loserOf: 4 }, bracket: 'lower', round: 2 },
      { set: 7, red: { winnerOf: 1 }, blue: { winnerOf: 2 }, bracket: 'upper', round: 2 },
      { set: 8, red: { winnerOf: 3 }, blue: { winnerOf: 4 }, bracket: 'upper', round: 2 },
      { set: 9, red: { loserOf: 7 }, blue: { winnerOf: 6 }, bracket: 'lower', round: 3 },
      { set: 10, red: { loserOf: 8 }, blue: { winnerOf: 5 }, bracket: 'lower', round: 3 },
      { set: 11, red: { winnerOf: 7 }, blue: { winnerOf: 8 }, bracket: 'upper', round: 4 },
      { set: 12, red: { winnerOf: 10 }, blue: { winnerOf: 9 }, bracket: 'lower', round: 4 },
      { set: 13, red: { loserOf: 11 }, blue: { winnerOf: 12 }, bracket: 'lower', round: 5 },
    ],
    finals: [{ winnerOf: 11 }, { winnerOf: 13 }],
  },
  'double-4': {
    slots: [
      { set: 1, red: { seed: 1 }, blue: { seed: 4 }, bracket: 'upper', round: 1 },
      { set: 2, red: { seed: 2 }, blue: { seed: 3 }, bracket: 'upper', round: 1 },
      // As the recorded 2023micmp plays it: match 3 is the upper final, 4 the lower first round.
      { set: 3, red: { winnerOf: 1 }, blue: { winnerOf: 2 }, bracket: 'upper', round: 2 },
      { set: 4, red: { loserOf: 1 }, blue: { loserOf: 2 }, bracket: 'lower', round: 2 },
      { set: 5, red: { loserOf: 3 }, blue: { winnerOf: 4 }, bracket: 'lower', round: 3 },
    ],
    finals: [{ winnerOf: 3 }, { winnerOf: 5 }],
  },
};

/** Best-of-3 brackets: who meets whom in the first round, by alliance count (FIRST's seeding). */
const FIRST_ROUND_SEEDS: Record<string, Array<[number, number]>> = {
  ef: [[1, 16], [8, 9], [4, 13], [5, 12], [2, 15], [7, 10], [3, 14], [6, 11]],
  qf: [[1, 8], [4, 5], [2, 7], [3, 6]],
  sf: [[1, 4], [2, 3]],
  f: [[1, 2]],
};
const LEVEL_ORDER = ['ef', 'qf', 'sf', 'f'] as const;
const LEVEL_NAMES: Record<string, { one: string; round: string; short: string }> = {
  ef: { one: 'Eighth-final', round: 'Eighth-finals', short: 'EF' },
  qf: { one: 'Quarterfinal', round: 'Quarterfinals', short: 'QF' },
  sf: { one: 'Semifinal', round: 'Semifinals', short: 'SF' },
  f: { one: 'Final', round: 'Finals', short: 'F' },
};

const isPlayoff = (m: BracketMatchInput) => m.comp_level !== 'qm';
/** Scored: both scores known (null, or the provider's -1, means not played yet). */
const played = (m: BracketMatchInput) =>
  m.alliances.red.score !== null && m.alliances.blue.score !== null && m.alliances.red.score >= 0 && m.alliances.blue.score >= 0;
const winnerOf = (m: BracketMatchInput): Side | null => (m.winning_alliance === 'red' || m.winning_alliance === 'blue' ? m.winning_alliance : null);

/** How many distinct alliances play: the alliance list, or else the distinct sides of the playoff matches. */
export function allianceCountOf(alliances: readonly BracketAllianceInput[], matches: readonly BracketMatchInput[]): number {
  if (alliances.length > 0) return alliances.length;
  // Double elimination match numbers above 5 exist only in the 8-alliance bracket.
  if (matches.some((m) => m.comp_level === 'sf' && m.set_number > 5)) return 8;
  const sides = new Set<string>();
  for (const m of matches.filter(isPlayoff)) for (const side of ['red', 'blue'] as const) sides.add([...m.alliances[side].team_keys].sort().join(','));
  sides.delete('');
  return sides.size;
}

/** Team key to alliance number (captain, picks and a backup robot that came in). */
export function allianceByTeam(alliances: readonly BracketAllianceInput[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const a of alliances) {
    for (const key of a.picks) map.set(key, a.number);
    if (a.backup?.in) map.set(a.backup.in, a.number);
  }
  return map;
}

function allianceOfTeams(teamKeys: readonly string[], byTeam: ReadonlyMap<string, number>): number | null {
  const votes = new Map<number, number>();
  for (const key of teamKeys) {
    const n = byTeam.get(key);
    if (n !== undefined) votes.set(n, (votes.get(n) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestVotes = 0;
  for (const [n, count] of votes) if (count > bestVotes) [best, bestVotes] = [n, count];
  return best;
}

/** 'Alliance 3' is no name; 'Carver' or 'DTE Energy Foundation' is. */
const ownName = (alliance: BracketAllianceInput | undefined): string | null =>
  alliance?.name && !/^alliance\s*\d+$/i.test(alliance.name.trim()) ? alliance.name : null;

function gameOf(m: BracketMatchInput, label: string, byTeam: ReadonlyMap<string, number>): BracketGame {
  const side = (s: Side) => ({
    teamKeys: m.alliances[s].team_keys,
    score: played(m) ? m.alliances[s].score : null,
    alliance: allianceOfTeams(m.alliances[s].team_keys, byTeam),
  });
  return {
    key: m.key,
    label,
    red: side('red'),
    blue: side('blue'),
    winner: played(m) ? winnerOf(m) : null,
    played: played(m),
    time: m.actual_time ?? m.predicted_time ?? m.time ?? null,
  };
}

/** The label of the n-th match of a series: finals 4 and 5 are the overtimes. */
export function seriesGameLabel(level: string, matchNumber: number, doubleElimination: boolean): string {
  if (level === 'f') return matchNumber === 4 ? 'Overtime 1' : matchNumber === 5 ? 'Overtime 2' : `Final ${matchNumber}`;
  if (doubleElimination) return matchNumber === 1 ? 'Match' : `Replay ${matchNumber - 1}`;
  return `Match ${matchNumber}`;
}

interface SeriesContext {
  alliances: ReadonlyMap<number, BracketAllianceInput>;
  byTeam: ReadonlyMap<string, number>;
  doubleElimination: boolean;
}

function emptySide(source: string | null, alliance: number | null, ctx: SeriesContext): SeriesSide {
  const a = alliance === null ? undefined : ctx.alliances.get(alliance);
  return { alliance: a ? a.number : null, name: ownName(a), teamKeys: a ? a.picks : [], wins: 0, source: a ? null : source };
}

/**
 * One series (a set): its games in order, each side's alliance and wins, and the winner once a
 * side has two wins (best-of-3 and finals) or won the single match (double elimination).
 * Games still listed after the series was decided are dropped: they will not be played.
 */
function buildSeries(
  id: string,
  title: string,
  level: string,
  set: number,
  matches: BracketMatchInput[],
  ctx: SeriesContext,
  expected: { red: SeriesSide; blue: SeriesSide },
): BracketSeries {
  const ordered = [...matches].sort((a, b) => a.match_number - b.match_number);
  const single = ctx.doubleElimination && level !== 'f';
  const limited = level === 'f' ? ordered.filter((m) => m.match_number <= MAX_FINALS_MATCHES) : ordered;
  const pairs = new Set(limited.map((m) => [[...m.alliances.red.team_keys].sort().join(','), [...m.alliances.blue.team_keys].sort().join(',')].sort().join('|')));
  const mixed = pairs.size > 1;

  const first = limited[0];
  const sideFrom = (s: Side): SeriesSide => {
    if (!first || mixed) return expected[s];
    const n = allianceOfTeams(first.alliances[s].team_keys, ctx.byTeam);
    const a = n === null ? undefined : ctx.alliances.get(n);
    return { alliance: n, name: ownName(a), teamKeys: first.alliances[s].team_keys, wins: 0, source: null };
  };
  const red = sideFrom('red');
  const blue = sideFrom('blue');

  const games: BracketGame[] = [];
  let winner: Side | null = null;
  for (const m of limited) {
    if (winner && !played(m)) continue;
    games.push(gameOf(m, seriesGameLabel(level, m.match_number, ctx.doubleElimination), ctx.byTeam));
    const w = winnerOf(m);
    if (!played(m) || !w || mixed) continue;
    // Sides may swap colours between games; credit the alliance, not the colour.
    const redSideWon = m.alliances[w].team_keys.some((k) => red.teamKeys.includes(k));
    if (redSideWon) red.wins++;
    else blue.wins++;
    if (single) winner = redSideWon ? 'red' : 'blue';
    else if (red.wins >= 2 || blue.wins >= 2) winner = red.wins > blue.wins ? 'red' : 'blue';
  }
  return { id, title, level, set, red, blue, games, winner, mixed, scheduled: limited.length > 0 };
}

function groupBySet(matches: readonly BracketMatchInput[]): Map<string, BracketMatchInput[]> {
  const groups = new Map<string, BracketMatchInput[]>();
  for (const m of matches) {
    const id = `${m.comp_level}${m.set_number}`;
    groups.set(id, [...(groups.get(id) ?? []), m]);
  }
  return groups;
}

function placeBestOfThree(matches: BracketMatchInput[], ctx: SeriesContext, allianceCount: number): BracketRound[] {
  const groups = groupBySet(matches);
  const present = new Set(matches.map((m) => m.comp_level));
  // The first round is the earliest level played, or the one the alliance count implies.
  const implied = allianceCount > 8 ? 'ef' : allianceCount > 4 ? 'qf' : allianceCount > 2 ? 'sf' : 'f';
  const firstIndex = Math.min(
    LEVEL_ORDER.indexOf(implied),
    ...LEVEL_ORDER.map((l, i) => (present.has(l) ? i : LEVEL_ORDER.length)),
  );
  const rounds: BracketRound[] = [];
  let previous: BracketSeries[] = [];
  for (const level of LEVEL_ORDER.slice(firstIndex)) {
    const names = LEVEL_NAMES[level]!;
    const setsPlayed = [...groups.keys()].filter((id) => id.startsWith(level) && /^\D+\d+$/.test(id)).map((id) => Number(id.slice(level.length)));
    const expectedSets = level === 'f' ? 1 : previous.length ? Math.ceil(previous.length / 2) : (FIRST_ROUND_SEEDS[level]?.length ?? 1);
    const sets = [...new Set([...setsPlayed, ...Array.from({ length: expectedSets }, (_, i) => i + 1)])].sort((a, b) => a - b);
    const series = sets.map((set) => {
      let expected: { red: SeriesSide; blue: SeriesSide };
      const feeders = [previous[(set - 1) * 2], previous[(set - 1) * 2 + 1]];
      if (!previous.length) {
        const seeds = FIRST_ROUND_SEEDS[level]?.[set - 1];
        expected = {
          red: emptySide(seeds ? `Alliance ${seeds[0]}` : 'TBD', seeds ? seeds[0] : null, ctx),
          blue: emptySide(seeds ? `Alliance ${seeds[1]}` : 'TBD', seeds ? seeds[1] : null, ctx),
        };
      } else {
        const fromFeeder = (f: BracketSeries | undefined): SeriesSide => {
          if (!f) return emptySide('TBD', null, ctx);
          const w = f.winner ? f[f.winner] : null;
          return w && !f.mixed ? { ...w, wins: 0, source: null } : emptySide(`Winner of ${f.title}`, null, ctx);
        };
        expected = { red: fromFeeder(feeders[0]), blue: fromFeeder(feeders[1]) };
      }
      const title = level === 'f' && sets.length === 1 ? 'Finals' : `${names.one} ${set}`;
      return buildSeries(`${level}${set}`, title, level, set, groups.get(`${level}${set}`) ?? [], ctx, expected);
    });
    rounds.push({ id: level, title: names.round, series });
    previous = series;
  }
  return rounds;
}

function placeDoubleElimination(
  format: 'double-8' | 'double-4',
  matches: BracketMatchInput[],
  ctx: SeriesContext,
): { upper: BracketRound[]; lower: BracketRound[]; finals: BracketSeries } {
  const plan = DOUBLE_ELIMINATION[format];
  const groups = groupBySet(matches);
  const results = new Map<number, BracketSeries>();
  const feedSide = (feed: Feed): SeriesSide => {
    if ('seed' in feed) return emptySide(`Alliance ${feed.seed}`, feed.seed, ctx);
    const setNumber = 'winnerOf' in feed ? feed.winnerOf : feed.loserOf;
    const source = `${'winnerOf' in feed ? 'Winner' : 'Loser'} of Match ${setNumber}`;
    const s = results.get(setNumber);
    if (!s?.winner) return emptySide(source, null, ctx);
    const side = 'winnerOf' in feed ? s[s.winner] : s[s.winner === 'red' ? 'blue' : 'red'];
    return { ...side, wins: 0, source: null };
  };
  const upper = new Map<number, BracketSeries[]>();
  const lower = new Map<number, BracketSeries[]>();
  for (const slot of plan.slots) {
    const series = buildSeries(`sf${slot.set}`, `Match ${slot.set}`, 'sf', slot.set, groups.get(`sf${slot.set}`) ?? [], ctx, {
      red: feedSide(slot.red),
      blue: feedSide(slot.blue),
    });
    results.set(slot.set, series);
    const rounds = slot.bracket === 'upper' ? upper : lower;
    rounds.set(slot.round, [...(rounds.get(slot.round) ?? []), series]);
  }
  const toRounds = (rounds: Map<number, BracketSeries[]>, name: string) =>
    [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, series]) => ({ id: `${name.toLowerCase()}-${round}`, title: `${name} Round ${round}`, series }));
  const finals = buildSeries('f1', 'Finals', 'f', 1, groups.get('f1') ?? [], ctx, { red: feedSide(plan.finals[0]), blue: feedSide(plan.finals[1]) });
  return { upper: toRounds(upper, 'Upper'), lower: toRounds(lower, 'Lower'), finals };
}

/** Places an event's playoff matches (qualifications are ignored) in the bracket of its format. */
export function buildBracket(year: number, matchesIn: readonly BracketMatchInput[], alliancesIn: readonly BracketAllianceInput[]): Bracket {
  const matches = matchesIn.filter(isPlayoff);
  const allianceCount = allianceCountOf(alliancesIn, matches);
  const format = bracketFormat(year, allianceCount, new Set(matches.map((m) => m.comp_level)));
  const ctx: SeriesContext = {
    alliances: new Map(alliancesIn.map((a) => [a.number, a])),
    byTeam: allianceByTeam(alliancesIn),
    doubleElimination: format !== 'best-of-3',
  };
  if (format === 'best-of-3') return { format, rounds: placeBestOfThree(matches, ctx, allianceCount) };
  if (format === 'finals-2') {
    const finals = buildSeries('f1', 'Finals', 'f', 1, matches.filter((m) => m.comp_level === 'f' && m.set_number === 1), ctx, {
      red: emptySide('Alliance 1', 1, ctx),
      blue: emptySide('Alliance 2', 2, ctx),
    });
    return { format, finals };
  }
  return { format, ...placeDoubleElimination(format, matches, ctx) };
}

/** Alliance selection labels: Captain, Pick 1, Pick 2, Pick 3, then Pick {i}. */
export function pickLabel(index: number): string {
  return index === 0 ? 'Captain' : `Pick ${index}`;
}
