import { UPCOMING_EVENTS, type CalendarEvent } from '@team7790/shared/calendar/contracts';
import { addDays } from '@team7790/shared/calendar/dates';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { matchesQuery, upcomingQuery } from '../api/calendar-api.ts';
import { EventRow } from './event-chip.tsx';
import { MatchDayRow, matchesByDay } from './match-items.tsx';

/** How far ahead the list looks for the team's next day of matches. */
const MATCH_DAYS_AHEAD = 14;

/**
 * The team's next day of matches still to play, then the next five events that have not ended. On a competition day
 * the matches left are what comes next: the list never says nothing is scheduled while they are.
 */
export function UpcomingEvents({ onOpen, today }: { onOpen: (e: CalendarEvent) => void; today: string }) {
  const upcoming = useQuery(upcomingQuery());
  const matches = useQuery(matchesQuery({ start: today, end: addDays(today, MATCH_DAYS_AHEAD - 1) }));
  const toPlay = (matches.data ?? []).filter((m) => !m.played).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const nextMatchDay = [...matchesByDay(toPlay).values()][0] ?? null;
  const nothing = upcoming.data?.length === 0 && !matches.isPending && nextMatchDay === null;
  return (
    <Card className="p-4">
      <h2 className="px-1 text-base font-semibold">Upcoming Events</h2>
      {upcoming.isPending && <Spinner label="Loading upcoming events" className="m-3" />}
      {upcoming.isError && <p className="px-1 pt-2 text-sm text-fg-muted">Upcoming events could not be loaded.</p>}
      {nothing && <p className="px-1 pt-2 text-sm text-fg-muted">Nothing scheduled yet.</p>}
      {(nextMatchDay || (upcoming.data && upcoming.data.length > 0)) && (
        <ul className="-mx-2 mt-2">
          {nextMatchDay && (
            <li>
              <MatchDayRow matches={nextMatchDay} today={today} />
            </li>
          )}
          {upcoming.data?.slice(0, UPCOMING_EVENTS).map((event) => (
            <li key={event.id}>
              <EventRow event={event} onOpen={onOpen} showDate />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
