import { z } from 'zod';
import { dateSchema } from '../calendar/contracts.ts';
import { DATABASE_ID_MAX } from '../database-ids.ts';
import { fromDecimalText } from '../decimal-text.ts';

export const taskPriorities = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const DELETE_TASK_CONFIRM = 'Are you sure you want to delete this task?';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** POST /api/tasks and PUT /api/tasks/{id}. An empty assignment means unassigned. */
export const taskBodySchema = z.object({
  title: z.preprocess(
    trimmed,
    z.string({ error: 'Title is required.' }).min(1, 'Title is required.').max(TASK_TITLE_MAX, `must be at most ${TASK_TITLE_MAX} characters`),
  ),
  description: z.preprocess(
    (v) => (v == null ? '' : trimmed(v)),
    z.string().max(TASK_DESCRIPTION_MAX, `must be at most ${TASK_DESCRIPTION_MAX} characters`),
  ),
  assigned_to: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'must be a user id or empty' })
      .int('must be a user id or empty')
      .positive('must be a user id or empty')
      .max(DATABASE_ID_MAX, 'must be a user id or empty')
      .nullable(),
  ),
  due_date: z.preprocess((v) => (v === '' || v === undefined ? null : v), dateSchema.nullable()),
  priority: z.enum(taskPriorities, { error: 'must be low, medium or high' }).default('medium'),
});
export type TaskBodyInput = z.input<typeof taskBodySchema>;
export type TaskBody = z.output<typeof taskBodySchema>;

export const completeTaskBodySchema = z.object({ completed: z.boolean({ error: 'must be true or false' }) });

export const taskIdParamsSchema = z.object({
  id: fromDecimalText(
    z.number({ error: 'must be a task id' }).int('must be a task id').positive('must be a task id').max(DATABASE_ID_MAX, 'must be a task id'),
  ),
});

export const taskStatusFilters = ['all', 'pending', 'completed'] as const;
export type TaskStatusFilter = (typeof taskStatusFilters)[number];
export const taskAssigneeFilters = ['anyone', 'me', 'unassigned'] as const;
export type TaskAssigneeFilter = (typeof taskAssigneeFilters)[number];
export const taskSorts = ['due', 'priority', 'newest'] as const;
export type TaskSort = (typeof taskSorts)[number];

export const taskListQuerySchema = z.object({
  status: z.enum(taskStatusFilters, { error: 'must be all, pending or completed' }).default('all'),
  assignee: z.enum(taskAssigneeFilters, { error: 'must be anyone, me or unassigned' }).default('anyone'),
  sort: z.enum(taskSorts, { error: 'must be due, priority or newest' }).default('due'),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  assigned_to: z.number().int().nullable(),
  due_date: z.string().nullable(),
  priority: z.enum(taskPriorities),
  completed: z.boolean(),
  /** When and by whom the task was ticked done; null while pending (and the name once that account is deleted). */
  completed_at: z.string().nullable(),
  completed_by: z.number().int().nullable(),
  completer_username: z.string().nullable(),
  created_by: z.number().int().nullable(),
  creator_username: z.string().nullable(),
  assignee_username: z.string().nullable(),
  created_at: z.string(),
  /** Not completed and due before today in the team's time zone. */
  is_overdue: z.boolean(),
  can_edit: z.boolean(),
  can_toggle: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

/** A member an administrator may assign tasks to. */
export const assigneeSchema = z.object({ id: z.number().int(), username: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;
export const assigneeListSchema = z.array(assigneeSchema);
