import { daysBetween } from '@team7790/shared/calendar/dates';

/** `Due today`, `Due tomorrow`, `Due Mar 4`, or `Mar 4 (3 days ago)` when past. */
export function dueLabel(dueDate: string, today: string): string {
  const days = daysBetween(today, dueDate);
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const sameYear = dueDate.slice(0, 4) === today.slice(0, 4);
  const day = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days < 0) return `${day} (${-days} day${days === -1 ? '' : 's'} ago)`;
  return `Due ${day}`;
}
