import { DELETED_USER_NAME } from '@team7790/shared/chat/limits';
import { replyExcerpt } from '@team7790/shared/chat/reply-marker';
import { CONVERSATION_PREVIEW_LENGTH, type ChatUser, type Conversation, type RecentUser } from '@team7790/shared/messages/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ConversationRow, ConversationsRepo } from './conversations-repo.ts';
import type { MembersRepo } from './members-repo.ts';

function toConversation(c: ConversationRow): Conversation {
  const lastAt = c.last_at ?? c.group_activity ?? c.created_at ?? new Date(0);
  return {
    key: c.key,
    type: c.type,
    name: c.name,
    partner: c.partner_id === null ? null : { id: c.partner_id, username: c.name, avatar_color: c.partner_color ?? '' },
    group:
      c.group_id === null
        ? null
        : {
            id: c.group_id,
            name: c.name,
            created_by: c.created_by,
            created_at: (c.created_at ?? lastAt).toISOString(),
            last_activity: (c.group_activity ?? lastAt).toISOString(),
            members: c.members ?? [],
          },
    last_message:
      c.last_id === null
        ? null
        : {
            id: c.last_id,
            sender_id: c.last_sender_id,
            sender_username: c.last_sender ?? DELETED_USER_NAME,
            preview: replyExcerpt(c.last_content ?? '', CONVERSATION_PREVIEW_LENGTH),
            timestamp: lastAt.toISOString(),
          },
    last_activity: lastAt.toISOString(),
    unread: c.unread,
  };
}

/** The people one can message, and the conversations one has with them. */
export class DirectoryService {
  constructor(
    private readonly members: MembersRepo,
    private readonly conversationsRepo: ConversationsRepo,
  ) {}

  users(user: AuthUser): Promise<ChatUser[]> {
    return this.members.othersThan(user.id);
  }

  /** Every other member with the time of the last direct message, most recent first, then by name. */
  async recent(user: AuthUser): Promise<RecentUser[]> {
    const found = await this.members.othersByLastDirectMessage(user.id);
    return found.map((u) => ({ ...u, last_message_time: u.last_message_time?.toISOString() ?? null }));
  }

  /** The Messages list: direct chats with messages and the user's groups, unread first, then by latest activity. */
  async conversations(user: AuthUser): Promise<Conversation[]> {
    return (await this.conversationsRepo.listFor(user.id)).map(toConversation);
  }
}
