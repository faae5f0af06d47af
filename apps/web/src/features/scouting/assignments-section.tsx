import { useQuery } from '@tanstack/react-query';
import { STATIONS, stationLabel, type Assignment, type KitMatch } from '@team7790/shared/scouting/match-scouting';
import { Plus, Trash2, UserRoundPlus } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/form-controls.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { membersQuery, useAssignmentMutations } from './api/lead-api.ts';
import {
  assignmentErrorsFrom,
  assignmentFromInput,
  blockText,
  sortedAssignments,
  type AssignmentErrors,
  type AssignmentInput,
} from './assignments-form.ts';
import { StationBadge } from './components/station-badge.tsx';

const EMPTY: AssignmentInput = { station: '', first_match: '', last_match: '', user_id: '' };

/** A labelled select with its error wired for screen readers (the scout and the position). */
function ChoiceField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${error ? controlClasses.replace('border-line', 'border-danger') : controlClasses} h-11`}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function AssignmentsList({ assignments, eventKey }: { assignments: readonly Assignment[]; eventKey: string }) {
  const { remove } = useAssignmentMutations(eventKey);
  const [error, setError] = useState<string | null>(null);
  if (assignments.length === 0) {
    return <p className="rounded-lg border border-dashed border-line p-4 text-sm text-fg-muted">No positions are assigned yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {error && <Banner tone="error">{error}</Banner>}
      <ul aria-label="Assigned blocks" className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {sortedAssignments(assignments).map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
            <StationBadge station={a.station} />
            <span className="text-sm text-fg">{blockText(a)}</span>
            <span className="text-sm font-semibold text-fg">{a.user_name}</span>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto"
              aria-label={`Remove ${a.user_name} from ${stationLabel(a.station)}, ${blockText(a).toLowerCase()}`}
              disabled={remove.isPending && remove.variables === a.id}
              onClick={() => {
                setError(null);
                remove.mutate(a.id, { onError: (e) => setError(assignmentErrorsFrom(e).form ?? 'Could not remove the assignment.') });
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Who scouts which position (issue 31): the event's blocks, and a form to give a member one position for a block of
 * qualification matches. The server refuses a block overlapping another of the same position (409), shown on the form.
 */
export function AssignmentsSection({
  eventKey,
  assignments,
  schedule,
}: {
  eventKey: string;
  assignments: readonly Assignment[];
  schedule: readonly KitMatch[];
}) {
  const members = useQuery(membersQuery());
  const { add } = useAssignmentMutations(eventKey);
  const [input, setInput] = useState<AssignmentInput>(EMPTY);
  const [errors, setErrors] = useState<AssignmentErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const quals = schedule.filter((m) => m.comp_level === 'qm').length;

  const change = (field: keyof AssignmentInput) => (value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
    setAdded(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = assignmentFromInput(input);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    const name = members.data?.find((m) => m.id === checked.body.user_id)?.name ?? 'The scout';
    add.mutate(checked.body, {
      onSuccess: () => {
        setAdded(`${name} scouts ${stationLabel(checked.body.station)}, ${blockText(checked.body).toLowerCase()}.`);
        // The next block usually starts where this one ended, at the same position.
        setInput((i) => ({ ...EMPTY, station: i.station, first_match: checked.body.last_match === null ? '' : String(checked.body.last_match + 1) }));
      },
      onError: (err) => setErrors(assignmentErrorsFrom(err)),
    });
  };

  return (
    <div id="assignments" className="scroll-mt-20">
      <SectionCard
        title="Assignments"
        icon={UserRoundPlus}
        subtitle={`One scout per position for a block of qualification matches${quals ? ` (this event has ${quals})` : ''}; an open block runs to the end of the event, playoffs included.`}
      >
        <AssignmentsList assignments={assignments} eventKey={eventKey} />
        <form onSubmit={submit} noValidate aria-label="Assign a position" className="flex flex-col gap-4 border-t border-line pt-4">
          <h3 className="text-base font-semibold text-fg">Assign a position</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <ChoiceField label="Position" value={input.station} onChange={change('station')} error={errors.station}>
              <option value="">Choose a position</option>
              {STATIONS.map((s) => (
                <option key={s} value={s}>
                  {stationLabel(s)}
                </option>
              ))}
            </ChoiceField>
            <ChoiceField label="Scout" value={input.user_id} onChange={change('user_id')} error={errors.user_id}>
              <option value="">{members.isPending ? 'Loading members…' : 'Choose a scout'}</option>
              {members.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </ChoiceField>
            <TextField
              label="First match"
              inputMode="numeric"
              value={input.first_match}
              onChange={(e) => change('first_match')(e.target.value)}
              error={errors.first_match}
            />
            <TextField
              label="Last match"
              inputMode="numeric"
              hint="Empty: to the end of the event."
              value={input.last_match}
              onChange={(e) => change('last_match')(e.target.value)}
              error={errors.last_match}
            />
          </div>
          {members.isError && <Banner tone="error">Could not load the team&apos;s members to choose a scout from.</Banner>}
          {errors.form && <Banner tone="error">{errors.form}</Banner>}
          {added && <Banner tone="success">{added}</Banner>}
          <Button type="submit" className="self-start" disabled={add.isPending}>
            <Plus aria-hidden="true" className="size-4" />
            {add.isPending ? 'Assigning…' : 'Assign'}
          </Button>
        </form>
      </SectionCard>
    </div>
  );
}
