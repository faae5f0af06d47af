import type { GroupBody, GroupChat } from '@team7790/shared/messages/contracts';
import type { Tx } from '../../db/rows.ts';
import { forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import { checkMembers } from './channels-service.ts';
import type { ChatsRepo } from './chats-repo.ts';
import type { GroupRow, GroupsRepo } from './groups-repo.ts';
import type { MembersRepo } from './members-repo.ts';

export const GROUP_MANAGERS_ONLY = "Only the group's creator or an administrator can change it.";

const toGroup = (g: GroupRow): GroupChat => ({
  id: g.id,
  name: g.name,
  created_by: g.created_by,
  created_at: g.created_at.toISOString(),
  last_activity: g.last_activity.toISOString(),
  members: g.members ?? [],
});

/** Group chats: members read and write; the creator or an administrator edits and deletes. */
export class GroupsService {
  constructor(
    private readonly repo: GroupsRepo,
    private readonly chats: ChatsRepo,
    private readonly accounts: MembersRepo,
    private readonly now: () => Date,
  ) {}

  async list(user: AuthUser): Promise<GroupChat[]> {
    return (await this.repo.listFor(user.id)).map(toGroup);
  }

  async create(user: AuthUser, body: GroupBody): Promise<GroupChat> {
    return this.repo.db.transaction(async (tx) => {
      const members = await checkMembers(this.accounts, tx, [...body.members, user.id]);
      const id = await this.repo.insert(tx, body.name, user.id, this.now());
      await this.repo.setMembers(tx, id, members);
      await this.announce(tx, members);
      return toGroup((await this.repo.load(tx, id))!);
    });
  }

  async update(user: AuthUser, id: number, body: GroupBody): Promise<GroupChat> {
    return this.repo.db.transaction(async (tx) => {
      const before = await this.managed(tx, user, id);
      const members = await checkMembers(this.accounts, tx, body.members);
      await this.repo.rename(tx, id, body.name);
      await this.repo.setMembers(tx, id, members);
      await this.announce(tx, [...before, ...members]);
      return toGroup((await this.repo.load(tx, id))!);
    });
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const before = await this.managed(tx, user, id);
      await this.chats.forget(tx, String(id));
      await this.repo.remove(tx, id);
      await this.announce(tx, before);
    });
  }

  /** The group's current member ids, when `user` may manage it: 404 for outsiders, 403 for other members. */
  private async managed(tx: Tx, user: AuthUser, id: number): Promise<number[]> {
    const group = await this.repo.lock(tx, id);
    const members = group?.members ?? [];
    if (!group || (!user.isAdmin && !members.includes(user.id))) throw notFound('Group not found.');
    if (!user.isAdmin && group.created_by !== user.id) throw forbidden(GROUP_MANAGERS_ONLY);
    return members;
  }

  private announce(tx: Tx, audience: number[]): Promise<void> {
    return publishEvents(tx, [{ event: { type: 'groups.changed' }, audience }]);
  }
}
