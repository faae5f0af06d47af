import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { favouriteTeamsQuery } from '../api/favourite-teams-api.ts';
import { teamHighlight, type TeamHighlight } from './team-colors.ts';

export type HighlightOf = (teamNumber: number | null) => TeamHighlight | null;

/**
 * The team colours, given once at the app's root (TeamHighlightsProvider in team-link.tsx): a page's tables draw
 * dozens of team links, and each reading the favourites for itself cost a query observer per link. Outside the root
 * (a component on its own, with nobody signed in) only the fixed colours apply.
 */
export const TeamHighlightsContext = createContext<HighlightOf>((teamNumber) => teamHighlight(teamNumber));

/** The fixed team colours plus the signed-in user's favourite teams and their colours; read by the provider alone. */
export function useFavouriteHighlights(): HighlightOf {
  const { status } = useAuth();
  const { data } = useQuery(favouriteTeamsQuery(status === 'authenticated'));
  const favourites = useMemo(() => new Map((data?.teams ?? []).map((t) => [Number(t.team_number), t.highlight_color] as const)), [data]);
  return useCallback((teamNumber: number | null) => teamHighlight(teamNumber, favourites), [favourites]);
}

/** Colours teams wherever they appear: the fixed team colours, plus the signed-in user's favourite teams' colours. */
export function useTeamHighlights(): HighlightOf {
  return useContext(TeamHighlightsContext);
}
