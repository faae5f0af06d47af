import { UPCOMING_EVENTS, type CalendarEvent } from '@team7790/shared/calendar/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { upcomingQuery } from '../api/calendar-api.ts';
import { EventRow } from './event-chip.tsx';

/** The next five events that have not ended. */
export function UpcomingEvents({ onOpen }: { onOpen: (e: CalendarEvent) => void }) {
  const upcoming = useQuery(upcomingQuery());
  return (
    <Card className="p-4">
      <h2 className="px-1 text-base font-semibold">Upcoming Events</h2>
      {upcoming.isPending && <Spinner label="Loading upcoming events" className="m-3" />}
      {upcoming.isError && <p className="px-1 pt-2 text-sm text-fg-muted">Upcoming events could not be loaded.</p>}
      {upcoming.data?.length === 0 && <p className="px-1 pt-2 text-sm text-fg-muted">Nothing scheduled yet.</p>}
      {upcoming.data && upcoming.data.length > 0 && (
        <ul className="-mx-2 mt-2">
          {upcoming.data.slice(0, UPCOMING_EVENTS).map((event) => (
            <li key={event.id}>
              <EventRow event={event} onOpen={onOpen} showDate />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
