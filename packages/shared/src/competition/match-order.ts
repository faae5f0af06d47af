/** Match levels and their labels (spec 2 sections 2 and 4, spec 1 section 4). */
import { matchNames, type NamedMatch } from './match-names.ts';

export type CompLevel = 'qm' | 'ef' | 'qf' | 'sf' | 'f';

const LEVEL_ORDER: Record<string, number> = { qm: 0, ef: 1, qf: 2, sf: 3, f: 4 };

export interface MatchNumbering {
  comp_level: string;
  set_number: number;
  match_number: number;
}

/** qm is Q, ef and qf are QF, sf is SF, f is F; other levels are upper-cased. */
export function compLevelLabel(level: string): string {
  if (level === 'qm') return 'Q';
  if (level === 'ef' || level === 'qf') return 'QF';
  if (level === 'sf') return 'SF';
  if (level === 'f') return 'F';
  return level.toUpperCase();
}

/**
 * The schedules' short name of a match under its event's playoff type (match-names.ts holds the rule):
 * Q{n}, M{n} for a double elimination bracket match, EF{set}-{n}, QF{set}-{n}, SF{set}-{n}, F{n}; finals 4 and 5 are OT1 and OT2.
 */
export function matchLabel(m: NamedMatch, playoffType?: number | null): string {
  return matchNames(m, playoffType).label;
}

/** Play order: level, then set, then match number. */
export function compareMatches(a: MatchNumbering, b: MatchNumbering): number {
  return (LEVEL_ORDER[a.comp_level] ?? 9) - (LEVEL_ORDER[b.comp_level] ?? 9) || a.set_number - b.set_number || a.match_number - b.match_number;
}

export interface MatchTiming extends MatchNumbering {
  predicted_time?: number | null;
  actual_time?: number | null;
}

/**
 * The next match: the earliest by predicted time among those not yet played (no actual time).
 * By default only matches with a predicted time count (spec 1 section 4); the team page's rule
 * (spec 2: the first match with no actual time) passes `requirePredictedTime: false`.
 */
export function nextMatch<M extends MatchTiming>(
  matches: readonly M[],
  { requirePredictedTime = true }: { requirePredictedTime?: boolean } = {},
): M | null {
  const unplayed = matches.filter((m) => !m.actual_time && (!requirePredictedTime || Boolean(m.predicted_time)));
  unplayed.sort((a, b) => {
    const ta = a.predicted_time || Number.POSITIVE_INFINITY;
    const tb = b.predicted_time || Number.POSITIVE_INFINITY;
    return ta - tb || compareMatches(a, b);
  });
  return unplayed[0] ?? null;
}
