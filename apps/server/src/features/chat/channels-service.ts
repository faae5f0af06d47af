import { channelIdFromName, channelIdProblem, GENERAL_CHANNEL_ID } from '@team7790/shared/chat/chat-keys';
import type { Channel, CreateChannelBody, UpdateChannelBody } from '@team7790/shared/chat/contracts';
import type { Executor, Tx } from '../../db/rows.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import type { ChannelRow, ChannelsRepo } from './channels-repo.ts';
import type { ChatsRepo } from './chats-repo.ts';
import type { MembersRepo } from './members-repo.ts';

export const GENERAL_NOT_EDITABLE = 'The general channel cannot be edited.';
export const GENERAL_NOT_DELETABLE = 'Cannot delete the general channel';
const NO_CHANNEL = 'Channel not found.';

const toChannel = (c: ChannelRow): Channel => ({
  id: c.id,
  name: c.name,
  is_private: c.is_private ? 1 : 0,
  position: c.position,
  created_by: c.created_by,
});

/** Member ids must be member accounts; the answer names the first one that is not. */
export async function checkMembers(members: MembersRepo, db: Executor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const known = await members.memberIds(db, unique);
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`User ${missing} is not a team member.`, 'unknown_member');
  return unique;
}

/** Channels: every member reads them; administrators create, edit, delete and reorder them. */
export class ChannelsService {
  constructor(
    private readonly repo: ChannelsRepo,
    private readonly chats: ChatsRepo,
    private readonly accounts: MembersRepo,
    private readonly now: () => Date,
  ) {}

  /** The general channel always exists. */
  ensureGeneral(): Promise<void> {
    return this.repo.ensureGeneral();
  }

  async list(user: AuthUser): Promise<Channel[]> {
    return (await this.repo.visibleList(user.id)).map(toChannel);
  }

  async members(user: AuthUser, id: string): Promise<{ user_id: number; username: string }[]> {
    const channel = await this.visible(this.repo.db, user, id);
    return channel.is_private ? this.repo.privateMembers(id) : this.repo.everyMember();
  }

  async create(user: AuthUser, body: CreateChannelBody): Promise<Channel> {
    const id = channelIdFromName(body.name);
    const problem = channelIdProblem(id);
    if (problem) throw badRequest(problem, 'bad_channel_name');
    if (body.id !== undefined && body.id !== id) {
      throw badRequest(`The channel id must be the name in lower case with hyphens ("${id}").`, 'bad_channel_id');
    }
    return this.repo.db.transaction(async (tx) => {
      const members = body.is_private ? await checkMembers(this.accounts, tx, [...body.members, user.id]) : [];
      const created = await this.repo.insert(tx, { id, name: body.name, isPrivate: body.is_private, createdBy: user.id, at: this.now() });
      if (!created) throw conflict(`A channel named "${id}" already exists.`);
      await this.repo.setMembers(tx, id, members);
      await this.announce(tx);
      return toChannel(created);
    });
  }

  async update(user: AuthUser, id: string, body: UpdateChannelBody): Promise<Channel> {
    return this.repo.db.transaction(async (tx) => {
      await this.visible(tx, user, id);
      if (id === GENERAL_CHANNEL_ID) throw forbidden(GENERAL_NOT_EDITABLE);
      const members = body.is_private ? await checkMembers(this.accounts, tx, body.members) : [];
      if (body.is_private && members.length === 0) throw badRequest('A private channel needs at least one member.', 'no_members');
      const updated = await this.repo.update(tx, id, body.name, body.is_private);
      await this.repo.setMembers(tx, id, members);
      await this.announce(tx);
      return toChannel(updated!);
    });
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      await this.visible(tx, user, id);
      if (id === GENERAL_CHANNEL_ID) throw forbidden(GENERAL_NOT_DELETABLE);
      await this.chats.forget(tx, id);
      await this.repo.remove(tx, id);
      await this.announce(tx);
    });
  }

  /**
   * Sets the given positions; channels the administrator cannot see keep theirs. A channel named that is not
   * there (another administrator deleted it after this list was loaded) is passed over, so the order the
   * administrator dragged into place is still kept rather than refused for a channel no longer shown.
   */
  async reorder(user: AuthUser, order: { id: string; position: number }[]): Promise<Channel[]> {
    await this.repo.db.transaction(async (tx) => {
      const ids = [...new Set(order.map((o) => o.id))];
      if (ids.length !== order.length) throw badRequest('Each channel may appear once.', 'duplicate_channel');
      const known = await this.repo.visibleAmong(tx, user.id, ids);
      for (const { id, position } of order) if (known.has(id)) await this.repo.setPosition(tx, id, position);
      await this.announce(tx);
    });
    return this.list(user);
  }

  private async visible(db: Executor, user: AuthUser, id: string): Promise<ChannelRow> {
    const found = await this.repo.visible(db, user.id, id);
    if (!found) throw notFound(NO_CHANNEL);
    return found;
  }

  /** A bare signal: clients refetch their own list, so a private channel's name reaches nobody else. */
  private announce(tx: Tx): Promise<void> {
    return publishEvents(tx, [{ event: { type: 'channels.changed' }, audience: null }]);
  }
}
