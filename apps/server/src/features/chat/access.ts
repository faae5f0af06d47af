import { chatKindOf, parseDmKey, parseGroupKey } from '@team7790/shared/chat/chat-keys';
import type { Executor } from '../../db/rows.ts';
import { notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ChatsRepo } from './chats-repo.ts';

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
  constructor(private readonly repo: ChatsRepo) {}

  /** The chat if `user` may read it; throws 404 otherwise. */
  async readable(user: Pick<AuthUser, 'id'>, key: string, db: Executor = this.repo.db): Promise<ChatInfo> {
    const info = await this.describe(key, db);
    if (!info || (info.audience !== null && !info.audience.includes(user.id))) throw notFound(NO_CHAT);
    return info;
  }

  /** The chat and its audience, or null when it does not exist. */
  async describe(key: string, db: Executor = this.repo.db): Promise<ChatInfo | null> {
    const kind = chatKindOf(key);
    if (kind === 'dm') {
      const ids = parseDmKey(key);
      if (!ids) return null;
      const names = await this.repo.usernames(db, ids);
      return { key, kind, name: names.join(', '), audience: ids };
    }
    if (kind === 'group') {
      const groupId = parseGroupKey(key);
      if (groupId === null) return null;
      const group = await this.repo.group(db, groupId);
      if (!group) return null;
      return { key, kind, name: group.name, audience: group.members ?? [] };
    }
    const channel = await this.repo.channel(db, key);
    if (!channel) return null;
    return { key, kind, name: channel.name, audience: channel.is_private ? (channel.members ?? []) : null };
  }

  /** Every chat key `user` may read: public and joined private channels, direct chats with members, joined groups. */
  readableKeys(userId: number, db: Executor = this.repo.db): Promise<string[]> {
    return this.repo.readableKeys(db, userId);
  }
}
