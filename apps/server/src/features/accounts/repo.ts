import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarFeeds, newCalendarFeedToken, sessions, users } from '../../db/schema/index.ts';

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
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  }

  async findUserById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** How many member accounts have each avatar colour. */
  async avatarColorUsage(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ color: users.avatarColor, count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.userType, 'member'))
      .groupBy(users.avatarColor);
    return new Map(rows.map((r) => [r.color, Number(r.count)]));
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

  /**
   * Where this account (by name, any case) has signed in before, as the sign-in limits need it: from this address
   * (sessions are kept after sign-out), and from this device (the X-Session-ID a browser keeps across sign-outs) since
   * the password last changed, so a device that knew an old password is a stranger again.
   */
  /**
   * Where an account has signed in: the distinct addresses of its sessions (the caller compares networks), and
   * whether `deviceId` is one of its devices since its password last changed.
   */
  async signInHistory(username: string, deviceId: string | undefined): Promise<{ addresses: string[]; device: boolean }> {
    const device =
      deviceId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`coalesce(bool_or(${sessions.clientSessionId} = ${deviceId} and (${users.passwordChangedAt} is null or ${sessions.createdAt} >= ${users.passwordChangedAt})), false)`;
    const [row] = await this.db
      .select({ addresses: sql<string[] | null>`array_agg(distinct ${sessions.ipAddress}) filter (where ${sessions.ipAddress} is not null)`, device })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`lower(${users.username}) = lower(${username})`);
    return { addresses: row?.addresses ?? [], device: row?.device === true };
  }

  async touchSession(id: number, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }

  async revokeSession(id: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /**
   * After a new password: every live session of the user ends (except `keepSessionId` when given), and the calendar
   * feed link, a credential too in calendar apps' hands, gets a new secret, so a leaked link dies with the old
   * password. The owner finds the new link in settings.
   */
  async revokeCredentials(userId: number, now: Date, keepSessionId?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(...conditions));
      await tx
        .update(calendarFeeds)
        .set({ token: newCalendarFeedToken(), createdAt: now, lastFetchedAt: null })
        .where(eq(calendarFeeds.userId, userId));
    });
  }
}
