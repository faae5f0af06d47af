import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { compareMatches } from '@team7790/shared/competition/match-order';
import { matchState } from '@team7790/shared/competition/match-state';
import type { Side } from './prediction-text.ts';

/** The side a team plays on in a match, or null when it does not play in it. */
export function sideOf(match: Pick<MatchSummary, 'alliances'>, teamKey: string): Side | null {
  if (match.alliances.red.team_keys.includes(teamKey)) return 'red';
  if (match.alliances.blue.team_keys.includes(teamKey)) return 'blue';
  return null;
}

/**
 * A team's next match at an event: its first match in play order that is still to be played (not played, no time
 * it was played at, and not a playoff match its series was decided without); null when it has none left.
 */
export function nextMatchOf<M extends MatchSummary>(matches: readonly M[], teamKey: string, playoffType: number | null = null): M | null {
  const left = matches.filter((m) => sideOf(m, teamKey) && !m.actual_time && matchState(m, matches, { playoffType }) === 'unplayed');
  return left.sort(compareMatches)[0] ?? null;
}
