import { dmPartner } from '@team7790/shared/chat/chat-keys';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ChatAccess } from './access.ts';
import type { MembersRepo } from './members-repo.ts';
import { hydrateMessages } from './message-hydration.ts';
import type { MessagesRepo } from './messages-repo.ts';

/** Full-text search (PostgreSQL, English stemming) over the chats the caller may read, newest first. */
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
    const partnerIds = [...new Set(found.map((r) => dmPartner(r.chat_key, user.id)).filter((id): id is number => id !== null))];
    const partnerName = await this.members.usernames(partnerIds);
    const out = [];
    for (const row of found) {
      const [message] = await hydrateMessages(this.messages, this.messages.db, row.chat_key, [row]);
      const partner = dmPartner(row.chat_key, user.id);
      const chatName = row.chat_name ?? (partner !== null ? (partnerName.get(partner) ?? 'deleted user') : row.chat_key);
      out.push({ message: message!, chat_name: chatName, snippet: row.snippet });
    }
    return out;
  }
}
