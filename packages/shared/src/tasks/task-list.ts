import type { TaskAssigneeFilter, TaskPriority, TaskSort, TaskStatusFilter } from './contracts.ts';

/** The fields the list logic reads; both the server's rows and the API's tasks have them. */
export interface ListedTask {
  id: number;
  assigned_to: number | null;
  due_date: string | null;
  priority: TaskPriority;
  completed: boolean;
  created_at: string;
}

/** Overdue: not completed and due before today (today as the team's time zone sees it). */
export function isOverdue(task: Pick<ListedTask, 'completed' | 'due_date'>, today: string): boolean {
  return !task.completed && task.due_date !== null && task.due_date < today;
}

export interface TaskSummary {
  total: number;
  pending: number;
  completed: number;
  overdue: number;
  assignedToMe: number;
}

export function summarizeTasks(tasks: readonly ListedTask[], userId: number, today: string): TaskSummary {
  const pending = tasks.filter((t) => !t.completed);
  return {
    total: tasks.length,
    pending: pending.length,
    completed: tasks.length - pending.length,
    overdue: pending.filter((t) => isOverdue(t, today)).length,
    assignedToMe: pending.filter((t) => t.assigned_to === userId).length,
  };
}

export function filterTasks<T extends ListedTask>(
  tasks: readonly T[],
  filter: { status: TaskStatusFilter; assignee: TaskAssigneeFilter },
  userId: number,
): T[] {
  return tasks.filter(
    (t) =>
      (filter.status === 'all' || (filter.status === 'completed') === t.completed) &&
      (filter.assignee === 'anyone' || (filter.assignee === 'me' ? t.assigned_to === userId : t.assigned_to === null)),
  );
}

const PRIORITY_RANK: Record<TaskPriority, number> = { high: 0, medium: 1, low: 2 };
/** Tasks without a due date sort after every dated one. */
const dueKey = (t: ListedTask) => t.due_date ?? '9999-12-31';

/** Pending before completed; then by the chosen key, ties broken by the other key and then oldest first. */
export function sortTasks<T extends ListedTask>(tasks: readonly T[], sort: TaskSort): T[] {
  const byDue = (a: T, b: T) => dueKey(a).localeCompare(dueKey(b));
  const byPriority = (a: T, b: T) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
  const byNewest = (a: T, b: T) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
  const order = { due: [byDue, byPriority], priority: [byPriority, byDue], newest: [byNewest] }[sort];
  return [...tasks].sort((a, b) => Number(a.completed) - Number(b.completed) || order.reduce((r, f) => r || f(a, b), 0) || a.id - b.id);
}
