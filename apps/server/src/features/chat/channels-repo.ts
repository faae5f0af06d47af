import { sql } from 'drizzle-orm';
import { GENERAL_CHANNEL_ID } from '@team7790/shared/chat/chat-keys';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type RowOf, type Tx } from '../../db/rows.ts';

const CHANNEL = { id: column.text, name: column.text, is_private: column.bool, position: column.int, created_by: column.nullable(column.int) };
export type ChannelRow = RowOf<typeof CHANNEL>;
const MEMBER = { user_id: column.int, username: column.text };

/** Every member may see it: public, or private with the user among its members. */
const visibleTo = (userId: number) =>
  sql`(not c.is_private or exists (select 1 from chat_channel_members m where m.channel_id = c.id and m.user_id = ${userId}))`;

/** The chat channels and their members. */
export class ChannelsRepo {
  constructor(readonly db: Database) {}

  async ensureGeneral(): Promise<void> {
    await execute(
      this.db,
      sql`insert into chat_channels (id, name, is_private, position) values (${GENERAL_CHANNEL_ID}, 'general', false, 1) on conflict do nothing`,
    );
  }

  /** The channels `userId` may see, in their order. */
  async visibleList(userId: number): Promise<ChannelRow[]> {
    return select(
      this.db,
      CHANNEL,
      sql`select c.id, c.name, c.is_private, c.position, c.created_by from chat_channels c where ${visibleTo(userId)} order by c.position, c.id`,
    );
  }

  async visible(db: Executor, userId: number, id: string): Promise<ChannelRow | undefined> {
    return selectOne(
      db,
      CHANNEL,
      sql`select c.id, c.name, c.is_private, c.position, c.created_by from chat_channels c where c.id = ${id} and ${visibleTo(userId)}`,
    );
  }

  /** Which of these channel ids `userId` may see. */
  async visibleAmong(db: Executor, userId: number, ids: string[]): Promise<Set<string>> {
    const found = await select(
      db,
      { id: column.text },
      sql`select c.id from chat_channels c where ${visibleTo(userId)} and c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return new Set(found.map((c) => c.id));
  }

  async privateMembers(channelId: string): Promise<RowOf<typeof MEMBER>[]> {
    return select(
      this.db,
      MEMBER,
      sql`select u.id as user_id, u.username from chat_channel_members m join users u on u.id = m.user_id where m.channel_id = ${channelId} order by lower(u.username)`,
    );
  }

  async everyMember(): Promise<RowOf<typeof MEMBER>[]> {
    return select(this.db, MEMBER, sql`select id as user_id, username from users where user_type = 'member' order by lower(username)`);
  }

  /** Adds the channel at the end of the list; undefined when the id is taken. */
  async insert(tx: Tx, channel: { id: string; name: string; isPrivate: boolean; createdBy: number; at: Date }): Promise<ChannelRow | undefined> {
    return selectOne(
      tx,
      CHANNEL,
      sql`insert into chat_channels (id, name, is_private, position, created_by, created_at)
          values (${channel.id}, ${channel.name}, ${channel.isPrivate}, (select coalesce(max(position), 0) + 1 from chat_channels), ${channel.createdBy}, ${channel.at})
          on conflict (id) do nothing
          returning id, name, is_private, position, created_by`,
    );
  }

  async update(tx: Tx, id: string, name: string, isPrivate: boolean): Promise<ChannelRow | undefined> {
    return selectOne(
      tx,
      CHANNEL,
      sql`update chat_channels set name = ${name}, is_private = ${isPrivate} where id = ${id}
          returning id, name, is_private, position, created_by`,
    );
  }

  async remove(tx: Tx, id: string): Promise<void> {
    await execute(tx, sql`delete from chat_channels where id = ${id}`);
  }

  async setPosition(tx: Tx, id: string, position: number): Promise<void> {
    await execute(tx, sql`update chat_channels set position = ${position} where id = ${id}`);
  }

  async setMembers(tx: Tx, id: string, members: number[]): Promise<void> {
    await execute(tx, sql`delete from chat_channel_members where channel_id = ${id}`);
    for (const userId of members) await execute(tx, sql`insert into chat_channel_members (channel_id, user_id) values (${id}, ${userId})`);
  }
}
