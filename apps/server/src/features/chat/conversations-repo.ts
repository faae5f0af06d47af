import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, select, type RowOf } from '../../db/rows.ts';
import { GROUP_MEMBERS } from './groups-repo.ts';
import { UNREAD, unreadJoins } from './read-state-repo.ts';

/** The start of a last message the list needs at most (the preview is cut shorter from it). */
const CONTENT_SAMPLE = 400;

const CONVERSATION = {
  key: column.text,
  type: column.oneOf(['dm', 'group']),
  name: column.text,
  partner_id: column.nullable(column.int),
  partner_color: column.nullable(column.text),
  group_id: column.nullable(column.int),
  created_by: column.nullable(column.int),
  created_at: column.nullable(column.time),
  group_activity: column.nullable(column.time),
  members: column.nullable(column.json<{ user_id: number; username: string }[]>()),
  last_id: column.nullable(column.int),
  last_content: column.nullable(column.text),
  last_sender_id: column.nullable(column.int),
  last_sender: column.nullable(column.text),
  last_at: column.nullable(column.time),
  unread: column.int,
};
export type ConversationRow = RowOf<typeof CONVERSATION>;

/** The Messages list: one member's direct and group chats with their last message and unread count. */
export class ConversationsRepo {
  constructor(readonly db: Database) {}

  /**
   * In one query: the direct chats `userId` has written or been written in, and every group they belong to (one
   * nobody has written in yet too: it was made to be used), each with its last message and the user's unread count;
   * unread ones first, then the most recent.
   */
  async listFor(userId: number): Promise<ConversationRow[]> {
    return select(
      this.db,
      CONVERSATION,
      sql`with chats as (
            select 'dm_' || least(u.id, ${userId}) || '_' || greatest(u.id, ${userId}) as key, 'dm' as type, u.username as name,
                   u.id as partner_id, u.avatar_color as partner_color, null::int as group_id
              from users u where u.user_type = 'member' and u.id <> ${userId}
            union all
            select g.id::text, 'group', g.name, null, null, g.id
              from chat_groups g join chat_group_members gm on gm.group_id = g.id and gm.user_id = ${userId})
          select c.key, c.type, c.name, c.partner_id, c.partner_color, c.group_id,
                 g.created_by, g.created_at, g.last_activity as group_activity, ${GROUP_MEMBERS} as members,
                 last.id as last_id, last.content as last_content, last.sender_id as last_sender_id, su.username as last_sender,
                 last.created_at as last_at, ${UNREAD} as unread
          from chats c
          left join chat_groups g on g.id = c.group_id
          left join lateral (
            select m.id, left(m.content, ${CONTENT_SAMPLE}) as content, m.sender_id, m.created_at
            from chat_messages m where m.chat_key = c.key order by m.id desc limit 1) last on true
          left join users su on su.id = last.sender_id
          ${unreadJoins(userId, sql`c.key`)}
          where last.id is not null or c.type = 'group'
          order by ${UNREAD} > 0 desc, coalesce(last.created_at, g.last_activity) desc, c.key`,
    );
  }
}
