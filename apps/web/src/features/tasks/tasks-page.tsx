import { todayInZone } from '@team7790/shared/calendar/dates';
import type { Task } from '@team7790/shared/tasks/contracts';
import { filterTasks, sortTasks, summarizeTasks } from '@team7790/shared/tasks/task-list';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ClipboardCheck, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useAppNow } from '../../lib/app-clock.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { tasksQuery, useToggleTask } from './api/tasks-api.ts';
import { DeleteTaskDialog } from './components/delete-task-dialog.tsx';
import { TaskModal } from './components/task-modal.tsx';
import { TaskRow } from './components/task-row.tsx';
import { TaskSummaryCards } from './components/task-summary.tsx';
import { TaskToolbar, type TaskView } from './components/task-toolbar.tsx';

/** For due-date and completion wording; overdue itself comes from the server. */
const TEAM_TIME_ZONE = 'America/Detroit';

type Open = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; task: Task } | { kind: 'delete'; task: Task };

export default function TasksPage() {
  useDocumentTitle('Tasks');
  const { user } = useAuth();
  const tasks = useQuery(tasksQuery());
  const toggle = useToggleTask();
  const [view, setView] = useState<TaskView>({ status: 'pending', assignee: 'anyone', sort: 'due' });
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // The task last ticked done where the list then hides it (the pending view): it can be put back.
  const [ticked, setTicked] = useState<Task | null>(null);
  const today = todayInZone(useAppNow(), TEAM_TIME_ZONE);
  const userId = user?.id ?? 0;

  const all = useMemo(() => tasks.data ?? [], [tasks.data]);
  // Overdue as the server judged it, in the team's time zone.
  const summary = { ...summarizeTasks(all, userId, today), overdue: all.filter((t) => t.is_overdue).length };
  const visible = useMemo(() => sortTasks(filterTasks(all, view, userId), view.sort), [all, view, userId]);
  const mine = filterTasks(all, { status: 'all', assignee: view.assignee }, userId);
  const counts = { pending: mine.filter((t) => !t.completed).length, completed: mine.filter((t) => t.completed).length, all: mine.length };

  if (!user) return <PageSpinner />;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Task Management
          </h1>
          <p className="text-sm text-fg-muted">What the team needs done, who is on it, and when it is due.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Task
        </Button>
      </header>

      {tasks.isPending && <PageSpinner label="Loading tasks" />}
      {tasks.isError && <Banner tone="error">Tasks could not be loaded. Check your connection and try again.</Banner>}
      {tasks.data && (
        <>
          <TaskSummaryCards summary={summary} />
          <TaskToolbar view={view} onChange={setView} counts={counts} />
          <div role="status" className="empty:hidden">
            {ticked && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-success-line bg-success-soft px-3.5 py-2.5 text-sm font-medium text-success">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 flex-1">Marked &ldquo;{ticked.title}&rdquo; completed.</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    toggle.mutate({ id: ticked.id, completed: false, overdue: ticked.is_overdue });
                    setTicked(null);
                  }}
                >
                  Undo
                </Button>
                <button
                  type="button"
                  aria-label="Dismiss"
                  onClick={() => setTicked(null)}
                  className="rounded-md p-1 text-success hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            )}
          </div>
          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-12 text-center text-fg-muted">
              <ClipboardCheck aria-hidden="true" className="size-8" />
              <p>
                {view.status === 'completed'
                  ? 'No completed tasks yet.'
                  : view.status === 'pending'
                    ? 'Nothing pending. Nice work!'
                    : 'No tasks yet.'}
              </p>
            </div>
          ) : (
            <ul aria-label="Tasks" className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
              {visible.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  today={today}
                  timeZone={TEAM_TIME_ZONE}
                  onToggle={(t) => {
                    toggle.mutate({ id: t.id, completed: !t.completed });
                    setTicked(!t.completed && view.status === 'pending' ? t : null);
                  }}
                  onEdit={(t) => setOpen({ kind: 'edit', task: t })}
                  onDelete={(t) => setOpen({ kind: 'delete', task: t })}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {(open.kind === 'add' || open.kind === 'edit') && (
        <TaskModal editing={open.kind === 'edit' ? open.task : null} user={user} onClose={() => setOpen({ kind: 'none' })} />
      )}
      {open.kind === 'delete' && <DeleteTaskDialog task={open.task} onClose={() => setOpen({ kind: 'none' })} />}
    </section>
  );
}
