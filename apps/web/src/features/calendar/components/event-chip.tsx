import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { Repeat } from 'lucide-react';
import { longDate, shortClockTime, timeRange } from '../utils/month-grid.ts';

/**
 * One event in a day cell, opening the event: the time (none for all-day) runs into the title, which wraps to two
 * lines across the cell's width; a longer title ends in an ellipsis and reads whole in the tooltip and the name.
 */
export function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen: (e: CalendarEvent) => void }) {
  const shortTime = event.event_time ? shortClockTime(event.event_time) : null;
  // The name begins with the words drawn, in their order ('6 PM Build night'), then the day and the whole time.
  const drawn = shortTime ? `${shortTime} ${event.title}` : event.title;
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(event);
      }}
      aria-label={`${drawn}, ${longDate(event.event_date)}, ${timeRange(event)}`}
      title={`${event.title}\n${timeRange(event)}`}
      className="block w-full min-w-0 rounded-md bg-accent-soft px-1.5 py-0.5 text-left text-xs leading-snug font-medium text-fg hover:ring-1 hover:ring-accent"
    >
      <span className="line-clamp-2 break-words">
        {/* The time stays whole; the space after it is where a title too long for its line may wrap. */}
        {shortTime && (
          <>
            <span className="text-[0.6875rem] font-semibold whitespace-nowrap text-accent-text">{shortTime}</span>{' '}
          </>
        )}
        {event.title}
      </span>
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
        <span className="flex items-start gap-1.5 font-semibold text-fg">
          <span className="min-w-0 break-words">{event.title}</span>
          {event.is_recurring && <Repeat role="img" aria-label="Repeating event" className="mt-1 size-3.5 shrink-0 text-fg-muted" />}
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
