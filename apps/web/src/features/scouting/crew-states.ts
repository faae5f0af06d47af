import { PHASE_LABELS } from '@team7790/shared/scouting/form';
import type { CrewResponse, ReportFlag } from '@team7790/shared/scouting/match-scouting';

export type CrewMatch = CrewResponse['matches'][number];
export type CrewPosition = CrewMatch['positions'][number];
export type PositionState = CrewPosition['state'];

/** Each state in words: the crew view never tells them apart by colour alone. */
export const STATE_TEXT: Record<PositionState, string> = {
  scouted: 'Scouted',
  missing: 'Missing',
  flagged: 'Flagged',
  upcoming: 'Upcoming',
};

export type CrewCounts = Record<PositionState, number>;

/** How many positions of the event are in each state. */
export function crewCounts(matches: readonly CrewMatch[]): CrewCounts {
  const counts: CrewCounts = { scouted: 0, missing: 0, flagged: 0, upcoming: 0 };
  for (const m of matches) for (const p of m.positions) counts[p.state] += 1;
  return counts;
}

export const isProblem = (p: Pick<CrewPosition, 'state'>) => p.state === 'missing' || p.state === 'flagged';

/** The matches to list: all, or with "Only problems" those with a position missing or flagged. */
export const shownMatches = (matches: readonly CrewMatch[], onlyProblems: boolean): CrewMatch[] =>
  onlyProblems ? matches.filter((m) => m.positions.some(isProblem)) : [...matches];

const valueText = (v: ReportFlag['reported']) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));

/** "Auto fuel scored: reported 42, official 30": what disagrees with the official breakdown, with both values. */
export function flagText(flag: ReportFlag): string {
  const label = flag.label.charAt(0).toLowerCase() + flag.label.slice(1);
  const name = flag.phase === 'after' ? flag.label : `${PHASE_LABELS[flag.phase]} ${label}`;
  return `${name}: reported ${valueText(flag.reported)}, official ${valueText(flag.official)}`;
}

/** Who filled in the position's reports, when not (only) the scout assigned to it. */
export function otherScouts(position: CrewPosition): string[] {
  const names = position.reports.map((r) => r.scouted_by?.name ?? 'someone unnamed');
  return [...new Set(names)].filter((name) => name !== position.assigned?.name);
}
