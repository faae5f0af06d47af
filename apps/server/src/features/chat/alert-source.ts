import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { BundleMessage, ChatForAlerts } from '../notifications/chat-port.ts';
import type { ChatAccess, ChatInfo } from './access.ts';
import type { MessagesService } from './messages-service.ts';

/** Chat as the alert engine reads it (the notifications feature's `ChatForAlerts`). */
export class ChatAlertSource implements ChatForAlerts {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    /** Without a posting limit: the server's own alert posts are not rate limited. */
    private readonly messages: MessagesService,
  ) {}

  describe(key: string): Promise<ChatInfo | null> {
    return this.access.describe(key);
  }

  async post(author: AuthUser, key: string, content: string): Promise<void> {
    await this.messages.send(author, key, { content });
  }

  async unreadFrom(userId: number, key: string, firstMessageId: number): Promise<BundleMessage[]> {
    const found = await rows<{ id: number; content: string; sender: string | null; mentions_me: boolean; muted: boolean }>(
      this.db,
      sql`select m.id, m.content, u.username as sender,
                 exists (select 1 from chat_mentions x where x.message_id = m.id and x.user_id = ${userId}) as mentions_me,
                 exists (select 1 from chat_mutes x where x.user_id = ${userId} and x.chat_key = ${key}) as muted
          from chat_messages m left join users u on u.id = m.sender_id
          where m.chat_key = ${key} and m.id >= ${firstMessageId} and m.sender_id is distinct from ${userId}
            and m.id > coalesce((select last_read_id from chat_read_state r where r.chat_key = ${key} and r.user_id = ${userId}), 0)
          order by m.id limit 200`,
    );
    return found.map((m) => ({ id: Number(m.id), content: m.content, senderName: m.sender, mentionsMe: m.mentions_me, muted: m.muted }));
  }
}
