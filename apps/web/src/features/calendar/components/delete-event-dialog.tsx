import { DELETE_EVENT_CONFIRM, type CalendarEvent } from '@team7790/shared/calendar/contracts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteEvent } from '../api/calendar-api.ts';
import { longDate } from '../utils/month-grid.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';

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
    <Dialog
      title={event.is_recurring ? 'Delete recurring event' : 'Delete event'}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {occurrence ? (
            <>
              <Button variant="danger" disabled={remove.isPending} onClick={() => run(false)}>
                Only this occurrence
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => run(true)}>
                Entire series
              </Button>
            </>
          ) : (
            <Button variant="danger" disabled={remove.isPending} onClick={() => run(true)}>
              Delete
            </Button>
          )}
        </>
      }
    >
      {remove.error && (
        <Banner tone="error" className="mb-3">
          {remove.error instanceof ApiError ? remove.error.message : 'Deleting failed. Please try again.'}
        </Banner>
      )}
      <p className="text-sm">{DELETE_EVENT_CONFIRM}</p>
      <p className="mt-2 text-sm font-semibold">{event.title}</p>
      {occurrence && (
        <p className="mt-2 text-sm text-fg-muted">
          Remove just the {longDate(occurrence)} occurrence, or every occurrence of the series?
        </p>
      )}
    </Dialog>
  );
}
