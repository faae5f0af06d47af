/** Defaults and key rules of the competition pages (spec 2 sections 2, 5 and 9). */
export const HOME_TEAM_NUMBER = 7790;
export const DEFAULT_EVENT_KEY = '2025milac';
export const DEFAULT_DISTRICT_KEY = '2025fim';
export const DEFAULT_SEASON_YEAR = 2025;
/** Regional pool rankings exist from this season on. */
export const FIRST_REGIONAL_POOL_YEAR = 2025;

/** A full event key: a 4-digit year then the event code. */
export const EVENT_KEY_PATTERN = /^\d{4}[a-z0-9]{1,30}$/;
/** A full match key: event key, underscore, level and numbers (e.g. 2025milac_qm12, 2025mil_sf7m1). */
export const MATCH_KEY_PATTERN = /^\d{4}[a-z0-9]{1,30}_(qm|ef|qf|sf|f)\d{1,3}(m\d{1,3})?$/;
export const DISTRICT_KEY_PATTERN = /^\d{4}[a-z0-9]{1,20}$/;

const withSeason = (value: string, fallback: string): string => {
  const v = value.trim().toLowerCase();
  if (!v) return fallback;
  return /^\d{4}/.test(v) ? v : `${DEFAULT_SEASON_YEAR}${v}`;
};

/** The event page's key rule: absent means 2025milac; a key without a 4-digit year gets 2025 prepended. */
export function normalizeEventKey(raw: string | null | undefined): string {
  return withSeason(raw ?? '', DEFAULT_EVENT_KEY);
}

/** The district page's key rule: absent means 2025fim; a key without a 4-digit year gets 2025 prepended. */
export function normalizeDistrictKey(raw: string | null | undefined): string {
  return withSeason(raw ?? '', DEFAULT_DISTRICT_KEY);
}

/** The regional pool page's year rule: anything but 4 digits falls back to the current year. */
export function normalizeRegionalYear(raw: string | null | undefined, now: Date): number {
  return raw && /^\d{4}$/.test(raw.trim()) ? Number(raw.trim()) : now.getFullYear();
}

/** The team page's rule: a number (an frc prefix allowed) above 0, else the fallback. */
export function teamNumberFromParam(raw: string | null | undefined, fallback: number): number {
  const value = raw?.trim().replace(/^frc/i, '') ?? '';
  return /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : fallback;
}

/** The match page's rule: the key as given, trimmed and lower-cased ('' when absent). */
export const normalizeMatchKey = (raw: string | null | undefined): string => raw?.trim().toLowerCase() ?? '';

export const teamKeyOf = (teamNumber: number): string => `frc${teamNumber}`;

/** 'frc7790' -> 7790; null for anything that is not a plain team key (e.g. 'frc7790B'). */
export function teamNumberOf(teamKey: string): number | null {
  const m = /^frc(\d+)$/.exec(teamKey);
  return m ? Number(m[1]) : null;
}

/** Team numbers are displayed with the frc prefix removed. */
export const displayTeam = (teamKey: string): string => teamKey.replace(/^frc/, '');

export const yearOfKey = (key: string): number => Number(key.slice(0, 4));
