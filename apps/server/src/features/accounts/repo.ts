import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const UNIQUE_VIOLATION = '23505';
export function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } })?.cause;
  return (err as { code?: string })?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

export class AccountsRepo {
  constructor(private readonly db: Database) {}

  async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  }

  async findUserById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async insertUser(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    return row!;
  }

  async updateUser(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  }

  async anyAdminExists(): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    return Boolean(row);
  }

  async insertSession(values: typeof sessions.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(sessions).values(values).returning({ id: sessions.id });
    return row!.id;
  }

  /** The live session behind a token hash with its user, or nothing if revoked or expired. */
  async findLiveSession(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return row;
  }

  async touchSession(id: number, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }

  async revokeSession(id: number, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of a user, except `keepSessionId` when given. */
  async revokeUserSessions(userId: number, now: Date, keepSessionId?: number): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
    await this.db.update(sessions).set({ revokedAt: now }).where(and(...conditions));
  }
}
