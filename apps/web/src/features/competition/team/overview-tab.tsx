import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { CurrentEventCard } from './current-event-card.tsx';
import { SeasonTable } from './season-table.tsx';
import { TeamLinksCard } from './team-links-card.tsx';
import { TeamStatsCard } from './team-stats-card.tsx';

export function OverviewTab({ page, currentYear }: { page: TeamPageResponse; currentYear: number }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <TeamStatsCard page={page} currentYear={currentYear} />
        <CurrentEventCard page={page} />
        <TeamLinksCard teamNumber={page.team.team_number} website={page.team.website} />
      </div>
      <SeasonTable page={page} />
    </div>
  );
}
