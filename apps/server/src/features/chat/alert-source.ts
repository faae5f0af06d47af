import type { AuthUser } from '../../plugins/auth.ts';
import type { BundleMessage, ChatForAlerts } from '../notifications/chat-port.ts';
import type { ChatAccess, ChatInfo } from './access.ts';
import type { MessagesService } from './messages-service.ts';
import type { ReadStateRepo } from './read-state-repo.ts';

/** Chat as the alert engine reads it (the notifications feature's `ChatForAlerts`). */
export class ChatAlertSource implements ChatForAlerts {
  constructor(
    private readonly access: ChatAccess,
    /** Without a posting limit: the server's own alert posts are not rate limited. */
    private readonly messages: MessagesService,
    private readonly readState: ReadStateRepo,
  ) {}

  describe(key: string): Promise<ChatInfo | null> {
    return this.access.describe(key);
  }

  async post(author: AuthUser, key: string, content: string): Promise<void> {
    await this.messages.send(author, key, { content });
  }

  async unreadFrom(userId: number, key: string, firstMessageId: number): Promise<BundleMessage[]> {
    const found = await this.readState.unreadFrom(userId, key, firstMessageId);
    return found.map((m) => ({ id: m.id, content: m.content, senderName: m.sender, mentionsMe: m.mentions_me, muted: m.muted }));
  }
}
