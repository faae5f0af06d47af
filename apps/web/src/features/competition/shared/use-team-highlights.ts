import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { favouriteTeamsQuery } from '../api/favourite-teams-api.ts';
import { teamHighlight, type TeamHighlight } from './team-colors.ts';

/**
 * Colours teams wherever they appear: the fixed team colours, plus the signed-in user's favourite
 * teams and their highlight colours.
 */
export function useTeamHighlights(): (teamNumber: number | null) => TeamHighlight | null {
  const { status } = useAuth();
  const { data } = useQuery(favouriteTeamsQuery(status === 'authenticated'));
  const favourites = useMemo(() => new Map((data?.teams ?? []).map((t) => [Number(t.team_number), t.highlight_color] as const)), [data]);
  return useCallback((teamNumber: number | null) => teamHighlight(teamNumber, favourites), [favourites]);
}
