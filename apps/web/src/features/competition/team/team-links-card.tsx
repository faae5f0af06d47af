import { Camera, CirclePlay, ExternalLink, Globe, Link2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { teamLinks, type TeamLinkKind } from './team-themes.ts';

const ICONS: Record<TeamLinkKind, typeof Globe> = {
  website: Globe,
  youtube: CirclePlay,
  instagram: Camera,
  provider: Link2,
  official: Link2,
  statistics: Link2,
};

/** Team Links: the provider's and FIRST's team pages, statistics, and the team's own site and socials. */
export function TeamLinksCard({ teamNumber, website }: { teamNumber: number; website: string | null }) {
  return (
    <Card className="flex flex-col p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
        <Link2 aria-hidden="true" className="size-5 text-accent-text" />
        Team Links
      </h2>
      <ul className="mt-3 flex flex-col gap-1">
        {teamLinks(teamNumber, website).map((link) => {
          const Icon = ICONS[link.kind];
          return (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center gap-2.5 rounded-lg px-2 py-2 text-sm font-medium text-fg hover:bg-surface-muted"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted group-hover:text-accent-text" />
                <span className="flex-1">{link.label}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 text-fg-muted" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
