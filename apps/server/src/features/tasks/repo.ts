import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { tasks, users } from '../../db/schema/index.ts';

export type TaskRow = typeof tasks.$inferSelect & { creatorUsername: string | null; assigneeUsername: string | null };
export type NewTaskRow = typeof tasks.$inferInsert;

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');

export class TasksRepo {
  constructor(private readonly db: Database) {}

  private selectTasks() {
    return this.db
      .select({ task: tasks, creatorUsername: creator.username, assigneeUsername: assignee.username })
      .from(tasks)
      .leftJoin(creator, eq(creator.id, tasks.createdBy))
      .leftJoin(assignee, eq(assignee.id, tasks.assignedTo));
  }

  async listTasks(): Promise<TaskRow[]> {
    const rows = await this.selectTasks();
    return rows.map((r) => ({ ...r.task, creatorUsername: r.creatorUsername, assigneeUsername: r.assigneeUsername }));
  }

  async findTask(id: number): Promise<TaskRow | undefined> {
    const [r] = await this.selectTasks().where(eq(tasks.id, id));
    return r && { ...r.task, creatorUsername: r.creatorUsername, assigneeUsername: r.assigneeUsername };
  }

  async insertTask(values: NewTaskRow): Promise<number> {
    const [row] = await this.db.insert(tasks).values(values).returning({ id: tasks.id });
    return row!.id;
  }

  async updateTask(id: number, values: Partial<NewTaskRow>): Promise<void> {
    await this.db.update(tasks).set(values).where(eq(tasks.id, id));
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
