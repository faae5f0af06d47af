import type { TaskAssigneeFilter, TaskSort, TaskStatusFilter } from '@team7790/shared/tasks/contracts';
import { clsx } from 'clsx';
import { SelectField } from '../../../components/ui/form-controls.tsx';

export interface TaskView {
  status: TaskStatusFilter;
  assignee: TaskAssigneeFilter;
  sort: TaskSort;
}

const STATUS_LABELS: Record<TaskStatusFilter, string> = { pending: 'Pending', completed: 'Completed', all: 'All' };

/** The pending/completed filter, 'assigned to me', and the sort order. */
export function TaskToolbar({
  view,
  onChange,
  counts,
}: {
  view: TaskView;
  onChange: (v: TaskView) => void;
  counts: Record<TaskStatusFilter, number>;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div role="radiogroup" aria-label="Show" className="inline-flex self-start rounded-xl border border-line bg-surface-muted p-1">
        {(['pending', 'completed', 'all'] as const).map((status) => (
          <button
            key={status}
            type="button"
            role="radio"
            aria-checked={view.status === status}
            onClick={() => onChange({ ...view, status })}
            className={clsx(
              'rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
              view.status === status ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            {STATUS_LABELS[status]} <span className="font-normal text-fg-muted">{counts[status]}</span>
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:w-96">
        <SelectField
          label="Assigned to"
          value={view.assignee}
          onChange={(e) => onChange({ ...view, assignee: e.target.value as TaskAssigneeFilter })}
        >
          <option value="anyone">Anyone</option>
          <option value="me">Me</option>
          <option value="unassigned">Unassigned</option>
        </SelectField>
        <SelectField label="Sort by" value={view.sort} onChange={(e) => onChange({ ...view, sort: e.target.value as TaskSort })}>
          <option value="due">Due date</option>
          <option value="priority">Priority</option>
          <option value="newest">Newest</option>
        </SelectField>
      </div>
    </div>
  );
}
