import { hexColorSchema } from '@team7790/shared/accounts/contracts';
import {
  DEFAULT_UPCOMING_WARNING,
  NEW_FAVOURITE_COLOR,
  parseTeamNumbers,
  teamPreferenceSchema,
  upcomingWarningSchema,
  type TeamPreference,
} from '@team7790/shared/accounts/team-preferences';
import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** Spec 1 section 3: the fetched favourites, kept on the device so colours show before the network answers. */
export const TEAM_PREFS_CACHE_KEY = 'team_prefs_cache_v1';
/** Spec 1 section 3: the list the old app kept locally, uploaded once when the server has none. */
export const LEGACY_FAVOURITES_KEY = 'user_favorites_v1';

/**
 * A copy saved before favourites had an upcoming warning reads as the default warning (and the server's own default
 * lead of 15 minutes), so its colours still show at once; the refetch that follows brings the server's values.
 */
const cachedPreferenceSchema = teamPreferenceSchema.extend({
  upcoming_warning: upcomingWarningSchema.default(DEFAULT_UPCOMING_WARNING),
  upcoming_default_minutes: z.number().int().default(15),
});

// The owner is stored with the list, so another account signing in on this device never sees it.
const cacheSchema = z.object({ user_id: z.number().int(), teams: z.array(cachedPreferenceSchema) });

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readCachedPreferences(userId: number): TeamPreference[] | undefined {
  const parsed = cacheSchema.safeParse(parseJson(readStored(TEAM_PREFS_CACHE_KEY)));
  return parsed.success && parsed.data.user_id === userId ? parsed.data.teams : undefined;
}

export function writeCachedPreferences(userId: number, teams: readonly TeamPreference[]): void {
  writeStored(TEAM_PREFS_CACHE_KEY, JSON.stringify({ user_id: userId, teams }));
}

export interface LegacyFavourite {
  team_number: string;
  highlight_color: string;
}

const colorOr = (value: unknown, fallback: string): string => {
  const parsed = hexColorSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/**
 * The old app's list, in whichever of its shapes it was kept: a list of numbers or strings, a
 * list of {team|team_number|number, color|highlight_color}, or {teams, color}. Teams follow the
 * favourite-team input rule; a missing or bad colour becomes #ffd166.
 */
export function parseLegacyFavourites(raw: string | null): LegacyFavourite[] {
  const value = parseJson(raw);
  let entries: unknown[] = [];
  let sharedColor = NEW_FAVOURITE_COLOR;
  if (Array.isArray(value)) entries = value;
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.teams)) entries = record.teams;
    sharedColor = colorOr(record.color ?? record.highlight_color, NEW_FAVOURITE_COLOR);
  }
  const found = new Map<string, string>();
  for (const entry of entries) {
    let team: unknown = entry;
    let color = sharedColor;
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      team = record.team_number ?? record.team ?? record.number ?? record.teamNumber;
      color = colorOr(record.highlight_color ?? record.color, sharedColor);
    }
    if (typeof team !== 'string' && typeof team !== 'number') continue;
    for (const number of parseTeamNumbers(String(team))) if (!found.has(number)) found.set(number, color);
  }
  return [...found].map(([team_number, highlight_color]) => ({ team_number, highlight_color }));
}

export const readLegacyFavourites = (): LegacyFavourite[] => parseLegacyFavourites(readStored(LEGACY_FAVOURITES_KEY));
export const forgetLegacyFavourites = (): void => writeStored(LEGACY_FAVOURITES_KEY, null);
