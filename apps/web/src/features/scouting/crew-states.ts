import { PHASE_LABELS } from '@team7790/shared/scouting/form';
import type { CrewResponse, ReportFlag } from '@team7790/shared/scouting/match-scouting';

export type CrewMatch = CrewResponse['matches'][number];
export type CrewPosition = CrewMatch['positions'][number];
/**
 * A position's state as the lead reads it: the server's, with a played position that has no report split in two:
 * "Missing" when a scout was assigned to it (the report is late), "No scout" when nobody was.
 */
export type PositionState = CrewPosition['state'] | 'unassigned';

export const shownState = (p: Pick<CrewPosition, 'state' | 'assigned'>): PositionState =>
  p.state === 'missing' && p.assigned === null ? 'unassigned' : p.state;

/** Each state in words: the crew view never tells them apart by colour alone. */
export const STATE_TEXT: Record<PositionState, string> = {
  scouted: 'Scouted',
  missing: 'Missing',
  unassigned: 'No scout',
  flagged: 'Flagged',
  upcoming: 'Upcoming',
};

export const STATE_ORDER = ['scouted', 'missing', 'unassigned', 'flagged', 'upcoming'] as const satisfies readonly PositionState[];

export type CrewCounts = Record<PositionState, number>;

/** How many positions of the event are in each state. */
export function crewCounts(matches: readonly CrewMatch[]): CrewCounts {
  const counts: CrewCounts = { scouted: 0, missing: 0, unassigned: 0, flagged: 0, upcoming: 0 };
  for (const m of matches) for (const p of m.positions) counts[shownState(p)] += 1;
  return counts;
}

export const isProblem = (p: Pick<CrewPosition, 'state'>) => p.state === 'missing' || p.state === 'flagged';

/** One assigned scout's work so far: of the played positions assigned to them, how many have a report. */
export interface ScoutCompletion {
  id: number;
  name: string;
  /** Of those due, the positions that have a report (flagged ones included). */
  done: number;
  /** Assigned positions that are played or already reported. */
  due: number;
  /** Assigned positions of matches still to play. */
  toCome: number;
}

/** Each assigned scout's completion, the least complete first (then by name): whom the lead should look for. */
export function scoutCompletion(matches: readonly CrewMatch[]): ScoutCompletion[] {
  const byScout = new Map<number, ScoutCompletion>();
  for (const m of matches)
    for (const p of m.positions) {
      if (!p.assigned) continue;
      const row = byScout.get(p.assigned.id) ?? { id: p.assigned.id, name: p.assigned.name, done: 0, due: 0, toCome: 0 };
      byScout.set(p.assigned.id, row);
      if (p.state === 'upcoming') {
        row.toCome += 1;
        continue;
      }
      row.due += 1;
      if (p.state !== 'missing') row.done += 1;
    }
  const share = (r: ScoutCompletion) => (r.due === 0 ? 1 : r.done / r.due);
  return [...byScout.values()].sort((a, b) => share(a) - share(b) || a.name.localeCompare(b.name));
}

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
