import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { Repeat } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveEvent } from '../api/calendar-api.ts';
import { eventForm, eventPayload, formProblems, newEventForm, RULE_FIELDS, withDate, type EventFormState } from '../utils/event-form.ts';
import { longDate, timeRange } from '../utils/month-grid.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextAreaField } from '../../../components/ui/form-controls.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';

export interface EventModalProps {
  /** The event or occurrence being edited; null to add one on `initialDate`. */
  editing: CalendarEvent | null;
  initialDate: string;
  onClose: () => void;
  onDelete: (event: CalendarEvent) => void;
}

/** Add/edit modal of spec 3. Members who may not edit an event see it read-only. */
export function EventModal({ editing, initialDate, onClose, onDelete }: EventModalProps) {
  const [form, setForm] = useState<EventFormState>(() => (editing ? eventForm(editing) : newEventForm(initialDate)));
  const [showProblems, setShowProblems] = useState(false);
  const save = useSaveEvent();
  // An existing series keeps its rule; a new one's repeat days follow the date until picked by hand.
  const [ruleChosen, setRuleChosen] = useState(Boolean(editing?.recurrence));
  const update = (change: Partial<EventFormState>) => {
    if (RULE_FIELDS.some((k) => k in change)) setRuleChosen(true);
    setForm((f) => ({ ...f, ...change }));
  };
  const changeDate = (date: string) => setForm((f) => withDate(f, date, ruleChosen));
  const problems = showProblems ? formProblems(form) : {};
  const instance = editing?.is_recurring_instance ?? false;
  const seriesEditable = !instance || form.applyToSeries;

  if (editing && !editing.can_edit) {
    return <EventDetails event={editing} onClose={onClose} onDelete={onDelete} />;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowProblems(true);
    if (Object.keys(formProblems(form)).length) return;
    save.mutate(
      { id: editing?.id ?? null, body: eventPayload(form, editing) },
      {
        onSuccess: onClose,
        onError: (err) => console.error('Saving the event failed', err),
      },
    );
  };

  return (
    <FormDialog
      title={editing ? 'Edit Event' : 'Add Event'}
      onClose={onClose}
      size="lg"
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Add Event'}
      busyLabel="Saving..."
      busy={save.isPending}
      error={save.error ? (save.error instanceof ApiError ? save.error.message : 'Saving failed. Please try again.') : null}
      extraActions={
        editing?.can_delete && (
          <Button variant="danger" className="mr-auto" onClick={() => onDelete(editing)}>
            Delete
          </Button>
        )
      }
    >
      {instance && (
        <label className="flex items-start gap-3 rounded-xl border border-line bg-accent-soft/60 p-3 text-sm">
          <input
            type="checkbox"
            checked={form.applyToSeries}
            onChange={(e) => update({ applyToSeries: e.target.checked })}
            className="mt-0.5 size-4 accent-accent-strong"
          />
          <span>
            <span className="font-semibold">Apply changes to entire series</span>
            <span className="block text-fg-muted">
              Otherwise only the {longDate(editing!.original_date ?? editing!.event_date)} occurrence changes.
            </span>
          </span>
        </label>
      )}
      <TextField
        label="Title"
        required
        value={form.title}
        onChange={(e) => update({ title: e.target.value })}
        error={problems.title}
        maxLength={200}
        autoFocus
      />
      <TextAreaField label="Description" value={form.description} onChange={(e) => update({ description: e.target.value })} maxLength={5000} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField label="Date" type="date" required value={form.date} onChange={(e) => changeDate(e.target.value)} error={problems.date} />
        <TextField
          label="Start time"
          type="time"
          value={form.startTime}
          onChange={(e) => update({ startTime: e.target.value })}
          hint="Empty for all day"
        />
        <TextField label="End time" type="time" value={form.endTime} onChange={(e) => update({ endTime: e.target.value })} error={problems.endTime} />
      </div>
      <TextField label="Location" value={form.location} onChange={(e) => update({ location: e.target.value })} maxLength={200} />
      {seriesEditable && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={form.repeats}
            onChange={(e) => update({ repeats: e.target.checked })}
            className="size-4 accent-accent-strong"
          />
          <Repeat aria-hidden="true" className="size-4 text-fg-muted" />
          Repeat
        </label>
      )}
      {seriesEditable && form.repeats && <RecurrenceFields form={form} update={update} problems={problems} />}
    </FormDialog>
  );
}

function EventDetails({ event, onClose, onDelete }: { event: CalendarEvent; onClose: () => void; onDelete: (e: CalendarEvent) => void }) {
  return (
    <Dialog
      title={event.title}
      onClose={onClose}
      footer={
        <>
          {event.can_delete && (
            <Button variant="danger" className="mr-auto" onClick={() => onDelete(event)}>
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-fg-muted">When</dt>
        <dd>
          {longDate(event.event_date)} · {timeRange(event)}
        </dd>
        {event.location && (
          <>
            <dt className="text-fg-muted">Where</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {event.is_recurring && (
          <>
            <dt className="text-fg-muted">Repeats</dt>
            <dd className="capitalize">{event.recurrence_type}</dd>
          </>
        )}
        {event.creator_username && (
          <>
            <dt className="text-fg-muted">Added by</dt>
            <dd>{event.creator_username}</dd>
          </>
        )}
      </dl>
      {event.description && <p className="mt-4 text-sm whitespace-pre-wrap">{event.description}</p>}
      <p className="mt-4 text-xs text-fg-muted">Only the person who added this event or an administrator can change it.</p>
    </Dialog>
  );
}
