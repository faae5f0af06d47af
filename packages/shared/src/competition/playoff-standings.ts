import type { BracketGame, BracketRound, BracketSeries } from './playoff-bracket.ts';

/**
 * Standings of a round whose matches pair different alliances (2015's average-score rounds, a
 * championship round robin): what the round decides is each alliance's average (or record), not
 * a series, so the page draws it as a table of alliances.
 */
export interface RoundStanding {
  /** The alliance number when the event's alliance list names it, else null (the lineup is shown). */
  alliance: number | null;
  /** The alliance's own name ('Carver'), when it has one. */
  name: string | null;
  /** Every robot that played for it in this round. */
  teamKeys: string[];
  /** Matches played (scored) and scheduled in this round. */
  played: number;
  scheduled: number;
  total: number;
  /** Total over played matches, or null before the first one. */
  average: number | null;
  wins: number;
  losses: number;
  ties: number;
  /** True once the next round lists it, false once the next round is listed without it; null until then. */
  advanced: boolean | null;
}

export type StandingsOrder = 'average' | 'record';

interface Entry extends RoundStanding {
  keys: Set<string>;
}

/** Whether a match side is this entry: the same alliance number, or (without one) `least` robots in common. */
const isEntry = (entry: Entry, side: BracketGame['red'], least: number) =>
  side.alliance !== null && entry.alliance !== null
    ? side.alliance === entry.alliance
    : side.teamKeys.filter((k) => entry.keys.has(k)).length >= least;

/** The entry a match side belongs to (a side of fewer than two robots needs all of them in common). */
function entryOf(entries: Entry[], side: BracketGame['red']): Entry {
  let found = entries.find((e) => isEntry(e, side, Math.min(2, side.teamKeys.length)));
  if (!found) {
    found = {
      alliance: side.alliance,
      name: null,
      teamKeys: [],
      keys: new Set(),
      played: 0,
      scheduled: 0,
      total: 0,
      average: null,
      wins: 0,
      losses: 0,
      ties: 0,
      advanced: null,
    };
    entries.push(found);
  }
  for (const k of side.teamKeys) found.keys.add(k);
  return found;
}

const playsIn = (entry: Entry, games: readonly BracketGame[]) => games.some((g) => isEntry(entry, g.red, 2) || isEntry(entry, g.blue, 2));

/**
 * The standings of one mixed round, best first: by average score ('average', 2015), or by two
 * points a win and one a tie, then total score ('record', round robin). `next` is the round after
 * it (the finals after the last one): who it lists went on.
 */
export function roundStandings(
  series: readonly BracketSeries[],
  next: BracketRound | undefined,
  order: StandingsOrder,
  nameOf: (alliance: number) => string | null = () => null,
): RoundStanding[] {
  const entries: Entry[] = [];
  for (const game of series.flatMap((s) => s.games)) {
    for (const color of ['red', 'blue'] as const) {
      const entry = entryOf(entries, game[color]);
      entry.scheduled++;
      if (!game.played) continue;
      entry.played++;
      entry.total += game[color].score ?? 0;
      if (game.winner === color) entry.wins++;
      else if (game.winner === null) entry.ties++;
      else entry.losses++;
    }
  }
  const nextGames = next?.series.flatMap((s) => s.games) ?? [];
  const points = (e: Entry) => 2 * e.wins + e.ties;
  return entries
    .map((e) => ({ ...e, average: e.played ? e.total / e.played : null, advanced: nextGames.length ? playsIn(e, nextGames) : null }))
    .sort((a, b) =>
      order === 'average'
        ? (b.average ?? -1) - (a.average ?? -1) || (a.alliance ?? 99) - (b.alliance ?? 99)
        : points(b) - points(a) || b.total - a.total || (a.alliance ?? 99) - (b.alliance ?? 99),
    )
    .map(({ keys, ...e }) => ({ ...e, name: e.alliance === null ? null : nameOf(e.alliance), teamKeys: [...keys] }));
}
