import type { EventSummary } from '@team7790/shared/competition/contracts/common';
import { CalendarDays, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateRange, formatPlace } from './format.ts';

/** An event as a card in a list (district and regional pages): name, dates, place; links to the event. */
export function EventCard({ event, badge }: { event: EventSummary; badge?: string | null }) {
  return (
    <Link
      to={`/event?event=${event.key}`}
      className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base leading-snug font-semibold text-fg group-hover:text-accent-text">{event.name}</h2>
        <ChevronRight
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-fg-muted transition group-hover:translate-x-0.5 group-hover:text-accent-text"
        />
      </div>
      <div className="mt-auto flex flex-col gap-1.5 text-sm text-fg-muted">
        <span className="inline-flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {formatDateRange(event.start_date, event.end_date)}
        </span>
        <span className="inline-flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {formatPlace(event.city, event.state_prov, event.country) || 'Location TBD'}
        </span>
      </div>
      {badge && <span className="self-start rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-fg-muted">{badge}</span>}
    </Link>
  );
}
