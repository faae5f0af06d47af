import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type RowOf, type Tx } from '../../db/rows.ts';

const GROUP = {
  id: column.int,
  name: column.text,
  created_by: column.nullable(column.int),
  created_at: column.time,
  last_activity: column.time,
  members: column.nullable(column.json<{ user_id: number; username: string }[]>()),
};
export type GroupRow = RowOf<typeof GROUP>;

/** The members of group `g`, by name, as json. */
export const GROUP_MEMBERS = sql`(select json_agg(json_build_object('user_id', u.id, 'username', u.username) order by lower(u.username))
  from chat_group_members m join users u on u.id = m.user_id where m.group_id = g.id)`;
const GROUP_COLUMNS = sql`g.id, g.name, g.created_by, g.created_at, g.last_activity, ${GROUP_MEMBERS} as members`;

/** Group chats and their members. */
export class GroupsRepo {
  constructor(readonly db: Database) {}

  /** The groups `userId` belongs to, most recently active first. */
  async listFor(userId: number): Promise<GroupRow[]> {
    return select(
      this.db,
      GROUP,
      sql`select ${GROUP_COLUMNS} from chat_groups g
          where exists (select 1 from chat_group_members m where m.group_id = g.id and m.user_id = ${userId})
          order by g.last_activity desc, g.id desc`,
    );
  }

  async load(db: Executor, id: number): Promise<GroupRow | undefined> {
    return selectOne(db, GROUP, sql`select ${GROUP_COLUMNS} from chat_groups g where g.id = ${id}`);
  }

  async insert(tx: Tx, name: string, createdBy: number, at: Date): Promise<number> {
    const created = await selectOne(
      tx,
      { id: column.int },
      sql`insert into chat_groups (name, created_by, created_at, last_activity) values (${name}, ${createdBy}, ${at}, ${at}) returning id`,
    );
    return created!.id;
  }

  /** The group's creator and member ids, locked until the transaction ends. */
  async lock(tx: Tx, id: number): Promise<{ created_by: number | null; members: number[] | null } | undefined> {
    return selectOne(
      tx,
      { created_by: column.nullable(column.int), members: column.nullable(column.ints) },
      sql`select created_by, array(select user_id from chat_group_members m where m.group_id = g.id) as members
          from chat_groups g where g.id = ${id} for update`,
    );
  }

  async rename(tx: Tx, id: number, name: string): Promise<void> {
    await execute(tx, sql`update chat_groups set name = ${name} where id = ${id}`);
  }

  async touch(tx: Tx, id: number, at: Date): Promise<void> {
    await execute(tx, sql`update chat_groups set last_activity = ${at} where id = ${id}`);
  }

  async remove(tx: Tx, id: number): Promise<void> {
    await execute(tx, sql`delete from chat_groups where id = ${id}`);
  }

  async setMembers(tx: Tx, id: number, members: number[]): Promise<void> {
    await execute(tx, sql`delete from chat_group_members where group_id = ${id}`);
    for (const userId of members) await execute(tx, sql`insert into chat_group_members (group_id, user_id) values (${id}, ${userId})`);
  }
}
