import { todayInZone } from '@team7790/shared/calendar/dates';
import type { Assignee, Task, TaskBody, TaskListQuery } from '@team7790/shared/tasks/contracts';
import { filterTasks, isOverdue, sortTasks } from '@team7790/shared/tasks/task-list';
import { HttpError, forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { TasksRepo, TaskRow } from './repo.ts';

const NO_TASK = 'No such task.';
const invalid = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, 'invalid_input');

/**
 * Who may do what with tasks (docs/decisions/0002): members create tasks for themselves or nobody;
 * only administrators assign to others; creator or administrator edits and deletes; creator,
 * assignee or administrator ticks a task done.
 */
const canEdit = (user: AuthUser, task: TaskRow) => user.isAdmin || task.createdBy === user.id;
const canToggle = (user: AuthUser, task: TaskRow) => canEdit(user, task) || task.assignedTo === user.id;

export class TasksService {
  constructor(
    private readonly repo: TasksRepo,
    private readonly timeZone: string,
    private readonly now: () => Date,
  ) {}

  async list(user: AuthUser, query: TaskListQuery): Promise<Task[]> {
    const today = todayInZone(this.now(), this.timeZone);
    const all = (await this.repo.listTasks()).map((t) => this.toTask(t, user, today));
    return sortTasks(filterTasks(all, query, user.id), query.sort);
  }

  async get(user: AuthUser, id: number): Promise<Task> {
    const row = await this.repo.findTask(id);
    if (!row) throw notFound(NO_TASK);
    return this.toTask(row, user, todayInZone(this.now(), this.timeZone));
  }

  async create(user: AuthUser, body: TaskBody): Promise<Task> {
    await this.checkAssignee(user, body.assigned_to, null);
    const now = this.now();
    const id = await this.repo.insertTask({ ...this.fieldsOf(body), createdBy: user.id, createdAt: now, updatedAt: now });
    return this.get(user, id);
  }

  async update(user: AuthUser, id: number, body: TaskBody): Promise<Task> {
    const row = await this.editable(user, id);
    await this.checkAssignee(user, body.assigned_to, row.assignedTo);
    await this.repo.updateTask(id, { ...this.fieldsOf(body), updatedAt: this.now() });
    return this.get(user, id);
  }

  async setCompleted(user: AuthUser, id: number, completed: boolean): Promise<Task> {
    const row = await this.repo.findTask(id);
    if (!row) throw notFound(NO_TASK);
    if (!canToggle(user, row)) throw forbidden('Only the creator, the assignee or an administrator may complete this task.');
    await this.repo.setCompleted(id, completed, user.id, this.now());
    return this.get(user, id);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.editable(user, id);
    await this.repo.deleteTask(id);
  }

  /** Administrators' assignee picker: every member account. */
  assignees(): Promise<Assignee[]> {
    return this.repo.members();
  }

  private async editable(user: AuthUser, id: number): Promise<TaskRow> {
    const row = await this.repo.findTask(id);
    if (!row) throw notFound(NO_TASK);
    if (!canEdit(user, row)) throw forbidden('Only the creator or an administrator may change this task.');
    return row;
  }

  /** Members may leave a task unassigned, take it themselves, or keep whoever an administrator chose. */
  private async checkAssignee(user: AuthUser, assignedTo: number | null, current: number | null): Promise<void> {
    if (assignedTo === null || assignedTo === user.id || assignedTo === current) {
      if (assignedTo !== null && assignedTo !== current && !(await this.repo.members([assignedTo])).length) {
        throw invalid('assigned_to', 'must be a team member');
      }
      return;
    }
    if (!user.isAdmin) throw forbidden('Only administrators may assign tasks to other members.');
    if (!(await this.repo.members([assignedTo])).length) throw invalid('assigned_to', 'must be a team member');
  }

  private fieldsOf(body: TaskBody) {
    return {
      title: body.title,
      description: body.description,
      assignedTo: body.assigned_to,
      dueDate: body.due_date,
      priority: body.priority,
    };
  }

  private toTask(row: TaskRow, user: AuthUser, today: string): Task {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      assigned_to: row.assignedTo,
      due_date: row.dueDate,
      priority: row.priority,
      completed: row.completed,
      completed_at: row.completedAt?.toISOString() ?? null,
      completed_by: row.completedBy,
      completer_username: row.completerUsername,
      created_by: row.createdBy,
      creator_username: row.creatorUsername,
      assignee_username: row.assigneeUsername,
      created_at: row.createdAt.toISOString(),
      is_overdue: isOverdue({ completed: row.completed, due_date: row.dueDate }, today),
      can_edit: canEdit(user, row),
      can_toggle: canToggle(user, row),
    };
  }
}
