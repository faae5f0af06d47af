import {
  NEW_FAVOURITE_COLOR,
  teamPreferenceSchema,
  teamPreferencesResponse,
  type TeamPreference,
  type TeamPreferenceBody,
} from '@team7790/shared/accounts/team-preferences';
import { queryOptions } from '@tanstack/react-query';
import type { okResponse } from '@team7790/shared/accounts/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import {
  forgetLegacyFavourites,
  readCachedPreferences,
  readLegacyFavourites,
  writeCachedPreferences,
} from '../favourite-teams/preferences-storage.ts';

/** One cache entry for every screen that shows favourites, so a change on one shows on all. */
export const TEAM_PREFERENCES_QUERY_KEY = ['preferences', 'teams'] as const;

export type TeamPreferencesData = z.infer<typeof teamPreferencesResponse>;
export type TeamPreferenceChange = Partial<Omit<TeamPreference, 'team_number'>>;

const fetchList = async (signal?: AbortSignal) => teamPreferencesResponse.parse(await apiRequest('/preferences/teams', { signal }));

export const saveTeamPreference = async (body: TeamPreferenceBody): Promise<TeamPreference> =>
  teamPreferenceSchema.parse(await apiRequest('/preferences/teams', { method: 'POST', body }));

export const removeTeamPreference = (team: string) =>
  apiRequest<z.infer<typeof okResponse>>(`/preferences/teams/${encodeURIComponent(team)}`, { method: 'DELETE' });

/** A new favourite as spec 1 section 9 has it: #ffd166 unless given, every notification on. */
export const newFavouriteBody = (team_number: string, highlight_color = NEW_FAVOURITE_COLOR): TeamPreferenceBody => ({
  team_number,
  highlight_color,
  notif_upcoming: true,
  notif_alliance: true,
  notif_results: true,
  notif_awards: true,
});

/**
 * The signed-in user's favourites (spec 3 section 7): cached on the device; when the server
 * has none but the old app left a local list, that list is uploaded once with every
 * notification on (teams the server refuses are dropped) and then forgotten.
 */
export async function fetchTeamPreferences(userId: number, signal?: AbortSignal): Promise<TeamPreferencesData> {
  let data = await fetchList(signal);
  const legacy = data.teams.length === 0 ? readLegacyFavourites() : [];
  if (legacy.length > 0) {
    for (const { team_number, highlight_color } of legacy) {
      try {
        await saveTeamPreference(newFavouriteBody(team_number, highlight_color));
      } catch {
        // A team the server does not know: there is nothing to keep it for.
      }
    }
    forgetLegacyFavourites();
    data = await fetchList(signal);
  }
  writeCachedPreferences(userId, data.teams);
  return data;
}

export function teamPreferencesQuery(userId: number | null) {
  return queryOptions({
    queryKey: TEAM_PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchTeamPreferences(userId ?? 0, signal),
    enabled: userId !== null,
    // The device's copy shows at once; it is refetched straight away (updated at 0).
    initialData: () => {
      const cached = userId === null ? undefined : readCachedPreferences(userId);
      return cached ? { teams: cached } : undefined;
    },
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    retry: false,
  });
}
