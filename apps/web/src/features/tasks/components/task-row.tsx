import type { Task, TaskPriority } from '@team7790/shared/tasks/contracts';
import { clsx } from 'clsx';
import { CalendarClock, CheckCircle2, Pencil, Trash2, UserRound } from 'lucide-react';
import { completedLabel } from '../utils/completed-label.ts';
import { dueLabel } from '../utils/due-label.ts';

const PRIORITY_STYLES: Record<TaskPriority, string> = {
  high: 'border-danger-line bg-danger-soft text-danger',
  medium: 'border-info-line bg-info-soft text-info',
  low: 'border-line bg-surface-muted text-fg-muted',
};

const PRIORITY_LABELS: Record<TaskPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export interface TaskRowProps {
  task: Task;
  today: string;
  /** The team's, for when a task was completed. */
  timeZone: string;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** A task with its completion checkbox, priority, due date (overdue in red), assignee, who completed it, and actions. */
export function TaskRow({ task, today, timeZone, onToggle, onEdit, onDelete }: TaskRowProps) {
  const checkboxId = `task-${task.id}-done`;
  const completed = completedLabel(task, today, timeZone);
  return (
    <li className={clsx('flex items-start gap-3 px-4 py-3.5', task.is_overdue && 'bg-danger-soft/40')} data-testid="task-row">
      <input
        id={checkboxId}
        type="checkbox"
        checked={task.completed}
        disabled={!task.can_toggle}
        onChange={() => onToggle(task)}
        aria-label={`Mark "${task.title}" ${task.completed ? 'not completed' : 'completed'}`}
        className="mt-1 size-5 shrink-0 cursor-pointer rounded accent-accent-strong disabled:cursor-not-allowed"
      />
      <div className="min-w-0 flex-1">
        <p className={clsx('font-semibold break-words', task.completed ? 'text-fg-muted line-through' : 'text-fg')}>{task.title}</p>
        {task.description && <p className="mt-0.5 line-clamp-2 text-sm text-fg-muted">{task.description}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
          <span className={clsx('rounded-full border px-2 py-0.5 font-semibold', PRIORITY_STYLES[task.priority])}>
            {PRIORITY_LABELS[task.priority]}
          </span>
          {task.due_date && (
            <span className={clsx('inline-flex items-center gap-1', task.is_overdue ? 'font-semibold text-danger' : 'text-fg-muted')}>
              <CalendarClock aria-hidden="true" className="size-3.5" />
              {task.is_overdue ? `Overdue · ${dueLabel(task.due_date, today)}` : dueLabel(task.due_date, today)}
            </span>
          )}
          <span className="inline-flex items-center gap-1 text-fg-muted">
            <UserRound aria-hidden="true" className="size-3.5" />
            {task.assignee_username ?? 'Unassigned'}
          </span>
          {task.creator_username && <span className="text-fg-muted">by {task.creator_username}</span>}
          {completed && (
            <span className="inline-flex items-center gap-1 text-fg-muted">
              <CheckCircle2 aria-hidden="true" className="size-3.5 text-success" />
              {completed}
            </span>
          )}
        </div>
      </div>
      {task.can_edit && (
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={() => onEdit(task)}
            aria-label={`Edit "${task.title}"`}
            className="rounded-lg p-2 text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => onDelete(task)}
            aria-label={`Delete "${task.title}"`}
            className="rounded-lg p-2 text-fg-muted hover:bg-danger-soft hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
