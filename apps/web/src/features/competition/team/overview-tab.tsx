import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import { DriveTeamCard } from '../predictions/drive-team-card.tsx';
import { CurrentEventCard } from './current-event-card.tsx';
import { SeasonTable } from './season-table.tsx';
import { TeamLinksCard } from './team-links-card.tsx';
import { TeamStatsCard } from './team-stats-card.tsx';

export function OverviewTab({ page, currentYear }: { page: TeamPageResponse; currentYear: number }) {
  const current = page.current_event;
  const event = current ? page.events?.find((e) => e.event.key === current.key)?.event : undefined;
  // Team 7790's own page, while it plays: its next match for the drive team.
  const driveTeamMatch = page.team.team_number === HOME_TEAM_NUMBER && current?.status === 'current' ? current.next_match : null;
  return (
    <div className="flex flex-col gap-5">
      {/*
        The drive team's card comes first, in the first screen of a phone (it was 1,802 px down, below the season). The
        server draws it from the page's own data (time, alliances, teams) and its numbers fill in after the load, in
        places kept for them, so nothing below it moves.
      */}
      {current && driveTeamMatch && (
        <DriveTeamCard match={driveTeamMatch} eventKey={current.key} playoffType={event?.playoff_type ?? null} timeZone={event?.timezone ?? null} />
      )}
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <TeamStatsCard page={page} currentYear={currentYear} />
        <CurrentEventCard page={page} />
        <TeamLinksCard teamNumber={page.team.team_number} website={page.team.website} />
      </div>
      <SeasonTable page={page} />
    </div>
  );
}
