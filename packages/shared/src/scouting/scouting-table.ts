import { seasonYearFor } from '../site/search-target.ts';
import type { TeamScouting } from './match-scouting.ts';

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
  /** The team's own match scouting (members' table, issue 31); absent or null when no report names the team. */
  scouted?: TeamScouting | null;
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

/** The members' sorts on the team's own match scouting (issue 31), beside the statistics'. */
export const SCOUTED_SORT_CHOICES = [
  { value: 'scouted_total', label: 'Scouted Total' },
  { value: 'scouted_auto', label: 'Scouted Auto' },
  { value: 'scouted_teleop', label: 'Scouted Teleop' },
  { value: 'scouted_endgame', label: 'Scouted Endgame' },
  { value: 'scouted_matches', label: 'Matches Scouted' },
] as const;
export type ScoutedSortChoice = (typeof SCOUTED_SORT_CHOICES)[number]['value'];
/** A sort on one field of the season's form, by its id ('field:auto_fuel'). */
export type FieldSortChoice = `field:${string}`;
/** Any sort of the table: the public choices, and for members the scouted ones. */
export type TableSort = SortChoice | ScoutedSortChoice | FieldSortChoice;

export const fieldSort = (fieldId: string): FieldSortChoice => `field:${fieldId}`;
export const isScoutedSortChoice = (value: string | null | undefined): value is ScoutedSortChoice =>
  SCOUTED_SORT_CHOICES.some((c) => c.value === value);

/** A member's sort: a public one, a scouted one, or one of `fieldIds` (the form's fields). */
export function isTableSort(value: string | null | undefined, fieldIds: readonly string[]): value is TableSort {
  if (isSortChoice(value) || isScoutedSortChoice(value)) return true;
  return typeof value === 'string' && value.startsWith('field:') && fieldIds.includes(value.slice(6));
}

type SortValue = number | string | null;

function sortValue(row: ScoutingRow, by: Exclude<TableSort, 'team'>): SortValue {
  if (by.startsWith('field:')) return row.scouted?.fields[by.slice(6)] ?? null;
  switch (by) {
    case 'scouted_total':
      return row.scouted?.phases.total ?? null;
    case 'scouted_auto':
      return row.scouted?.phases.auto ?? null;
    case 'scouted_teleop':
      return row.scouted?.phases.teleop ?? null;
    case 'scouted_endgame':
      return row.scouted?.phases.endgame ?? null;
    case 'scouted_matches':
      return row.scouted?.matches ?? null;
    default:
      return row[by as Exclude<SortChoice, 'team'>];
  }
}

/**
 * Team number ascending; every statistic best first: highest, except DPR (points the team's
 * opponents score) where lowest is best. A form field's figure is highest first too, a choice's most common answer
 * in alphabetical order. Unknown values (a team never scouted) go last; ties fall back to team number.
 */
export function sortRows(rows: readonly ScoutingRow[], by: TableSort): ScoutingRow[] {
  const sorted = [...rows];
  if (by === 'team') return sorted.sort((a, b) => a.team - b.team);
  const direction = by === 'dpr' ? 1 : -1;
  return sorted.sort((a, b) => {
    const x = sortValue(a, by);
    const y = sortValue(b, by);
    if (x === null && y === null) return a.team - b.team;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'string' || typeof y === 'string') {
      // A choice's answer reads alphabetically; a number (never both kinds in one column) comes before text.
      if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
      const order = String(x).localeCompare(String(y));
      return order === 0 ? a.team - b.team : order;
    }
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
