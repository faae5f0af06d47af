import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import { lazy, Suspense } from 'react';
import { AfterLoad } from '../predictions/after-load.tsx';
import { CurrentEventCard } from './current-event-card.tsx';
import { SeasonTable } from './season-table.tsx';
import { TeamLinksCard } from './team-links-card.tsx';
import { TeamStatsCard } from './team-stats-card.tsx';

// Drawn below the season once the page has loaded (never by the server, so React's own lazy): its code and answers
// stay off the first paint and the hydration.
const DriveTeamCard = lazy(async () => ({ default: (await import('../predictions/drive-team-card.tsx')).DriveTeamCard }));

export function OverviewTab({ page, currentYear }: { page: TeamPageResponse; currentYear: number }) {
  const current = page.current_event;
  const event = current ? page.events?.find((e) => e.event.key === current.key)?.event : undefined;
  // Team 7790's own page, while it plays: its next match for the drive team.
  const driveTeamMatch = page.team.team_number === HOME_TEAM_NUMBER && current?.status === 'current' ? current.next_match : null;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <TeamStatsCard page={page} currentYear={currentYear} />
        <CurrentEventCard page={page} />
        <TeamLinksCard teamNumber={page.team.team_number} website={page.team.website} />
      </div>
      <SeasonTable page={page} />
      {current && driveTeamMatch && (
        <AfterLoad>
          <Suspense fallback={null}>
            <DriveTeamCard
              match={driveTeamMatch}
              eventKey={current.key}
              playoffType={event?.playoff_type ?? null}
              timeZone={event?.timezone ?? null}
            />
          </Suspense>
        </AfterLoad>
      )}
    </div>
  );
}
