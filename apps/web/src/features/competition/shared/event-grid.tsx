import type { EventSummary } from '@team7790/shared/competition/contracts/common';
import { CalendarX2 } from 'lucide-react';
import { EventCard } from './event-card.tsx';
import { EmptyBlock } from './state-blocks.tsx';

const byStart = (a: EventSummary, b: EventSummary) => (a.start_date || '9999').localeCompare(b.start_date || '9999') || a.name.localeCompare(b.name);

/** Events as cards, by start date. */
export function EventGrid({ events, emptyText }: { events: EventSummary[]; emptyText: string }) {
  if (events.length === 0) return <EmptyBlock icon={CalendarX2} title={emptyText} className="rounded-2xl border border-line bg-surface" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {[...events].sort(byStart).map((event) => (
        <li key={event.key}>
          <EventCard event={event} badge={event.week !== null ? `Week ${event.week + 1}` : event.event_type_string} />
        </li>
      ))}
    </ul>
  );
}
