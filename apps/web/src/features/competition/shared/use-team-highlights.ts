import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { teamHighlight, type TeamHighlight } from './team-colors.ts';

const favouritesQueryKey = ['preferences', 'teams'] as const;

/**
 * Colours teams wherever they appear: the fixed team colours, plus the signed-in user's favourite
 * teams and their highlight colours (GET /api/preferences/teams; anonymous visitors skip the call).
 */
export function useTeamHighlights(): (teamNumber: number | null) => TeamHighlight | null {
  const { status } = useAuth();
  const { data } = useQuery({
    queryKey: favouritesQueryKey,
    // The answer's schema (and zod with it) loads only for signed-in users: visitors never need it.
    queryFn: async ({ signal }) => {
      const [{ teamPreferencesResponse }, answer] = await Promise.all([
        import('@team7790/shared/accounts/team-preferences'),
        apiRequest('/preferences/teams', { signal }),
      ]);
      return teamPreferencesResponse.parse(answer);
    },
    enabled: status === 'authenticated',
    staleTime: 60_000,
    retry: false,
  });
  const favourites = useMemo(
    () => new Map((data?.teams ?? []).map((t) => [Number(t.team_number), t.highlight_color] as const)),
    [data],
  );
  return useCallback((teamNumber: number | null) => teamHighlight(teamNumber, favourites), [favourites]);
}
