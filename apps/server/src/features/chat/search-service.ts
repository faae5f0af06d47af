import type { ChatMessage } from '@team7790/shared/chat/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ChatAccess } from './access.ts';
import { chatNamesFor } from './chat-names.ts';
import type { MembersRepo } from './members-repo.ts';
import { hydrateMessages } from './message-hydration.ts';
import type { MessagesRepo } from './messages-repo.ts';

/**
 * Messages found across the chats the caller may read, newest first: full-text search (PostgreSQL, English
 * stemming) and the caller's mentions.
 */
export class SearchService {
  constructor(
    private readonly messages: MessagesRepo,
    private readonly members: MembersRepo,
    private readonly access: ChatAccess,
  ) {}

  async search(user: AuthUser, q: string, limit: number): Promise<{ message: ChatMessage; chat_name: string; snippet: string }[]> {
    const keys = await this.access.readableKeys(user.id);
    if (keys.length === 0) return [];
    const found = await this.messages.search(keys, q, limit);
    const chatName = await chatNamesFor(this.members, user.id, found);
    const out = [];
    for (const row of found) {
      const [message] = await hydrateMessages(this.messages, this.messages.db, row.chat_key, [row]);
      out.push({ message: message!, chat_name: chatName.get(row.chat_key)!, snippet: row.snippet });
    }
    return out;
  }

  /**
   * The messages that mention the caller (`@username`, as stored when sent or edited) in the chats they may read
   * now, newest first: `limit` of them, older than the message `before` when given.
   */
  async mentions(user: AuthUser, before: number | null, limit: number): Promise<{ message: ChatMessage; chat_name: string }[]> {
    const keys = await this.access.readableKeys(user.id);
    if (keys.length === 0) return [];
    const found = await this.messages.mentionsOf(user.id, keys, before, limit);
    const chatName = await chatNamesFor(this.members, user.id, found);
    const hydrated = new Map<number, ChatMessage>();
    for (const key of new Set(found.map((r) => r.chat_key))) {
      const rows = found.filter((r) => r.chat_key === key);
      for (const m of await hydrateMessages(this.messages, this.messages.db, key, rows)) hydrated.set(m.id, m);
    }
    return found.map((row) => ({ message: hydrated.get(row.id)!, chat_name: chatName.get(row.chat_key)! }));
  }
}
