import type { MatchSummary } from '@team7790/shared/competition/contracts/common';

/** 'Lake City District | 2025', plus '| Playoffs' for anything but a qualification match. */
export function matchEventLine(m: Pick<MatchSummary, 'comp_level' | 'event_key'>, eventName: string | null | undefined): string {
  const parts = [eventName || m.event_key, m.event_key.slice(0, 4)];
  if (m.comp_level !== 'qm') parts.push('Playoffs');
  return parts.join(' | ');
}

export type MatchOutcome = 'blue' | 'red' | 'tie';

/** Who won once both scores are known (the provider's winner first: playoff ties have tiebreakers); null before. */
export function matchOutcome(m: Pick<MatchSummary, 'alliances' | 'winning_alliance'>): MatchOutcome | null {
  const red = m.alliances.red.score;
  const blue = m.alliances.blue.score;
  if (red === null || blue === null) return null;
  if (m.winning_alliance) return m.winning_alliance;
  return red > blue ? 'red' : blue > red ? 'blue' : 'tie';
}

export const OUTCOME_TEXT: Record<MatchOutcome, string> = {
  blue: 'Blue Alliance Wins!',
  red: 'Red Alliance Wins!',
  tie: 'Match Tied!',
};
