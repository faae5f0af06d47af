import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  LAST_ADMIN_MESSAGE,
  PUBLIC_ADMIN_MESSAGE,
  SELF_ADMIN_MESSAGE,
  SELF_DELETE_MESSAGE,
  type AdminUpdateUserBody,
  type AdminUser,
} from '@team7790/shared/admin/contracts';
import type { UserType } from '@team7790/shared/accounts/contracts';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { AccountsRepo, isUniqueViolation, type UserRow } from '../accounts/repo.ts';
import type { AuthUser } from '../../plugins/auth.ts';

const SELF_PASSWORD_MESSAGE = 'Change your own password on your profile page, with your current password.';

function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    username: u.username,
    is_admin: u.isAdmin,
    user_type: u.userType,
    avatar_color: u.avatarColor,
    created_at: u.createdAt.toISOString(),
  };
}

/**
 * Administration of accounts. Safety rules beyond the spec: an administrator cannot change their own
 * admin flag or delete themselves, the last administrator can be neither demoted nor deleted, public
 * accounts cannot be administrators, a new password or a deletion signs the user out everywhere, and an
 * administrator's own password changes only on the profile, where the current one is asked for.
 * Demotion takes effect at once because every request reads the flag from the database.
 */
export class AdminService {
  private readonly repo: AccountsRepo;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** scrypt's cost for passwords an administrator sets (PASSWORD_SCRYPT_LOG_N). */
    private readonly scryptLogN?: number,
  ) {
    this.repo = new AccountsRepo(db);
  }

  async list(userType?: UserType): Promise<AdminUser[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(userType ? eq(users.userType, userType) : undefined)
      .orderBy(asc(users.id));
    return rows.map(toAdminUser);
  }

  async update(actor: AuthUser, id: number, body: AdminUpdateUserBody): Promise<AdminUser> {
    // One's own password changes on the profile, with the current password: an administrator's token alone must not
    // be enough to take that account over.
    if (body.password !== undefined && id === actor.id) throw forbidden(SELF_PASSWORD_MESSAGE);
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password, this.scryptLogN);
    try {
      const updated = await this.db.transaction(async (tx) => {
        const target = await this.lockTarget(tx, id);
        const changes: Partial<typeof users.$inferInsert> = {};
        if (body.is_admin !== undefined && body.is_admin !== target.isAdmin) {
          if (id === actor.id) throw forbidden(SELF_ADMIN_MESSAGE);
          if (body.is_admin && target.userType === 'public') throw badRequest(PUBLIC_ADMIN_MESSAGE);
          if (!body.is_admin) await this.assertNotLastAdmin(tx, id);
          changes.isAdmin = body.is_admin;
        }
        if (body.username !== undefined) changes.username = body.username;
        if (passwordHash !== undefined) {
          changes.passwordHash = passwordHash;
          changes.passwordChangedAt = this.now();
        }
        if (Object.keys(changes).length === 0) return target;
        const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        return row!;
      });
      if (passwordHash !== undefined) await this.repo.revokeCredentials(id, this.now());
      return toAdminUser(updated);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Username is already taken.');
      throw err;
    }
  }

  /** Deletes the account; its sessions and favourites go with it, its messages and tasks stay. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    if (id === actor.id) throw forbidden(SELF_DELETE_MESSAGE);
    await this.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, id);
      if (target.isAdmin) await this.assertNotLastAdmin(tx, id);
      await tx.delete(users).where(eq(users.id, id));
    });
  }

  private async lockTarget(tx: Tx, id: number): Promise<UserRow> {
    // Lock every administrator row too, so two concurrent demotions cannot leave none.
    await tx.execute(sql`select id from ${users} where ${users.isAdmin} or ${users.id} = ${id} for update`);
    const [target] = await tx.select().from(users).where(eq(users.id, id));
    if (!target) throw notFound('No such user.');
    return target;
  }

  private async assertNotLastAdmin(tx: Tx, id: number): Promise<void> {
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), ne(users.id, id)))
      .limit(1);
    if (others.length === 0) throw conflict(LAST_ADMIN_MESSAGE);
  }
}
