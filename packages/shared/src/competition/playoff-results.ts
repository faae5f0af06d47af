/**
 * What an event's playoffs conclude for each alliance, read from the bracket the matches make
 * (not from the provider's per-alliance status, whose 'won' also marks the last bracket match an
 * alliance won before going out). One Winner (the finals winner), one Finalist (the finals loser),
 * and for the others where they went out.
 */
import type { Bracket, BracketSeries, SeriesSide } from './playoff-bracket.ts';

export type PlayoffResultTone = 'win' | 'final' | 'out' | 'live';
export interface PlayoffResult {
  /** The alliance number when the event's alliance list names it, else null. */
  alliance: number | null;
  /** Every robot that played for it (a backup robot or rotating fourth pick included). */
  teamKeys: string[];
  text: string;
  tone: PlayoffResultTone;
}

const ROUND_NAMES: Record<string, string> = { ef: 'Eighth-finals', qf: 'Quarterfinals', sf: 'Semifinals' };

/** An entrant: one alliance, however many lineups it played with. */
interface Entrant {
  alliance: number | null;
  teamKeys: Set<string>;
  result: { text: string; tone: PlayoffResultTone } | null;
}

class Entrants {
  readonly list: Entrant[] = [];

  /** The entrant a side (or a match lineup) belongs to: same alliance number, or two robots in common. */
  of(alliance: number | null, teamKeys: readonly string[]): Entrant | null {
    if (alliance === null && teamKeys.length === 0) return null;
    let found = this.list.find((e) =>
      alliance !== null && e.alliance !== null
        ? e.alliance === alliance
        : teamKeys.filter((k) => e.teamKeys.has(k)).length >= Math.min(2, teamKeys.length),
    );
    if (!found) {
      found = { alliance, teamKeys: new Set(), result: null };
      this.list.push(found);
    }
    if (found.alliance === null) found.alliance = alliance;
    for (const k of teamKeys) found.teamKeys.add(k);
    return found;
  }

  side(side: SeriesSide): Entrant | null {
    return this.of(side.alliance, side.teamKeys);
  }

  /** Sets a result unless one is already known (a later, better conclusion is set first). */
  conclude(entrant: Entrant | null, text: string, tone: PlayoffResultTone) {
    if (entrant && !entrant.result) entrant.result = { text, tone };
  }
}

function concludeFinals(entrants: Entrants, finals: BracketSeries | undefined) {
  if (!finals?.winner) return;
  const loser = finals.winner === 'red' ? 'blue' : 'red';
  entrants.conclude(entrants.side(finals[finals.winner]), 'Winner', 'win');
  entrants.conclude(entrants.side(finals[loser]), 'Finalist', 'final');
}

/** Everyone who played the series's games (mixed sets pair different alliances match by match). */
function gameEntrants(entrants: Entrants, series: BracketSeries): Entrant[] {
  const out = new Set<Entrant>();
  for (const g of series.games) {
    for (const side of [g.red, g.blue]) {
      const e = entrants.of(side.alliance, side.teamKeys);
      if (e) out.add(e);
    }
  }
  for (const side of [series.red, series.blue]) {
    if (series.games.length === 0) continue;
    const e = entrants.side(side);
    if (e && !series.mixed) out.add(e);
  }
  return [...out];
}

/**
 * Each alliance's playoff result: 'Winner', 'Finalist', 'Eliminated in Round 3 · lower bracket'
 * (double elimination, whose eliminations all happen in the lower bracket), 'Eliminated in
 * Quarterfinals' (brackets and 2015's average rounds), 'Eliminated in Round Robin', or 'Playing'
 * while it is still in. Alliances that have not played a playoff match are not listed.
 */
export function playoffResults(bracket: Bracket): PlayoffResult[] {
  const entrants = new Entrants();
  let decided = false;
  if ('upper' in bracket) {
    concludeFinals(entrants, bracket.finals);
    decided = bracket.finals.winner !== null;
    // Latest round first, so an alliance's last defeat is the one that counts ('lower-3' is Round 3).
    for (const round of [...bracket.lower].reverse()) {
      for (const series of round.series) {
        if (!series.winner) continue;
        const loser = series[series.winner === 'red' ? 'blue' : 'red'];
        entrants.conclude(entrants.side(loser), `Eliminated in Round ${round.id.split('-')[1]} · lower bracket`, 'out');
      }
    }
    // Everyone else who played is still in.
    for (const series of [...bracket.upper, ...bracket.lower].flatMap((r) => r.series).concat(bracket.finals)) gameEntrants(entrants, series);
  } else if (bracket.format === 'finals-2') {
    concludeFinals(entrants, bracket.finals);
    decided = bracket.finals.winner !== null;
    gameEntrants(entrants, bracket.finals);
  } else if ('rounds' in bracket) {
    const finalsRound = bracket.rounds.find((r) => r.id === 'f');
    concludeFinals(entrants, finalsRound?.series[0]);
    decided = Boolean(finalsRound?.series[0]?.winner);
    // Later rounds first: an alliance that reached a round went out there, not earlier.
    const rounds = [...bracket.rounds].filter((r) => r.id !== 'f').reverse();
    rounds.forEach((round, i) => {
      const name = round.title === 'Round Robin' ? 'Round Robin' : (ROUND_NAMES[round.id] ?? round.title);
      const next = i === 0 ? finalsRound : rounds[i - 1];
      const nextStarted = Boolean(next?.series.some((s) => s.games.length > 0));
      for (const series of round.series) {
        const players = gameEntrants(entrants, series);
        if (series.mixed) {
          // Average-score and round-robin sets: whoever played here and not in the next round went out here.
          if (nextStarted) for (const e of players) entrants.conclude(e, `Eliminated in ${name}`, 'out');
        } else if (series.winner) {
          entrants.conclude(entrants.side(series[series.winner === 'red' ? 'blue' : 'red']), `Eliminated in ${name}`, 'out');
        }
      }
    });
  }
  return entrants.list
    .map((e) => ({
      alliance: e.alliance,
      teamKeys: [...e.teamKeys],
      ...(e.result ?? (decided ? { text: 'Eliminated', tone: 'out' as const } : { text: 'Playing', tone: 'live' as const })),
    }))
    .sort((a, b) => (a.alliance ?? 99) - (b.alliance ?? 99));
}

/** The result of one alliance of the event's list, if it played. */
export function resultOfAlliance(results: readonly PlayoffResult[], alliance: { number: number; picks: string[] }): PlayoffResult | null {
  return (
    results.find((r) => r.alliance === alliance.number) ??
    results.find((r) => r.alliance === null && alliance.picks.filter((k) => r.teamKeys.includes(k)).length >= 2) ??
    null
  );
}
