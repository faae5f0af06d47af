import type { MatchSummary } from './contracts/common.ts';
import { compareMatches } from './match-order.ts';

/**
 * What the data says became of a match: played (its score is a result), not needed (a playoff
 * match its series was decided without), or not played yet. The provider sends -1 for a match
 * not played (null after shaping); a 0 is a score like any other once the data shows the match
 * happened.
 */
export type MatchState = 'played' | 'not-needed' | 'unplayed';

/** The fields read: a MatchSummary has them all. */
export type StateMatch = Pick<MatchSummary, 'event_key' | 'comp_level' | 'set_number' | 'match_number' | 'winning_alliance' | 'actual_time'> & {
  alliances: Record<'red' | 'blue', { team_keys: readonly string[]; score: number | null }>;
};

export interface StateOptions {
  /** The event's playoff_type (TBA): double elimination plays its bracket matches once, best-of-5 finals need 3 wins. */
  playoffType?: number | null;
}

const bothScored = (m: StateMatch) => {
  const { red, blue } = m.alliances;
  return red.score !== null && blue.score !== null && red.score >= 0 && blue.score >= 0;
};

/** A result the match vouches for by itself: a point scored, the time it was played, or a winner. */
const resultOnItsOwn = (m: StateMatch) =>
  bothScored(m) && (m.alliances.red.score! > 0 || m.alliances.blue.score! > 0 || Boolean(m.actual_time) || Boolean(m.winning_alliance));

/**
 * Played: both scores are in and the data shows it happened. A 0-0 with no time or winner of its
 * own (2012pah Q3, 2015nyny Q9) counts once a later match of the event has a result: it was played
 * and scored nothing, rather than waiting with empty scores.
 */
export function isMatchPlayed(match: StateMatch, eventMatches: readonly StateMatch[]): boolean {
  if (!bothScored(match)) return false;
  if (resultOnItsOwn(match)) return true;
  return eventMatches.some((other) => compareMatches(other, match) > 0 && resultOnItsOwn(other));
}

const isDoubleElimination = (playoffType: number | null | undefined, year: number, eventMatches: readonly StateMatch[]) =>
  playoffType === 5 ||
  playoffType === 10 ||
  playoffType === 11 ||
  // Without a playoff_type: 2023 on, an event that kept no quarterfinals plays double elimination.
  ((playoffType === null || playoffType === undefined) && year >= 2023 && !eventMatches.some((m) => m.comp_level === 'qf' || m.comp_level === 'ef'));

/** Wins that decide a series: one in a double elimination bracket match, three in best-of-5 finals, else two. */
function winsToDecide(level: string, playoffType: number | null | undefined, year: number, eventMatches: readonly StateMatch[]): number {
  if (level !== 'f') return isDoubleElimination(playoffType, year, eventMatches) ? 1 : 2;
  return playoffType === 6 ? 3 : 2;
}

const winnerOf = (m: StateMatch): 'red' | 'blue' | null => {
  if (m.winning_alliance === 'red' || m.winning_alliance === 'blue') return m.winning_alliance;
  const { red, blue } = m.alliances;
  return red.score! > blue.score! ? 'red' : blue.score! > red.score! ? 'blue' : null;
};

/**
 * A playoff match that was not played because its series was already decided (2023njfla F3 after
 * a 2-0 final). Wins go to the alliance, whichever colour it played (two robots in common).
 */
export function isMatchNotNeeded(match: StateMatch, eventMatches: readonly StateMatch[], options: StateOptions = {}): boolean {
  if (match.comp_level === 'qm' || isMatchPlayed(match, eventMatches)) return false;
  const year = Number(match.event_key.slice(0, 4));
  const needed = winsToDecide(match.comp_level, options.playoffType, year, eventMatches);
  const tallies: Array<{ teams: readonly string[]; wins: number }> = [];
  for (const m of eventMatches) {
    if (m.comp_level !== match.comp_level || m.set_number !== match.set_number || m.match_number >= match.match_number) continue;
    const side = isMatchPlayed(m, eventMatches) ? winnerOf(m) : null;
    if (!side) continue;
    const teams = m.alliances[side].team_keys;
    const tally = tallies.find((t) => t.teams.filter((k) => teams.includes(k)).length >= Math.min(2, teams.length));
    if (tally) tally.wins++;
    else tallies.push({ teams, wins: 1 });
  }
  return tallies.some((t) => t.wins >= needed);
}

/** The match's state among its event's matches (which may include it). */
export function matchState(match: StateMatch, eventMatches: readonly StateMatch[], options: StateOptions = {}): MatchState {
  if (isMatchPlayed(match, eventMatches)) return 'played';
  return isMatchNotNeeded(match, eventMatches, options) ? 'not-needed' : 'unplayed';
}

/**
 * On the field: the match has started (the provider gives its actual time) and its score is not in yet. Only the
 * event's latest match to start can be: once another starts after it, or a match after it has a result, a match still
 * without a score is waiting for it rather than being played (a recorded event's odd missing score never reads as
 * live). A replayed match is on the field again when it starts after the others.
 */
export function isMatchOnField(match: StateMatch, eventMatches: readonly StateMatch[]): boolean {
  const started = match.actual_time;
  if (!started || bothScored(match)) return false;
  return !eventMatches.some((other) => {
    if (compareMatches(other, match) === 0) return false;
    return other.actual_time ? other.actual_time > started : bothScored(other) && compareMatches(other, match) > 0;
  });
}
