import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { Repeat } from 'lucide-react';
import { clockTime, longDate, timeRange } from '../utils/month-grid.ts';

/** One event in a day cell: time and title, opening the event. */
export function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen: (e: CalendarEvent) => void }) {
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(event);
      }}
      aria-label={`${event.title}, ${longDate(event.event_date)}, ${timeRange(event)}`}
      className="flex w-full min-w-0 items-center gap-1 rounded-md bg-accent-soft px-1.5 py-0.5 text-left text-xs font-medium text-fg hover:ring-1 hover:ring-accent"
    >
      {event.event_time && <span className="shrink-0 text-accent-text">{clockTime(event.event_time).replace(':00', '')}</span>}
      <span className="truncate">{event.title}</span>
    </button>
  );
}

/** An event as a row in a list (agenda, day, upcoming). */
export function EventRow({ event, onOpen, showDate = false }: { event: CalendarEvent; onOpen: (e: CalendarEvent) => void; showDate?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      className="flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-surface-muted"
    >
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-semibold text-fg">
          <span className="truncate">{event.title}</span>
          {event.is_recurring && <Repeat role="img" aria-label="Repeating event" className="size-3.5 shrink-0 text-fg-muted" />}
        </span>
        <span className="block text-sm text-fg-muted">
          {showDate && `${longDate(event.event_date)} · `}
          {timeRange(event)}
          {event.location && ` · ${event.location}`}
        </span>
      </span>
    </button>
  );
}
