import type { TaskSummary } from '@team7790/shared/tasks/task-list';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Circle, ListTodo } from 'lucide-react';

const CARDS = [
  { key: 'total', label: 'Total', Icon: ListTodo, tone: 'text-fg-muted' },
  { key: 'pending', label: 'Pending', Icon: Circle, tone: 'text-info' },
  { key: 'completed', label: 'Completed', Icon: CheckCircle2, tone: 'text-success' },
  { key: 'overdue', label: 'Overdue', Icon: AlertTriangle, tone: 'text-danger' },
] as const;

export function TaskSummaryCards({ summary }: { summary: TaskSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {CARDS.map(({ key, label, Icon, tone }) => (
        <div key={key} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-medium text-fg-muted">
            <Icon aria-hidden="true" className={clsx('size-4', tone)} />
            {label}
          </dt>
          <dd className={clsx('mt-1 text-2xl font-bold', key === 'overdue' && summary.overdue > 0 ? 'text-danger' : 'text-fg')}>{summary[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
