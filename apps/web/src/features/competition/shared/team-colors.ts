import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';

/** Teams with a colour of their own everywhere they appear (spec 2 section 1). */
export const TEAM_COLORS: Readonly<Record<number, string>> = {
  [HOME_TEAM_NUMBER]: '#ff6b00',
  3767: '#68be5c',
  7598: '#7b00ff',
  5560: '#002aff',
};

export interface TeamHighlight {
  color: string;
  /** Team 7790: shown with a star. */
  home: boolean;
  /** The signed-in user's favourite (their colour wins over the fixed one). */
  favourite: boolean;
}

/** A team's highlight: the user's favourite colour first, then the fixed team colours; null for other teams. */
export function teamHighlight(teamNumber: number | null, favourites: ReadonlyMap<number, string> = new Map()): TeamHighlight | null {
  if (teamNumber === null) return null;
  const home = teamNumber === HOME_TEAM_NUMBER;
  const favourite = favourites.get(teamNumber);
  if (favourite) return { color: favourite, home, favourite: true };
  const fixed = TEAM_COLORS[teamNumber];
  return fixed ? { color: fixed, home, favourite: false } : null;
}
