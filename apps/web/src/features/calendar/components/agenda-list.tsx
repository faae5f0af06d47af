import type { CalendarEvent, CalendarMatch } from '@team7790/shared/calendar/contracts';
import { CalendarX } from 'lucide-react';
import { lastDayOfMonth, shortDate, type MonthKey } from '../utils/month-grid.ts';
import { EventRow } from './event-chip.tsx';
import { MatchRow } from './match-items.tsx';

/** Phones: the month as a list of the days that have events. */
export function AgendaList({
  month,
  today,
  byDay,
  matchDays = new Map(),
  onOpen,
}: {
  month: MonthKey;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
  /** The team's matches by day, listed (read-only) before the day's events. */
  matchDays?: Map<string, CalendarMatch[]>;
  onOpen: (e: CalendarEvent) => void;
}) {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const days = [...new Set([...byDay.keys(), ...matchDays.keys()])].filter((d) => d >= first && d <= last).sort();
  if (!days.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-10 text-center text-fg-muted">
        <CalendarX aria-hidden="true" className="size-8" />
        <p>No events this month.</p>
      </div>
    );
  }
  return (
    <ol aria-label="Agenda" className="flex flex-col gap-3">
      {days.map((date) => (
        <li key={date} className="rounded-2xl border border-line bg-surface p-2 shadow-sm">
          <h3 className="flex items-center gap-2 px-3 pt-1 pb-1 text-sm font-semibold text-fg">
            {shortDate(date)}
            {date === today && <span className="rounded-full bg-accent-strong px-2 py-0.5 text-xs text-on-accent">Today</span>}
          </h3>
          <ul>
            {(matchDays.get(date) ?? []).map((match) => (
              <li key={match.key}>
                <MatchRow match={match} />
              </li>
            ))}
            {(byDay.get(date) ?? []).map((event) => (
              <li key={event.id}>
                <EventRow event={event} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
