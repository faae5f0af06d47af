import type { RecentUser } from '@team7790/shared/messages/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MembersRepo } from './members-repo.ts';

/** The people one can message: every other member account. */
export class DirectoryService {
  constructor(private readonly members: MembersRepo) {}

  users(user: AuthUser): Promise<{ id: number; username: string }[]> {
    return this.members.othersThan(user.id);
  }

  /** Every other member with the time of the last direct message, most recent first, then by name. */
  async recent(user: AuthUser): Promise<RecentUser[]> {
    const found = await this.members.othersByLastDirectMessage(user.id);
    return found.map((u) => ({ ...u, last_message_time: u.last_message_time?.toISOString() ?? null }));
  }
}
