import { sql } from 'drizzle-orm';
import { chatKindOf, parseDmKey, parseGroupKey } from '@team7790/shared/chat/chat-keys';
import type { AuthUser } from '../../plugins/auth.ts';
import { notFound } from '../../http-error.ts';
import { rows, type Executor } from '../../db/rows.ts';

export interface ChatInfo {
  key: string;
  kind: 'channel' | 'dm' | 'group';
  name: string;
  /** Who may read it; null for a public channel (every member account). */
  audience: number[] | null;
}

const NO_CHAT = 'Chat not found.';

/**
 * Who may read which chat. Anything a user may not read answers 404, the same as a chat that
 * does not exist, so nobody learns a private channel's or a group's name.
 */
export class ChatAccess {
  constructor(private readonly db: Executor) {}

  /** The chat if `user` may read it; throws 404 otherwise. */
  async readable(user: Pick<AuthUser, 'id'>, key: string, db: Executor = this.db): Promise<ChatInfo> {
    const info = await this.describe(key, db);
    if (!info || (info.audience !== null && !info.audience.includes(user.id))) throw notFound(NO_CHAT);
    return info;
  }

  /** The chat and its audience, or null when it does not exist. */
  async describe(key: string, db: Executor = this.db): Promise<ChatInfo | null> {
    const kind = chatKindOf(key);
    if (kind === 'dm') {
      const ids = parseDmKey(key);
      if (!ids) return null;
      const found = await rows<{ id: number; username: string }>(db, sql`select id, username from users where id in (${ids[0]}, ${ids[1]})`);
      return { key, kind, name: found.map((u) => u.username).join(', '), audience: ids };
    }
    if (kind === 'group') {
      const groupId = parseGroupKey(key);
      if (groupId === null) return null;
      const group = await rows<{ name: string; members: number[] | null }>(
        db,
        sql`select g.name, array(select user_id from chat_group_members m where m.group_id = g.id) as members
            from chat_groups g where g.id = ${groupId}`,
      );
      if (!group[0]) return null;
      return { key, kind, name: group[0].name, audience: group[0].members ?? [] };
    }
    const channel = await rows<{ name: string; is_private: boolean; members: number[] | null }>(
      db,
      sql`select c.name, c.is_private, array(select user_id from chat_channel_members m where m.channel_id = c.id) as members
          from chat_channels c where c.id = ${key}`,
    );
    if (!channel[0]) return null;
    return { key, kind, name: channel[0].name, audience: channel[0].is_private ? (channel[0].members ?? []) : null };
  }

  /** Every chat key `user` may read: public and joined private channels, direct chats with members, joined groups. */
  async readableKeys(userId: number, db: Executor = this.db): Promise<string[]> {
    const found = await rows<{ key: string }>(
      db,
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
}
