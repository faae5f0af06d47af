import type { CompetitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { CalendarDays, ChevronRight, SearchX, Star } from 'lucide-react';
import { formatDay } from '../shared/format.ts';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { highlightStyle } from '../shared/team-link.tsx';
import { useTeamHighlights } from '../shared/use-team-highlights.ts';
import { AppLink } from '../../../components/app-link.tsx';

const rowClasses = 'flex items-center gap-3 px-4 py-3 transition hover:bg-surface-muted';
const listClasses = 'divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm';

function NoResults({ what, q }: { what: string; q: string }) {
  return (
    <EmptyBlock
      icon={SearchX}
      title={`No ${what} found`}
      description={`Nothing matched "${q}". Try a team number, part of a name or an event code.`}
      className="rounded-2xl border border-line bg-surface"
    />
  );
}

export function TeamResults({ teams, q }: { teams: CompetitionSearchResponse['teams']; q: string }) {
  const highlightOf = useTeamHighlights();
  if (teams.length === 0) return <NoResults what="teams" q={q} />;
  return (
    <ul className={listClasses}>
      {teams.map((team) => {
        const highlight = highlightOf(team.team_number);
        return (
          <li key={team.team_number}>
            <AppLink to={`/team?team=${team.team_number}`} className={rowClasses} style={highlightStyle(highlight)} data-team={team.team_number}>
              <span className="w-16 shrink-0 text-lg font-bold text-fg tabular-nums">{team.team_number}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{team.nickname}</span>
              {highlight?.home && <Star aria-label="Home team" className="size-4 fill-[#ff6b00] text-[#ff6b00]" />}
              <ChevronRight aria-hidden="true" className="size-4 text-fg-muted" />
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

export function EventResults({ events, q }: { events: CompetitionSearchResponse['events']; q: string }) {
  if (events.length === 0) return <NoResults what="events" q={q} />;
  return (
    <ul className={listClasses}>
      {events.map((event) => (
        <li key={event.key}>
          <AppLink to={`/event?event=${event.key}`} className={rowClasses}>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-xs font-bold text-fg-muted">
              {event.year}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-fg">{event.name}</span>
              <span className="flex items-center gap-1.5 text-xs text-fg-muted">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {formatDay(event.start_date)} · {event.key}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-fg-muted" />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
