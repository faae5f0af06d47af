import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, select, type Executor } from '../../db/rows.ts';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Accounts as chat reads them: who is a member, names, the people one can message. */
export class MembersRepo {
  constructor(readonly db: Database) {}

  /** Which of these ids are member accounts. */
  async memberIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const found = await select(db, { id: column.int }, sql`select id from users where user_type = 'member' and id in (${idList(ids)})`);
    return new Set(found.map((u) => u.id));
  }

  async usernames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const found = await select(this.db, { id: column.int, username: column.text }, sql`select id, username from users where id in (${idList(ids)})`);
    return new Map(found.map((u) => [u.id, u.username]));
  }

  /** Every member account but `userId`, by name. */
  async othersThan(userId: number): Promise<{ id: number; username: string; avatar_color: string }[]> {
    return select(
      this.db,
      { id: column.int, username: column.text, avatar_color: column.text },
      sql`select id, username, avatar_color from users where user_type = 'member' and id <> ${userId} order by lower(username)`,
    );
  }

  /** Every member account but `userId` with the time of their last direct message, most recent first, then by name. */
  async othersByLastDirectMessage(userId: number): Promise<{ id: number; username: string; avatar_color: string; last_message_time: Date | null }[]> {
    return select(
      this.db,
      { id: column.int, username: column.text, avatar_color: column.text, last_message_time: column.nullable(column.time) },
      sql`select u.id, u.username, u.avatar_color,
            (select max(m.created_at) from chat_messages m
              where m.chat_key = 'dm_' || least(u.id, ${userId}) || '_' || greatest(u.id, ${userId})) as last_message_time
          from users u where u.user_type = 'member' and u.id <> ${userId}
          order by last_message_time desc nulls last, lower(u.username)`,
    );
  }
}
