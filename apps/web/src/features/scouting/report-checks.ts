import { PHASE_LABELS, type ScoutingPhase } from '@team7790/shared/scouting/form';
import type { KitMatch } from '@team7790/shared/scouting/match-scouting';
import { matchTimeText } from './components/match-text.ts';

/**
 * What the form says before a report goes (issue 46): a match that has not started yet asks first, and phases the
 * scout has not scrolled to are named beside Submit. A match whose start has passed but whose score is not posted yet
 * is being played or just ended (scores post minutes after): submitting then is the usual case and asks nothing.
 */

/** "Qualification 12 has not started yet: it is scheduled for Sat 2:15 PM."; null once it has started, or with no time. */
export function notStartedText(match: Pick<KitMatch, 'name' | 'time' | 'played'> | undefined, nowMs: number): string | null {
  if (!match || match.played || !match.time) return null;
  const start = Date.parse(match.time);
  if (!Number.isFinite(start) || start <= nowMs) return null;
  return `${match.name} has not started yet: it is scheduled for ${matchTimeText(match.time)}.`;
}

/** The phases after the furthest the scout has reached: "Teleop, Endgame and After the match are below: scroll down to fill them in." */
export function phasesBelowText(phases: readonly ScoutingPhase[], reached: number): string | null {
  const below = phases.slice(reached + 1).map((p) => PHASE_LABELS[p]);
  if (below.length === 0) return null;
  const list = below.length === 1 ? below[0]! : `${below.slice(0, -1).join(', ')} and ${below.at(-1)}`;
  return below.length === 1 ? `${list} is below: scroll down to fill it in.` : `${list} are below: scroll down to fill them in.`;
}
