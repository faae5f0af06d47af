import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type Tx } from '../../db/rows.ts';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Which chats exist, who reads them, and what is kept per chat key. */
export class ChatsRepo {
  constructor(readonly db: Database) {}

  /** The names of a direct chat's two accounts (those that still exist). */
  async usernames(db: Executor, ids: number[]): Promise<string[]> {
    const found = await select(db, { username: column.text }, sql`select id, username from users where id in (${idList(ids)})`);
    return found.map((u) => u.username);
  }

  async group(db: Executor, groupId: number): Promise<{ name: string; members: number[] | null } | undefined> {
    return selectOne(
      db,
      { name: column.text, members: column.nullable(column.ints) },
      sql`select g.name, array(select user_id from chat_group_members m where m.group_id = g.id) as members
          from chat_groups g where g.id = ${groupId}`,
    );
  }

  async channel(db: Executor, channelId: string): Promise<{ name: string; is_private: boolean; members: number[] | null } | undefined> {
    return selectOne(
      db,
      { name: column.text, is_private: column.bool, members: column.nullable(column.ints) },
      sql`select c.name, c.is_private, array(select user_id from chat_channel_members m where m.channel_id = c.id) as members
          from chat_channels c where c.id = ${channelId}`,
    );
  }

  /** Public and joined private channels, direct chats with every other member, joined groups. */
  async readableKeys(db: Executor, userId: number): Promise<string[]> {
    const found = await select(
      db,
      { key: column.text },
      sql`select c.id as key from chat_channels c
            where not c.is_private or exists (select 1 from chat_channel_members m where m.channel_id = c.id and m.user_id = ${userId})
          union all
          select 'dm_' || least(u.id, ${userId}) || '_' || greatest(u.id, ${userId}) from users u
            where u.id <> ${userId} and u.user_type = 'member'
          union all
          select group_id::text from chat_group_members where user_id = ${userId}`,
    );
    return found.map((r) => r.key);
  }

  /** Removes everything kept per chat key, when a channel or group goes away. */
  async forget(tx: Tx, chatKey: string): Promise<void> {
    await execute(tx, sql`delete from chat_messages where chat_key = ${chatKey}`);
    await execute(tx, sql`delete from chat_read_state where chat_key = ${chatKey}`);
    await execute(tx, sql`delete from chat_read_marks where chat_key = ${chatKey}`);
    await execute(tx, sql`delete from chat_mutes where chat_key = ${chatKey}`);
  }
}
