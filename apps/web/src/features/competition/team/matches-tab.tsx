import { useQuery } from '@tanstack/react-query';
import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import { ListX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage, formatDateRange } from '../shared/format.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { teamQueries } from '../api/team-api.ts';
import { TeamMatchesTable } from './team-matches-table.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-line px-5 py-3.5 text-base font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

/** Matches: the season's events in a dropdown (first by date preselected), then qualification and playoff tables. */
export function MatchesTab({ page }: { page: TeamPageResponse }) {
  const events = page.events ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const eventKey = chosen ?? events[0]?.event.key ?? '';
  const selectId = useId();
  const matches = useQuery({ ...teamQueries.eventMatches(page.team.team_number, eventKey), enabled: Boolean(eventKey) });
  const teamKey = teamKeyOf(page.team.team_number);
  const quals = matches.data?.matches.filter((m) => m.comp_level === 'qm') ?? [];
  const playoffs = matches.data?.matches.filter((m) => m.comp_level !== 'qm') ?? [];
  const timeZone = events.find(({ event }) => event.key === eventKey)?.event.timezone ?? null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={selectId} className="text-sm font-semibold text-fg">
          Select Event:
        </label>
        <select
          id={selectId}
          value={eventKey}
          onChange={(e) => setChosen(e.target.value)}
          disabled={events.length === 0}
          className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg shadow-sm sm:w-auto sm:min-w-80"
        >
          {events.length === 0 && <option value="">No events this season</option>}
          {events.map(({ event }) => (
            <option key={event.key} value={event.key}>
              {event.short_name || event.name} ({formatDateRange(event.start_date, event.end_date)})
            </option>
          ))}
        </select>
      </div>
      {!eventKey ? (
        <Card>
          <EmptyBlock icon={ListX} title="Select an event to view matches" />
        </Card>
      ) : matches.isPending ? (
        <Card>
          <LoadingBlock label="Loading matches..." />
        </Card>
      ) : matches.isError ? (
        <Card>
          <ErrorBlock
            title="Matches not available"
            message={errorMessage(matches.error, 'Failed to load matches.')}
            onRetry={() => void matches.refetch()}
          />
        </Card>
      ) : (
        <>
          <Section title="Qualification Matches">
            {quals.length ? (
              <TeamMatchesTable
                title="Qualification Matches"
                matches={quals}
                teamKey={teamKey}
                playoffType={matches.data.playoff_type}
                timeZone={timeZone}
              />
            ) : (
              <EmptyBlock icon={ListX} title="No qualification matches found for this event" />
            )}
          </Section>
          <Section title="Playoff Matches">
            {playoffs.length ? (
              <TeamMatchesTable
                title="Playoff Matches"
                matches={playoffs}
                teamKey={teamKey}
                playoffType={matches.data.playoff_type}
                timeZone={timeZone}
              />
            ) : (
              <EmptyBlock icon={ListX} title="No playoff matches found for this event" />
            )}
          </Section>
        </>
      )}
    </div>
  );
}
