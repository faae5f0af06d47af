import { describe, expect, it } from 'vitest';
import { taskBodySchema } from './contracts.ts';
import { filterTasks, isOverdue, sortTasks, summarizeTasks, type ListedTask } from './task-list.ts';

const task = (id: number, over: Partial<ListedTask> = {}): ListedTask => ({
  id,
  assigned_to: null,
  due_date: null,
  priority: 'medium',
  completed: false,
  created_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
  ...over,
});

describe('isOverdue', () => {
  it('is true only for unfinished tasks due before today', () => {
    expect(isOverdue(task(1, { due_date: '2025-03-09' }), '2025-03-10')).toBe(true);
    expect(isOverdue(task(1, { due_date: '2025-03-10' }), '2025-03-10')).toBe(false);
    expect(isOverdue(task(1, { due_date: '2025-03-09', completed: true }), '2025-03-10')).toBe(false);
    expect(isOverdue(task(1), '2025-03-10')).toBe(false);
  });
});

describe('summarizeTasks', () => {
  it('counts total, pending, completed, overdue and mine', () => {
    const tasks = [
      task(1, { due_date: '2025-03-01', assigned_to: 7 }),
      task(2, { due_date: '2025-03-01', completed: true, assigned_to: 7 }),
      task(3, { due_date: '2025-04-01' }),
    ];
    expect(summarizeTasks(tasks, 7, '2025-03-10')).toEqual({ total: 3, pending: 2, completed: 1, overdue: 1, assignedToMe: 1 });
  });
});

describe('filterTasks and sortTasks', () => {
  const tasks = [
    task(1, { due_date: '2025-05-01', priority: 'low', assigned_to: 7 }),
    task(2, { due_date: null, priority: 'high' }),
    task(3, { due_date: '2025-04-01', priority: 'medium', completed: true, assigned_to: 7 }),
    task(4, { due_date: '2025-04-15', priority: 'high', assigned_to: 8 }),
    task(5, { due_date: '2025-04-15', priority: 'low' }),
  ];
  it('filters by status and assignee', () => {
    expect(filterTasks(tasks, { status: 'pending', assignee: 'anyone' }, 7).map((t) => t.id)).toEqual([1, 2, 4, 5]);
    expect(filterTasks(tasks, { status: 'completed', assignee: 'anyone' }, 7).map((t) => t.id)).toEqual([3]);
    expect(filterTasks(tasks, { status: 'all', assignee: 'me' }, 7).map((t) => t.id)).toEqual([1, 3]);
    expect(filterTasks(tasks, { status: 'all', assignee: 'unassigned' }, 7).map((t) => t.id)).toEqual([2, 5]);
  });
  it('sorts by due date (undated last, then priority), pending first', () => {
    expect(sortTasks(tasks, 'due').map((t) => t.id)).toEqual([4, 5, 1, 2, 3]);
  });
  it('sorts by priority, then due date', () => {
    expect(sortTasks(tasks, 'priority').map((t) => t.id)).toEqual([4, 2, 5, 1, 3]);
  });
  it('sorts newest first', () => {
    expect(sortTasks(tasks, 'newest').map((t) => t.id)).toEqual([5, 4, 2, 1, 3]);
  });
});

describe('taskBodySchema', () => {
  it('treats an empty assignment and due date as none', () => {
    expect(taskBodySchema.parse({ title: ' Fix intake ', assigned_to: '', due_date: '' })).toEqual({
      title: 'Fix intake',
      description: '',
      assigned_to: null,
      due_date: null,
      priority: 'medium',
    });
  });
  it('names the bad field', () => {
    const paths = (v: unknown) => taskBodySchema.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ title: '  ' })).toEqual(['title']);
    expect(paths({ title: 'x', priority: 'urgent' })).toEqual(['priority']);
    expect(paths({ title: 'x', due_date: '2025-02-30' })).toEqual(['due_date']);
    expect(paths({ title: 'x', assigned_to: -1 })).toEqual(['assigned_to']);
  });
});
