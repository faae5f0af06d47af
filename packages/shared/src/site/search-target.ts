/** Answers the search box needs from the competition data; both may be asynchronous. */
export interface SearchLookup {
  teamExists(teamNumber: number): boolean | Promise<boolean>;
  eventExists(eventKey: string): boolean | Promise<boolean>;
}

export const EVENT_CODE_MIN_LENGTH = 2;
export const EVENT_CODE_MAX_LENGTH = 20;
/** October (0-based month 9): from then on, a bare event code means next season's event. */
export const SEASON_ROLLOVER_MONTH = 9;

export function seasonYearFor(now: Date): number {
  return now.getMonth() >= SEASON_ROLLOVER_MONTH ? now.getFullYear() + 1 : now.getFullYear();
}

/**
 * The search box's four rules, first match wins (spec 1 section 2):
 * a team number, a full event key, a season-prefixed event code, else the search page.
 * Returns null for blank input (the box does nothing).
 */
export async function resolveSearchTarget(rawText: string, now: Date, lookup: SearchLookup): Promise<string | null> {
  const text = rawText.trim();
  if (!text) return null;

  if (/^\d+$/.test(text)) {
    const teamNumber = Number.parseInt(text, 10);
    if (teamNumber > 0 && (await lookup.teamExists(teamNumber))) {
      return `/team?team=${teamNumber}`;
    }
  }

  if (/^\d{4}[a-z0-9]+$/i.test(text)) {
    const key = text.toLowerCase();
    if (await lookup.eventExists(key)) return `/event?event=${encodeURIComponent(key)}`;
  }

  const codePattern = new RegExp(`^[a-z0-9]{${EVENT_CODE_MIN_LENGTH},${EVENT_CODE_MAX_LENGTH}}$`, 'i');
  if (codePattern.test(text)) {
    const key = `${seasonYearFor(now)}${text.toLowerCase()}`;
    if (await lookup.eventExists(key)) return `/event?event=${encodeURIComponent(key)}`;
  }

  return `/search?q=${encodeURIComponent(text)}`;
}
