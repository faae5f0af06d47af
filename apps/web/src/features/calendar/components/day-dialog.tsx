import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { longDate } from '../utils/month-grid.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EventRow } from './event-chip.tsx';

/** Every event of one day, opened from '+N more'. */
export function DayDialog({
  date,
  events,
  onClose,
  onOpen,
  onAdd,
}: {
  date: string;
  events: CalendarEvent[];
  onClose: () => void;
  onOpen: (e: CalendarEvent) => void;
  onAdd: (date: string) => void;
}) {
  return (
    <Dialog
      title={longDate(date)}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={() => onAdd(date)}>
          Add event on this day
        </Button>
      }
    >
      <ul className="-mx-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventRow event={event} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
