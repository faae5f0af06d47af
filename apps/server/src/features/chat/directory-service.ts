import { sql } from 'drizzle-orm';
import type { RecentUser } from '@team7790/shared/messages/contracts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { iso, rows } from '../../db/rows.ts';

/** The people one can message: every other member account. */
export class DirectoryService {
  constructor(private readonly db: Database) {}

  async users(user: AuthUser): Promise<{ id: number; username: string }[]> {
    return rows(this.db, sql`select id, username from users where user_type = 'member' and id <> ${user.id} order by lower(username)`);
  }

  /** Every other member with the time of the last direct message, most recent first, then by name. */
  async recent(user: AuthUser): Promise<RecentUser[]> {
    const found = await rows<{ id: number; username: string; last_message_time: Date | string | null }>(
      this.db,
      sql`select u.id, u.username,
            (select max(m.created_at) from chat_messages m
              where m.chat_key = 'dm_' || least(u.id, ${user.id}) || '_' || greatest(u.id, ${user.id})) as last_message_time
          from users u where u.user_type = 'member' and u.id <> ${user.id}
          order by last_message_time desc nulls last, lower(u.username)`,
    );
    return found.map((u) => ({ ...u, last_message_time: u.last_message_time === null ? null : iso(u.last_message_time) }));
  }
}
