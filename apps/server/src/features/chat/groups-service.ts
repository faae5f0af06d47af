import { sql } from 'drizzle-orm';
import type { GroupBody, GroupChat } from '@team7790/shared/messages/contracts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { iso, rows, type Executor, type Tx } from '../../db/rows.ts';
import { publishEvents } from '../live/event-log.ts';
import { checkMembers } from './channels-service.ts';
import { forgetChat } from './read-state.ts';

export const GROUP_MANAGERS_ONLY = "Only the group's creator or an administrator can change it.";

interface GroupRow {
  id: number;
  name: string;
  created_by: number | null;
  created_at: Date | string;
  last_activity: Date | string;
  members: { user_id: number; username: string }[] | null;
}

const GROUP_COLUMNS = sql`g.id, g.name, g.created_by, g.created_at, g.last_activity,
  (select json_agg(json_build_object('user_id', u.id, 'username', u.username) order by lower(u.username))
     from chat_group_members m join users u on u.id = m.user_id where m.group_id = g.id) as members`;

const toGroup = (g: GroupRow): GroupChat => ({
  id: g.id,
  name: g.name,
  created_by: g.created_by,
  created_at: iso(g.created_at),
  last_activity: iso(g.last_activity),
  members: g.members ?? [],
});

/** Group chats: members read and write; the creator or an administrator edits and deletes. */
export class GroupsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(user: AuthUser): Promise<GroupChat[]> {
    const found = await rows<GroupRow>(
      this.db,
      sql`select ${GROUP_COLUMNS} from chat_groups g
          where exists (select 1 from chat_group_members m where m.group_id = g.id and m.user_id = ${user.id})
          order by g.last_activity desc, g.id desc`,
    );
    return found.map(toGroup);
  }

  async create(user: AuthUser, body: GroupBody): Promise<GroupChat> {
    return this.db.transaction(async (tx) => {
      const members = await checkMembers(tx, [...body.members, user.id]);
      const at = this.now();
      const created = await rows<{ id: number }>(
        tx,
        sql`insert into chat_groups (name, created_by, created_at, last_activity) values (${body.name}, ${user.id}, ${at}, ${at}) returning id`,
      );
      const id = created[0]!.id;
      await this.setMembers(tx, id, members);
      await this.announce(tx, members);
      return (await this.load(tx, id))!;
    });
  }

  async update(user: AuthUser, id: number, body: GroupBody): Promise<GroupChat> {
    return this.db.transaction(async (tx) => {
      const before = await this.managed(tx, user, id);
      const members = await checkMembers(tx, body.members);
      await tx.execute(sql`update chat_groups set name = ${body.name} where id = ${id}`);
      await this.setMembers(tx, id, members);
      await this.announce(tx, [...before, ...members]);
      return (await this.load(tx, id))!;
    });
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.managed(tx, user, id);
      await forgetChat(tx, String(id));
      await tx.execute(sql`delete from chat_groups where id = ${id}`);
      await this.announce(tx, before);
    });
  }

  /** The group's current member ids, when `user` may manage it: 404 for outsiders, 403 for other members. */
  private async managed(tx: Tx, user: AuthUser, id: number): Promise<number[]> {
    const found = await rows<{ created_by: number | null; members: number[] | null }>(
      tx,
      sql`select created_by, array(select user_id from chat_group_members m where m.group_id = g.id) as members
          from chat_groups g where g.id = ${id} for update`,
    );
    const group = found[0];
    const members = group?.members ?? [];
    if (!group || (!user.isAdmin && !members.includes(user.id))) throw notFound('Group not found.');
    if (!user.isAdmin && group.created_by !== user.id) throw forbidden(GROUP_MANAGERS_ONLY);
    return members;
  }

  private async load(db: Executor, id: number): Promise<GroupChat | null> {
    const found = await rows<GroupRow>(db, sql`select ${GROUP_COLUMNS} from chat_groups g where g.id = ${id}`);
    return found[0] ? toGroup(found[0]) : null;
  }

  private async setMembers(tx: Tx, id: number, members: number[]): Promise<void> {
    await tx.execute(sql`delete from chat_group_members where group_id = ${id}`);
    for (const userId of members) await tx.execute(sql`insert into chat_group_members (group_id, user_id) values (${id}, ${userId})`);
  }

  private announce(tx: Tx, audience: number[]): Promise<void> {
    return publishEvents(tx, [{ event: { type: 'groups.changed' }, audience }]);
  }
}
