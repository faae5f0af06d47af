import { DELETE_EVENT_CONFIRM, type CalendarEvent } from '@team7790/shared/calendar/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteEvent } from '../api/calendar-api.ts';
import { longDate } from '../utils/month-grid.ts';

/** The delete confirmation; a recurring item asks whether to remove this occurrence or the whole series. */
export function DeleteEventDialog({ event, onClose, onDeleted }: { event: CalendarEvent; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteEvent();
  const occurrence = event.is_recurring_instance ? (event.original_date ?? event.event_date) : null;
  const run = (deleteSeries: boolean) =>
    remove.mutate(
      { id: event.id, body: { delete_series: deleteSeries, exception_date: deleteSeries ? null : occurrence } },
      { onSuccess: onDeleted, onError: (err) => console.error('Deleting the event failed', err) },
    );
  return (
    <ConfirmDialog
      title={event.is_recurring ? 'Delete recurring event' : 'Delete event'}
      question={DELETE_EVENT_CONFIRM}
      subject={event.title}
      note={occurrence ? `Remove just the ${longDate(occurrence)} occurrence, or every occurrence of the series?` : undefined}
      actions={
        occurrence
          ? [
              { label: 'Only this occurrence', onClick: () => run(false) },
              { label: 'Entire series', onClick: () => run(true) },
            ]
          : [{ label: 'Delete', onClick: () => run(true) }]
      }
      busy={remove.isPending}
      error={remove.error}
      onClose={onClose}
    />
  );
}
