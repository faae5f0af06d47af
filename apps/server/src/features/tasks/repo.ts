import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { tasks, users } from '../../db/schema/index.ts';

interface Usernames {
  creatorUsername: string | null;
  assigneeUsername: string | null;
  completerUsername: string | null;
}
export type TaskRow = typeof tasks.$inferSelect & Usernames;
export type NewTaskRow = typeof tasks.$inferInsert;

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');
const completer = alias(users, 'completer');

const toRow = ({ task, ...usernames }: { task: typeof tasks.$inferSelect } & Usernames): TaskRow => ({ ...task, ...usernames });

export class TasksRepo {
  constructor(private readonly db: Database) {}

  private selectTasks() {
    return this.db
      .select({ task: tasks, creatorUsername: creator.username, assigneeUsername: assignee.username, completerUsername: completer.username })
      .from(tasks)
      .leftJoin(creator, eq(creator.id, tasks.createdBy))
      .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
      .leftJoin(completer, eq(completer.id, tasks.completedBy));
  }

  async listTasks(): Promise<TaskRow[]> {
    return (await this.selectTasks()).map(toRow);
  }

  async findTask(id: number): Promise<TaskRow | undefined> {
    const [r] = await this.selectTasks().where(eq(tasks.id, id));
    return r && toRow(r);
  }

  async insertTask(values: NewTaskRow): Promise<number> {
    const [row] = await this.db.insert(tasks).values(values).returning({ id: tasks.id });
    return row!.id;
  }

  async updateTask(id: number, values: Partial<NewTaskRow>): Promise<void> {
    await this.db.update(tasks).set(values).where(eq(tasks.id, id));
  }

  /** Ticks or unticks a task, only if it is not so already, so the first to finish it stays its completer. */
  async setCompleted(id: number, completed: boolean, by: number, at: Date): Promise<void> {
    await this.db
      .update(tasks)
      .set({ completed, completedAt: completed ? at : null, completedBy: completed ? by : null, updatedAt: at })
      .where(and(eq(tasks.id, id), ne(tasks.completed, completed)));
  }

  async deleteTask(id: number): Promise<void> {
    await this.db.delete(tasks).where(eq(tasks.id, id));
  }

  /** Team members (and administrators), who alone can hold tasks. */
  async members(ids?: number[]): Promise<{ id: number; username: string }[]> {
    return this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(ne(users.userType, 'public'), ids ? inArray(users.id, ids) : undefined))
      .orderBy(users.username);
  }
}
