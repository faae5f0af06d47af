import { eq } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@team7790/shared/chat/limits';
import type { Executor } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';

/** Whether the account exists and is a member's (not a public one): who may scout, be assigned, be named a report's scout. */
export async function isMemberAccount(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ type: users.userType }).from(users).where(eq(users.id, userId));
  return row?.type === 'member';
}

/** A person as reports name them; an account deleted since is named as chat names it, with id 0. */
export const scoutPersonOf = (id: number | null, name: string | null) =>
  id === null ? { id: 0, name: DELETED_USER_NAME } : { id, name: name ?? DELETED_USER_NAME };
