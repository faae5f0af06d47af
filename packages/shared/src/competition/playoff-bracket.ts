import { DOUBLE_ELIMINATION, slotKey, type DoubleEliminationPlanName, type Feed } from './double-elimination-plan.ts';
import { roundStandings, type RoundStanding } from './playoff-standings.ts';

/**
 * Playoff bracket placement (spec 2 sections 2 and 4): which format an event plays, and where each
 * playoff match sits in it. Pure data in, pure data out; the web draws it.
 */

export type BracketFormat = 'best-of-3' | 'average' | 'round-robin' | 'double-8' | 'double-4' | 'legacy-double-8' | 'finals-2';
/** Formats drawn as an upper and a lower bracket, then the finals. */
export type DoubleFormat = 'double-8' | 'double-4' | 'legacy-double-8';
/** Formats drawn as rounds of columns (elimination series, or mixed sets of alliance averages or a round robin). */
export type RoundsFormat = 'best-of-3' | 'average' | 'round-robin';
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
 * The spec's rule, used when the event does not say its format (no playoff_type): year 2022 or
 * earlier is best-of-3 single elimination. Later: by the number of alliances, two or fewer play
 * only finals, four or fewer a 4-alliance double elimination, else the 8-alliance one.
 * Quarterfinal (or eighth-final) matches in a later year mean the event kept the old bracket.
 */
export function bracketFormat(year: number, allianceCount: number, levels: ReadonlySet<string> = new Set()): BracketFormat {
  if (year <= 2022 || levels.has('qf') || levels.has('ef')) return 'best-of-3';
  if (allianceCount <= 2) return 'finals-2';
  if (allianceCount <= 4) return 'double-4';
  return 'double-8';
}

/**
 * The provider's playoff_type enum (TBA): 0 bracket 8, 1 bracket 16, 2 bracket 4, 9 bracket 2,
 * 3 average score 8 (2015), 4 round robin 6, 5 legacy double elimination 8, 10 double elimination 8,
 * 11 double elimination 4, 6 best-of-5 finals, 7 best-of-3 finals, 8 custom.
 * Legacy double elimination (5) keys its matches as bracket levels (ef, qf, sf, f) but plays one
 * match per pairing and finals to two defeats: a bracket of its own. Custom (8) and unknown values
 * say nothing: null.
 */
const PLAYOFF_TYPES: Record<number, BracketFormat> = {
  0: 'best-of-3',
  1: 'best-of-3',
  2: 'best-of-3',
  9: 'finals-2',
  3: 'average',
  4: 'round-robin',
  5: 'legacy-double-8',
  10: 'double-8',
  11: 'double-4',
  6: 'finals-2',
  7: 'finals-2',
};
export function formatOfPlayoffType(playoffType: number | null | undefined): BracketFormat | null {
  return playoffType === null || playoffType === undefined ? null : (PLAYOFF_TYPES[playoffType] ?? null);
}

/** The event's format: its playoff_type when it says one, else the spec's rule by year and alliance count. */
export function eventBracketFormat(
  playoffType: number | null | undefined,
  year: number,
  allianceCount: number,
  levels: ReadonlySet<string>,
): BracketFormat {
  return formatOfPlayoffType(playoffType) ?? bracketFormat(year, allianceCount, levels);
}

/**
 * Without a playoff_type: the spec's rule, except that a set played by more than two alliances
 * (recorded championship round robins, 2015's average rounds) says the format is not a bracket.
 */
function unsaidFormat(year: number, allianceCount: number, matches: readonly BracketMatchInput[]): BracketFormat {
  const sets = new Map<string, BracketMatchInput[]>();
  for (const m of matches)
    if (m.comp_level !== 'f') sets.set(`${m.comp_level}${m.set_number}`, [...(sets.get(`${m.comp_level}${m.set_number}`) ?? []), m]);
  if ([...sets.values()].some((set) => lineupsOf(set).length > 2)) return year === 2015 ? 'average' : 'round-robin';
  return bracketFormat(year, allianceCount, new Set(matches.map((m) => m.comp_level)));
}

/** Best-of-5 finals (playoff_type 6) need three wins; every other series two. */
export const winsNeeded = (playoffType: number | null | undefined): number => (playoffType === 6 ? 3 : 2);

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
  /** How the series is decided when it is not first to two wins ('The lower bracket's alliance must win twice'). */
  rule: string | null;
}

export interface BracketRound {
  id: string;
  title: string;
  series: BracketSeries[];
  /** Average-score and round robin rounds: each alliance's average (or record), best first, and whether it went on. */
  standings?: RoundStanding[];
}

export type Bracket =
  | { format: RoundsFormat; rounds: BracketRound[] }
  | { format: DoubleFormat; upper: BracketRound[]; lower: BracketRound[]; finals: BracketSeries }
  | { format: 'finals-2'; finals: BracketSeries };

/** Best-of-3 brackets: who meets whom in the first round, by alliance count (FIRST's seeding). */
const FIRST_ROUND_SEEDS: Record<string, Array<[number, number]>> = {
  ef: [
    [1, 16],
    [8, 9],
    [4, 13],
    [5, 12],
    [2, 15],
    [7, 10],
    [3, 14],
    [6, 11],
  ],
  qf: [
    [1, 8],
    [4, 5],
    [2, 7],
    [3, 6],
  ],
  sf: [
    [1, 4],
    [2, 3],
  ],
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
export const matchPlayed = (m: BracketMatchInput) =>
  m.alliances.red.score !== null && m.alliances.blue.score !== null && m.alliances.red.score >= 0 && m.alliances.blue.score >= 0;
const winnerOf = (m: BracketMatchInput): Side | null => (m.winning_alliance === 'red' || m.winning_alliance === 'blue' ? m.winning_alliance : null);

/**
 * The lineups that played the playoffs, merged into alliances: two lineups sharing at least two
 * robots are one alliance (a backup robot, or a fourth pick rotating in, does not make a new one).
 */
export function lineupsOf(matches: readonly BracketMatchInput[]): string[][] {
  const groups: Array<Set<string>> = [];
  for (const m of matches.filter(isPlayoff)) {
    for (const side of ['red', 'blue'] as const) {
      const keys = m.alliances[side].team_keys;
      if (keys.length === 0) continue;
      const touching = groups.filter((g) => keys.filter((k) => g.has(k)).length >= Math.min(2, keys.length));
      const merged = new Set<string>(keys);
      for (const g of touching) {
        for (const k of g) merged.add(k);
        groups.splice(groups.indexOf(g), 1);
      }
      groups.push(merged);
    }
  }
  return groups.map((g) => [...g]);
}

/** How many alliances play: the alliance list, or else the alliances the playoff lineups make. */
export function allianceCountOf(alliances: readonly BracketAllianceInput[], matches: readonly BracketMatchInput[]): number {
  if (alliances.length > 0) return alliances.length;
  // Double elimination match numbers above 5 exist only in the 8-alliance bracket.
  if (matches.some((m) => m.comp_level === 'sf' && m.set_number > 5)) return 8;
  return lineupsOf(matches).length;
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
    score: matchPlayed(m) ? m.alliances[s].score : null,
    alliance: allianceOfTeams(m.alliances[s].team_keys, byTeam),
  });
  return {
    key: m.key,
    label,
    red: side('red'),
    blue: side('blue'),
    winner: matchPlayed(m) ? winnerOf(m) : null,
    played: matchPlayed(m),
    time: m.actual_time ?? m.predicted_time ?? m.time ?? null,
  };
}

/** The label of the n-th game of a pairing one match decides: the match, then the replays of its ties. */
export const singleMatchLabel = (matchNumber: number): string => (matchNumber === 1 ? 'Match' : `Replay ${matchNumber - 1}`);

/** The label of the n-th match of a series: finals 4 and 5 are the overtimes. */
export function seriesGameLabel(level: string, matchNumber: number, doubleElimination: boolean): string {
  if (level === 'f') return matchNumber === 4 ? 'Overtime 1' : matchNumber === 5 ? 'Overtime 2' : `Final ${matchNumber}`;
  if (doubleElimination) return singleMatchLabel(matchNumber);
  return `Match ${matchNumber}`;
}

interface SeriesContext {
  alliances: ReadonlyMap<number, BracketAllianceInput>;
  byTeam: ReadonlyMap<string, number>;
  /** Wins that decide a best-of series: 2, or 3 in best-of-5 finals. */
  winsNeeded: number;
}

/** How a series is decided, when not as a best-of series of the event's wins needed. */
interface SeriesRule {
  /** One match decides it; a tie is replayed (double elimination brackets). */
  single?: boolean;
  /** Wins the expected red and blue sides need (the legacy finals: one for the upper bracket's alliance, two for the other). */
  needs?: { red: number; blue: number };
  /** Said on the card. */
  text?: string;
}

function emptySide(source: string | null, alliance: number | null, ctx: SeriesContext): SeriesSide {
  const a = alliance === null ? undefined : ctx.alliances.get(alliance);
  return { alliance: a ? a.number : null, name: ownName(a), teamKeys: a ? a.picks : [], wins: 0, source: a ? null : source };
}

/** Two lineups are one alliance when they share two robots (a backup robot or a rotating fourth pick does not change it). */
const sameLineup = (x: readonly string[], y: readonly string[]) => x.filter((k) => y.includes(k)).length >= Math.min(2, x.length, y.length);

/**
 * One series (a set): its games in order, each side's alliance and wins, and the winner once a
 * side has the wins it needs (two in best-of-3 and finals, one or two in the legacy double
 * elimination finals) or won the single match (double elimination brackets).
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
  rule: SeriesRule = {},
): BracketSeries {
  const ordered = [...matches].sort((a, b) => a.match_number - b.match_number);
  const single = rule.single ?? false;
  const limited = level === 'f' && !single ? ordered.filter((m) => m.match_number <= MAX_FINALS_MATCHES) : ordered;
  // Mixed: a game pairs other alliances than the first (a backup robot or a rotating fourth pick is the same alliance).
  const samePair = (m: BracketMatchInput, f: BracketMatchInput) =>
    (sameLineup(m.alliances.red.team_keys, f.alliances.red.team_keys) && sameLineup(m.alliances.blue.team_keys, f.alliances.blue.team_keys)) ||
    (sameLineup(m.alliances.red.team_keys, f.alliances.blue.team_keys) && sameLineup(m.alliances.blue.team_keys, f.alliances.red.team_keys));
  const mixed = limited.some((m) => !samePair(m, limited[0]!));

  const first = limited[0];
  const sideFrom = (s: Side): SeriesSide => {
    if (!first || mixed) return expected[s];
    const n = allianceOfTeams(first.alliances[s].team_keys, ctx.byTeam);
    const a = n === null ? undefined : ctx.alliances.get(n);
    return { alliance: n, name: ownName(a), teamKeys: first.alliances[s].team_keys, wins: 0, source: null };
  };
  const red = sideFrom('red');
  const blue = sideFrom('blue');
  const needs = winsNeededBySide(red, expected, rule.needs, ctx.winsNeeded);

  const games: BracketGame[] = [];
  let winner: Side | null = null;
  for (const m of limited) {
    if (winner && !matchPlayed(m)) continue;
    games.push(gameOf(m, single ? singleMatchLabel(m.match_number) : seriesGameLabel(level, m.match_number, false), ctx.byTeam));
    const w = winnerOf(m);
    if (!matchPlayed(m) || !w || mixed) continue;
    // Sides may swap colours between games; credit the alliance, not the colour.
    const won: Side = m.alliances[w].team_keys.filter((k) => red.teamKeys.includes(k)).length >= Math.min(2, red.teamKeys.length) ? 'red' : 'blue';
    const side = won === 'red' ? red : blue;
    side.wins++;
    if (single) winner = won;
    else if (!winner && side.wins >= needs[won]) winner = won;
  }
  return { id, title, level, set, red, blue, games, winner, mixed, scheduled: limited.length > 0, rule: rule.text ?? null };
}

/**
 * The wins each drawn side needs. A rule's needs belong to the expected sides (the feeds); the
 * matches may put them in the other colours. Without a rule, or while the feeds are not known,
 * both need the event's wins.
 */
function winsNeededBySide(
  red: SeriesSide,
  expected: { red: SeriesSide; blue: SeriesSide },
  needs: { red: number; blue: number } | undefined,
  winsNeeded: number,
): Record<Side, number> {
  const known = (a: SeriesSide, b: SeriesSide) => a.teamKeys.length > 0 && b.teamKeys.length > 0 && sameLineup(a.teamKeys, b.teamKeys);
  if (needs && known(red, expected.red)) return needs;
  if (needs && known(red, expected.blue)) return { red: needs.blue, blue: needs.red };
  return { red: winsNeeded, blue: winsNeeded };
}

function groupBySet(matches: readonly BracketMatchInput[]): Map<string, BracketMatchInput[]> {
  const groups = new Map<string, BracketMatchInput[]>();
  for (const m of matches) {
    const id = `${m.comp_level}${m.set_number}`;
    groups.set(id, [...(groups.get(id) ?? []), m]);
  }
  return groups;
}

/**
 * Rounds of columns, from the earliest level played (or, before any playoff match, the one the
 * alliance count implies); a round before the first one played is never drawn. Mixed formats
 * (average score, round robin) draw only the sets they played: nothing predicts the next one.
 */
function placeRounds(format: RoundsFormat, matches: BracketMatchInput[], ctx: SeriesContext, allianceCount: number): BracketRound[] {
  const groups = groupBySet(matches);
  const present = new Set(matches.map((m) => m.comp_level));
  const implied = allianceCount > 8 ? 'ef' : allianceCount > 4 ? 'qf' : allianceCount > 2 ? 'sf' : 'f';
  const firstPlayed = LEVEL_ORDER.findIndex((l) => present.has(l));
  const firstIndex = firstPlayed >= 0 ? firstPlayed : LEVEL_ORDER.indexOf(implied);
  const rounds: BracketRound[] = [];
  let previous: BracketSeries[] = [];
  for (const level of LEVEL_ORDER.slice(firstIndex)) {
    const names = LEVEL_NAMES[level]!;
    const setsPlayed = [...groups.keys()].filter((id) => id.startsWith(level) && /^\D+\d+$/.test(id)).map((id) => Number(id.slice(level.length)));
    if (format !== 'best-of-3' && setsPlayed.length === 0) continue;
    const expectedSets =
      format !== 'best-of-3' ? 0 : level === 'f' ? 1 : previous.length ? Math.ceil(previous.length / 2) : (FIRST_ROUND_SEEDS[level]?.length ?? 1);
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
    const robin = format === 'round-robin' && level !== 'f';
    rounds.push({
      id: level,
      title: robin ? 'Round Robin' : names.round,
      series: robin ? series.map((s) => ({ ...s, title: 'Round Robin' })) : series,
    });
    previous = series;
  }
  if (format === 'best-of-3') return rounds;
  const nameOf = (n: number) => ownName(ctx.alliances.get(n));
  return rounds.map((round, i) =>
    round.id === 'f'
      ? round
      : { ...round, standings: roundStandings(round.series, rounds[i + 1], format === 'average' ? 'average' : 'record', nameOf) },
  );
}

/**
 * The double elimination plan an event's matches follow: FIRST's (2023 on, keyed sf1-sf13 and f1),
 * FIRST's as piloted in 2022 when its matches are keyed as bracket levels (ef, qf), or the legacy one.
 */
function doubleEliminationPlan(format: DoubleFormat, matches: readonly BracketMatchInput[]): DoubleEliminationPlanName {
  if (format === 'double-8' && matches.some((m) => m.comp_level === 'ef' || m.comp_level === 'qf')) return 'double-8-2022';
  return format;
}

const levelAndSet = (key: string): { level: string; set: number } => {
  const [, level = '', set = '0'] = /^([a-z]+)(\d+)$/.exec(key) ?? [];
  return { level, set: Number(set) };
};

function placeDoubleElimination(
  format: DoubleFormat,
  matches: BracketMatchInput[],
  ctx: SeriesContext,
): { upper: BracketRound[]; lower: BracketRound[]; finals: BracketSeries } {
  const plan = DOUBLE_ELIMINATION[doubleEliminationPlan(format, matches)];
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
    const key = slotKey(slot);
    const { level, set } = levelAndSet(key);
    const expected = { red: feedSide(slot.red), blue: feedSide(slot.blue) };
    const series = buildSeries(key, `Match ${slot.set}`, level, set, groups.get(key) ?? [], ctx, expected, { single: true });
    results.set(slot.set, series);
    const rounds = slot.bracket === 'upper' ? upper : lower;
    rounds.set(slot.round, [...(rounds.get(slot.round) ?? []), series]);
  }
  const toRounds = (rounds: Map<number, BracketSeries[]>, name: string) =>
    [...rounds.entries()]
      .sort(([a], [b]) => a - b)
      .map(([round, series]) => ({ id: `${name.toLowerCase()}-${round}`, title: `${name} Round ${round}`, series }));
  const finalsAt = levelAndSet(plan.finalsKey);
  const twoDefeats = plan.finalsRule === 'two-defeats';
  const finals = buildSeries(
    plan.finalsKey,
    'Finals',
    finalsAt.level,
    finalsAt.set,
    groups.get(plan.finalsKey) ?? [],
    ctx,
    { red: feedSide(plan.finals[0]), blue: feedSide(plan.finals[1]) },
    // The upper bracket's alliance (the first feed) has not lost yet: one win makes it champion.
    twoDefeats ? { needs: { red: 1, blue: 2 }, text: "The lower bracket's alliance must win twice" } : {},
  );
  return { upper: toRounds(upper, 'Upper'), lower: toRounds(lower, 'Lower'), finals };
}

/**
 * Places an event's playoff matches (qualifications are ignored) in the bracket of its format:
 * the event's playoff_type when it has one, else the spec's rule by year and alliance count.
 */
export function buildBracket(
  year: number,
  matchesIn: readonly BracketMatchInput[],
  alliancesIn: readonly BracketAllianceInput[],
  playoffType: number | null = null,
): Bracket {
  const matches = matchesIn.filter(isPlayoff);
  const allianceCount = allianceCountOf(alliancesIn, matches);
  const format = formatOfPlayoffType(playoffType) ?? unsaidFormat(year, allianceCount, matches);
  const ctx: SeriesContext = {
    alliances: new Map(alliancesIn.map((a) => [a.number, a])),
    byTeam: allianceByTeam(alliancesIn),
    winsNeeded: winsNeeded(playoffType),
  };
  if (format === 'best-of-3' || format === 'average' || format === 'round-robin')
    return { format, rounds: placeRounds(format, matches, ctx, allianceCount) };
  if (format === 'finals-2') {
    const finals = buildSeries(
      'f1',
      'Finals',
      'f',
      1,
      matches.filter((m) => m.comp_level === 'f' && m.set_number === 1),
      ctx,
      {
        red: emptySide('Alliance 1', 1, ctx),
        blue: emptySide('Alliance 2', 2, ctx),
      },
    );
    return { format, finals };
  }
  return { format, ...placeDoubleElimination(format, matches, ctx) };
}

/** Alliance selection labels: Captain, Pick 1, Pick 2, Pick 3, then Pick {i}. */
export function pickLabel(index: number): string {
  return index === 0 ? 'Captain' : `Pick ${index}`;
}
