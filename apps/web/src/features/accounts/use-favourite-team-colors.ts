import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { teamPreferencesQuery } from './api/team-preferences-api.ts';

/**
 * The signed-in user's favourite teams and their highlight colours, by team number, for any
 * screen that shows teams. Empty for visitors. It shares its cache with the profile and settings
 * pages, so a colour picked there shows everywhere at once; the device's copy of the list
 * (team_prefs_cache_v1) shows before the network answers.
 *
 *   const favouriteColors = useFavouriteTeamColors();
 *   const color = favouriteColors.get(254); // '#ffd166' or undefined
 */
export function useFavouriteTeamColors(): ReadonlyMap<number, string> {
  const { status, user } = useAuth();
  const { data } = useQuery(teamPreferencesQuery(status === 'authenticated' && user ? user.id : null));
  return useMemo(() => new Map((data?.teams ?? []).map((t) => [Number(t.team_number), t.highlight_color] as const)), [data]);
}
