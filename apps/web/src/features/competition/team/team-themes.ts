import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import { TEAM_COLORS } from '../shared/team-colors.ts';

export type TeamLinkKind = 'website' | 'youtube' | 'instagram' | 'provider' | 'official' | 'statistics';

export interface TeamLinkItem {
  kind: TeamLinkKind;
  label: string;
  href: string;
}

/** Teams with links of their own on the Team Links card (spec 2: 7790, 3767 and 7598; YouTube and Instagram for 7790). */
const CUSTOM_LINKS: Readonly<Record<number, readonly TeamLinkItem[]>> = {
  [HOME_TEAM_NUMBER]: [
    { kind: 'website', label: 'Baywatch Robotics website', href: 'https://baywatchrobotics.org' },
    { kind: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@baywatchrobotics' },
    { kind: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/baywatchrobotics/' },
  ],
  3767: [{ kind: 'website', label: 'Titans website', href: 'http://frc3767.wordpress.com/' }],
  7598: [{ kind: 'instagram', label: 'Lakers Robotics on Instagram', href: 'https://www.instagram.com/frc7598/' }],
};

/** The Team Links card: the provider's and FIRST's pages, statistics, then the team's own links or its website. */
export function teamLinks(teamNumber: number, website: string | null): TeamLinkItem[] {
  const links: TeamLinkItem[] = [
    { kind: 'provider', label: 'The Blue Alliance', href: `https://www.thebluealliance.com/team/${teamNumber}` },
    { kind: 'official', label: 'FIRST Inspires', href: `https://frc-events.firstinspires.org/team/${teamNumber}` },
    { kind: 'statistics', label: 'Statbotics', href: `https://www.statbotics.io/team/${teamNumber}` },
  ];
  const custom = CUSTOM_LINKS[teamNumber];
  if (custom) links.push(...custom);
  else if (website && /^https?:\/\//i.test(website)) links.push({ kind: 'website', label: 'Team website', href: website });
  return links;
}

/** A team's own colour (7790 orange, 3767 green, 7598 purple, 5560 blue), or null. */
export const teamThemeColor = (teamNumber: number): string | null => TEAM_COLORS[teamNumber] ?? null;
