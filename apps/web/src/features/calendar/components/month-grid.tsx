import type { CalendarEvent, CalendarMatch } from '@team7790/shared/calendar/contracts';
import { clsx } from 'clsx';
import { cellEvents, gridDays, longDate, monthOf, type MonthKey } from '../utils/month-grid.ts';
import { EventChip } from './event-chip.tsx';
import { MatchDayChip } from './match-items.tsx';

const WEEKDAY_HEADINGS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface MonthGridProps {
  month: MonthKey;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
  /** The team's matches by day: one line for a day's matches, opening the event's schedule. */
  matchDays?: Map<string, CalendarMatch[]>;
  onAdd: (date: string) => void;
  onOpen: (event: CalendarEvent) => void;
  onShowDay: (date: string) => void;
}

/** Six weeks of days; at most three events per cell, then '+N more' opening the day. */
export function MonthGrid({ month, today, byDay, matchDays, onAdd, onOpen, onShowDay }: MonthGridProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <div aria-hidden="true" className="grid grid-cols-7 border-b border-line bg-surface-muted">
        {WEEKDAY_HEADINGS.map((d) => (
          <div key={d} className="px-2 py-2 text-center text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 grid-rows-6">
        {gridDays(month).map((date, i) => {
          const { shown, more } = cellEvents(byDay.get(date));
          const inMonth = monthOf(date) === month;
          const isToday = date === today;
          return (
            <div
              role="group"
              key={date}
              data-date={date}
              aria-label={longDate(date)}
              onClick={() => onAdd(date)}
              className={clsx(
                'group flex min-h-28 cursor-pointer flex-col gap-1 border-line p-1.5 hover:bg-surface-muted/60',
                i % 7 !== 6 && 'border-r',
                i < 35 && 'border-b',
                !inMonth && 'bg-surface-muted/40',
              )}
            >
              <div className="flex items-center justify-between">
                <span
                  className={clsx(
                    'flex size-7 items-center justify-center rounded-full text-sm',
                    isToday ? 'bg-accent-strong font-bold text-on-accent' : inMonth ? 'font-medium text-fg' : 'text-fg-muted',
                  )}
                >
                  {Number(date.slice(8))}
                </span>
                <button
                  type="button"
                  aria-label={`Add event on ${longDate(date)}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onAdd(date);
                  }}
                  className="rounded-md px-1.5 text-lg leading-none text-fg-muted opacity-0 group-hover:opacity-100 focus-visible:opacity-100 hover:text-accent-text"
                >
                  +
                </button>
              </div>
              {matchDays?.get(date) && <MatchDayChip matches={matchDays.get(date)!} />}
              {shown.map((event) => (
                <EventChip key={event.id} event={event} onOpen={onOpen} />
              ))}
              {more > 0 && (
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onShowDay(date);
                  }}
                  className="self-start rounded px-1.5 text-xs font-semibold text-accent-text hover:underline"
                >
                  +{more} more
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
