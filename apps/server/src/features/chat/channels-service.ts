import { sql } from 'drizzle-orm';
import { channelIdFromName, channelIdProblem, GENERAL_CHANNEL_ID } from '@team7790/shared/chat/chat-keys';
import type { Channel, CreateChannelBody, UpdateChannelBody } from '@team7790/shared/chat/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rows, type Executor, type Tx } from '../../db/rows.ts';
import { publishEvents } from '../live/event-log.ts';
import { forgetChat } from './read-state.ts';

export const GENERAL_NOT_EDITABLE = 'The general channel cannot be edited.';
export const GENERAL_NOT_DELETABLE = 'Cannot delete the general channel';
const NO_CHANNEL = 'Channel not found.';

interface ChannelRow {
  id: string;
  name: string;
  is_private: boolean;
  position: number;
  created_by: number | null;
}

const toChannel = (c: ChannelRow): Channel => ({
  id: c.id,
  name: c.name,
  is_private: c.is_private ? 1 : 0,
  position: c.position,
  created_by: c.created_by,
});

/** Every member may see it: public, or private with the user among its members. */
const visibleTo = (userId: number) =>
  sql`(not c.is_private or exists (select 1 from chat_channel_members m where m.channel_id = c.id and m.user_id = ${userId}))`;

/** Member ids must be member accounts; the answer names the first one that is not. */
export async function checkMembers(db: Executor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`select id from users where user_type = 'member' and id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`,
  );
  const known = new Set(found.map((u) => u.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`User ${missing} is not a team member.`, 'unknown_member');
  return unique;
}

/** Channels: every member reads them; administrators create, edit, delete and reorder them. */
export class ChannelsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The general channel always exists. */
  async ensureGeneral(): Promise<void> {
    await this.db.execute(
      sql`insert into chat_channels (id, name, is_private, position) values (${GENERAL_CHANNEL_ID}, 'general', false, 1) on conflict do nothing`,
    );
  }

  async list(user: AuthUser): Promise<Channel[]> {
    const found = await rows<ChannelRow>(
      this.db,
      sql`select c.id, c.name, c.is_private, c.position, c.created_by from chat_channels c where ${visibleTo(user.id)} order by c.position, c.id`,
    );
    return found.map(toChannel);
  }

  async members(user: AuthUser, id: string): Promise<{ user_id: number; username: string }[]> {
    const channel = await this.visible(this.db, user, id);
    return rows<{ user_id: number; username: string }>(
      this.db,
      channel.is_private
        ? sql`select u.id as user_id, u.username from chat_channel_members m join users u on u.id = m.user_id where m.channel_id = ${id} order by lower(u.username)`
        : sql`select id as user_id, username from users where user_type = 'member' order by lower(username)`,
    );
  }

  async create(user: AuthUser, body: CreateChannelBody): Promise<Channel> {
    const id = channelIdFromName(body.name);
    const problem = channelIdProblem(id);
    if (problem) throw badRequest(problem, 'bad_channel_name');
    if (body.id !== undefined && body.id !== id) {
      throw badRequest(`The channel id must be the name in lower case with hyphens ("${id}").`, 'bad_channel_id');
    }
    return this.db.transaction(async (tx) => {
      const members = body.is_private ? await checkMembers(tx, [...body.members, user.id]) : [];
      const created = await rows<ChannelRow>(
        tx,
        sql`insert into chat_channels (id, name, is_private, position, created_by, created_at)
            values (${id}, ${body.name}, ${body.is_private}, (select coalesce(max(position), 0) + 1 from chat_channels), ${user.id}, ${this.now()})
            on conflict (id) do nothing
            returning id, name, is_private, position, created_by`,
      );
      if (!created[0]) throw conflict(`A channel named "${id}" already exists.`);
      await this.setMembers(tx, id, members);
      await this.announce(tx);
      return toChannel(created[0]);
    });
  }

  async update(user: AuthUser, id: string, body: UpdateChannelBody): Promise<Channel> {
    return this.db.transaction(async (tx) => {
      await this.visible(tx, user, id);
      if (id === GENERAL_CHANNEL_ID) throw forbidden(GENERAL_NOT_EDITABLE);
      const members = body.is_private ? await checkMembers(tx, body.members) : [];
      if (body.is_private && members.length === 0) throw badRequest('A private channel needs at least one member.', 'no_members');
      const updated = await rows<ChannelRow>(
        tx,
        sql`update chat_channels set name = ${body.name}, is_private = ${body.is_private} where id = ${id}
            returning id, name, is_private, position, created_by`,
      );
      await this.setMembers(tx, id, members);
      await this.announce(tx);
      return toChannel(updated[0]!);
    });
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.visible(tx, user, id);
      if (id === GENERAL_CHANNEL_ID) throw forbidden(GENERAL_NOT_DELETABLE);
      await forgetChat(tx, id);
      await tx.execute(sql`delete from chat_channels where id = ${id}`);
      await this.announce(tx);
    });
  }

  /** Sets the given positions; channels the administrator cannot see keep theirs. */
  async reorder(user: AuthUser, order: { id: string; position: number }[]): Promise<Channel[]> {
    await this.db.transaction(async (tx) => {
      const ids = [...new Set(order.map((o) => o.id))];
      if (ids.length !== order.length) throw badRequest('Each channel may appear once.', 'duplicate_channel');
      const visible = await rows<{ id: string }>(
        tx,
        sql`select c.id from chat_channels c where ${visibleTo(user.id)} and c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      const known = new Set(visible.map((c) => c.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw badRequest(`Unknown channel: ${unknown}.`, 'unknown_channel');
      for (const { id, position } of order) await tx.execute(sql`update chat_channels set position = ${position} where id = ${id}`);
      await this.announce(tx);
    });
    return this.list(user);
  }

  private async visible(db: Executor, user: AuthUser, id: string): Promise<ChannelRow> {
    const found = await rows<ChannelRow>(
      db,
      sql`select c.id, c.name, c.is_private, c.position, c.created_by from chat_channels c where c.id = ${id} and ${visibleTo(user.id)}`,
    );
    if (!found[0]) throw notFound(NO_CHANNEL);
    return found[0];
  }

  private async setMembers(tx: Tx, id: string, members: number[]): Promise<void> {
    await tx.execute(sql`delete from chat_channel_members where channel_id = ${id}`);
    for (const userId of members) await tx.execute(sql`insert into chat_channel_members (channel_id, user_id) values (${id}, ${userId})`);
  }

  /** A bare signal: clients refetch their own list, so a private channel's name reaches nobody else. */
  private announce(tx: Tx): Promise<void> {
    return publishEvents(tx, [{ event: { type: 'channels.changed' }, audience: null }]);
  }
}
