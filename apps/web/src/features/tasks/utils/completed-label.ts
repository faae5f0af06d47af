import type { Task } from '@team7790/shared/tasks/contracts';

/**
 * `Completed by alice · Mar 3, 4:12 PM` in the team's time zone (with the year when not this year), or
 * without the name when the account is gone; null while the task is pending or the server has not said when.
 */
export function completedLabel(
  task: Pick<Task, 'completed' | 'completed_at' | 'completer_username'>,
  today: string,
  timeZone: string,
): string | null {
  if (!task.completed || !task.completed_at) return null;
  const at = new Date(task.completed_at);
  const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at);
  const when = at
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      ...(year === today.slice(0, 4) ? {} : { year: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
    .replace(/\u202f/g, ' ');
  return task.completer_username ? `Completed by ${task.completer_username} · ${when}` : `Completed · ${when}`;
}
