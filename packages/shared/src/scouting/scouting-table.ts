import { seasonYearFor } from '../site/search-target.ts';

/** A scouting team row (spec 1 section 3); null where the statistic is unknown. */
export interface ScoutingRow {
  team: number;
  nickname: string;
  epa: number | null;
  epa_auto: number | null;
  epa_teleop: number | null;
  epa_endgame: number | null;
  opr: number | null;
  dpr: number | null;
  ccwm: number | null;
}

export const SORT_CHOICES = [
  { value: 'team', label: 'Team Number' },
  { value: 'epa', label: 'Total EPA' },
  { value: 'epa_auto', label: 'Auto EPA' },
  { value: 'epa_teleop', label: 'Teleop EPA' },
  { value: 'epa_endgame', label: 'Endgame EPA' },
  { value: 'opr', label: 'OPR' },
  { value: 'dpr', label: 'DPR' },
  { value: 'ccwm', label: 'CCWM' },
] as const;
export type SortChoice = (typeof SORT_CHOICES)[number]['value'];

export const isSortChoice = (value: string | null | undefined): value is SortChoice => SORT_CHOICES.some((c) => c.value === value);

/**
 * Team number ascending; every statistic best first: highest, except DPR (points the team's
 * opponents score) where lowest is best. Unknown values go last; ties fall back to team number.
 */
export function sortRows(rows: readonly ScoutingRow[], by: SortChoice): ScoutingRow[] {
  const sorted = [...rows];
  if (by === 'team') return sorted.sort((a, b) => a.team - b.team);
  const direction = by === 'dpr' ? 1 : -1;
  return sorted.sort((a, b) => {
    const x = a[by];
    const y = b[by];
    if (x === null && y === null) return a.team - b.team;
    if (x === null) return 1;
    if (y === null) return -1;
    return x === y ? a.team - b.team : (x - y) * direction;
  });
}

/** Spec 1 section 5: external links carry only letters, digits, underscore and hyphen. */
export function sanitizeEventCode(code: string): string {
  return code.trim().replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * The event key to load for what was typed: trimmed and lower-cased; a bare event code
 * ("milac") gets the season year in front, as the search box does (next year from October).
 * Null when nothing usable is left.
 */
export function eventKeyFromInput(input: string, now: Date): string | null {
  const code = sanitizeEventCode(input).toLowerCase().replace(/[_-]/g, '');
  if (!code) return null;
  if (/^\d{4}[a-z0-9]+$/.test(code)) return code;
  if (/^[a-z][a-z0-9]{1,19}$/.test(code)) return `${seasonYearFor(now)}${code}`;
  return null;
}

export const blueAllianceEventUrl = (code: string) => `https://www.thebluealliance.com/event/${sanitizeEventCode(code)}`;
export const statboticsEventUrl = (code: string) => `https://www.statbotics.io/event/${sanitizeEventCode(code)}`;

/** Spec 1 section 3: picked teams per event on the device, a map of team number to true. */
export const pickedTeamsStorageKey = (eventKey: string) => `pickedTeams_${eventKey}`;

export function parsePickedTeams(stored: string | null): Record<string, true> {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const picked: Record<string, true> = {};
    for (const [team, flag] of Object.entries(value)) if (flag === true && /^\d+$/.test(team)) picked[team] = true;
    return picked;
  } catch {
    return {};
  }
}
