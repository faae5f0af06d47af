import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { todayInZone } from '@team7790/shared/calendar/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { appNow, useAppNow } from '../../lib/app-clock.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { eventsQuery, matchesQuery } from './api/calendar-api.ts';
import { AgendaList } from './components/agenda-list.tsx';
import { DayDialog } from './components/day-dialog.tsx';
import { DeleteEventDialog } from './components/delete-event-dialog.tsx';
import { EventModal } from './components/event-modal.tsx';
import { matchesByDay } from './components/match-items.tsx';
import { MonthGrid } from './components/month-grid.tsx';
import { SubscriptionCard } from './components/subscription-card.tsx';
import { UpcomingEvents } from './components/upcoming-events.tsx';
import { eventsByDay, fetchRange, monthOf, monthTitle, shiftMonth } from './utils/month-grid.ts';

/** The server's TEAM_TIME_ZONE default; events carry the zone actually in use. */
const DEFAULT_TEAM_TIME_ZONE = 'America/Detroit';

type Open =
  | { kind: 'none' }
  | { kind: 'add'; date: string }
  | { kind: 'edit'; event: CalendarEvent }
  | { kind: 'day'; date: string }
  | { kind: 'delete'; event: CalendarEvent };

export default function CalendarPage() {
  useDocumentTitle('Calendar');
  const [month, setMonth] = useState(() => monthOf(todayInZone(appNow(), DEFAULT_TEAM_TIME_ZONE)));
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const events = useQuery({ ...eventsQuery(fetchRange(month)), placeholderData: keepPreviousData });
  const timeZone = events.data?.[0]?.time_zone ?? DEFAULT_TEAM_TIME_ZONE;
  const today = todayInZone(useAppNow(), timeZone);
  const byDay = useMemo(() => eventsByDay(events.data ?? []), [events.data]);
  // The team's matches, read-only beside the events (none when the competition data cannot be had).
  const matches = useQuery({ ...matchesQuery(fetchRange(month)), placeholderData: keepPreviousData });
  const matchDays = useMemo(() => matchesByDay(matches.data ?? []), [matches.data]);
  const close = () => setOpen({ kind: 'none' });
  const openEvent = (event: CalendarEvent) => setOpen({ kind: 'edit', event });

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Team Calendar
          </h1>
          <p className="text-sm text-fg-muted">Meetings, build days and competitions. Times are the team's local time ({timeZone}).</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'add', date: month === monthOf(today) ? today : `${month}-01` })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Event
        </Button>
      </header>

      <nav aria-label="Month" className="flex items-center gap-2">
        <Button variant="secondary" size="sm" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" size="sm" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        <h2 aria-live="polite" className="min-w-40 text-lg font-semibold">
          {monthTitle(month)}
        </h2>
        {events.isFetching && <Spinner label="Loading events" />}
        <Button variant="ghost" size="sm" className="ml-auto" disabled={month === monthOf(today)} onClick={() => setMonth(monthOf(today))}>
          Today
        </Button>
      </nav>

      {events.isError && <Banner tone="error">The calendar could not be loaded. Check your connection and try again.</Banner>}

      <div className="hidden md:block">
        <MonthGrid
          month={month}
          today={today}
          byDay={byDay}
          matchDays={matchDays}
          onAdd={(date) => setOpen({ kind: 'add', date })}
          onOpen={openEvent}
          onShowDay={(date) => setOpen({ kind: 'day', date })}
        />
      </div>
      <div className="md:hidden">
        {events.data && <AgendaList month={month} today={today} byDay={byDay} matchDays={matchDays} onOpen={openEvent} />}
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <UpcomingEvents onOpen={openEvent} today={today} />
        <SubscriptionCard />
      </div>

      {(open.kind === 'add' || open.kind === 'edit') && (
        <EventModal
          key={open.kind === 'edit' ? open.event.id : open.date}
          editing={open.kind === 'edit' ? open.event : null}
          initialDate={open.kind === 'add' ? open.date : today}
          onClose={close}
          onDelete={(event) => setOpen({ kind: 'delete', event })}
        />
      )}
      {open.kind === 'day' && (
        <DayDialog
          date={open.date}
          events={byDay.get(open.date) ?? []}
          onClose={close}
          onOpen={openEvent}
          onAdd={(date) => setOpen({ kind: 'add', date })}
        />
      )}
      {open.kind === 'delete' && <DeleteEventDialog event={open.event} onClose={close} onDeleted={close} />}
    </section>
  );
}
