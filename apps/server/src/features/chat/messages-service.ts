import {
  aroundSplit,
  DELETED_USER_NAME,
  MESSAGE_PAGE_SIZE,
  type ChatMessage,
  type MessagesPageQuery,
  type SendMessageBody,
} from '@team7790/shared/chat/contracts';
import { everyoneMention, mentionedUsernames } from '@team7790/shared/chat/message-text';
import type { ReactionKind, ReactionSummary } from '@team7790/shared/chat/reactions';
import { parseReplyMarker } from '@team7790/shared/chat/reply-marker';
import type { Executor, Tx } from '../../db/rows.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import type { ChatAccess, ChatInfo } from './access.ts';
import type { GroupsRepo } from './groups-repo.ts';
import type { MembersRepo } from './members-repo.ts';
import { hydrateMessages, reactionsFor } from './message-hydration.ts';
import type { MessagesRepo, RichMessageRow } from './messages-repo.ts';
import type { PostingLimit } from './posting-limit.ts';
import { advanceRead } from './read-state.ts';
import type { ReadStateRepo } from './read-state-repo.ts';

/** What the messages service reads and writes through. */
export interface MessagesStores {
  messages: MessagesRepo;
  members: MembersRepo;
  groups: GroupsRepo;
  readState: ReadStateRepo;
}

/**
 * An administrator's `@everyone` or `@channel` notifies every reader of the chat (a coach's announcement); anyone
 * else's posts as plain text, as in Slack and Discord. The user is the token's, so nobody can claim the right.
 */
const notifiesEveryone = (user: AuthUser, content: string) => user.isAdmin && everyoneMention(content) !== null;

/** Messages of every kind of chat: channels, direct chats and groups share this core. */
export class MessagesService {
  private readonly repo: MessagesRepo;

  constructor(
    private readonly stores: MessagesStores,
    private readonly access: ChatAccess,
    private readonly now: () => Date,
    /** Members' rate of posts, edits and reactions; without it (the server's own alert posts) nothing is limited. */
    private readonly postingLimit?: PostingLimit,
  ) {
    this.repo = stores.messages;
  }

  /**
   * A page of messages, oldest first: the newest `limit`; or the `limit` just before `before` or just after `after`;
   * or those `around` an id, split by `aroundSplit` (the id need not be a message still there: the page is where it was).
   */
  async list(user: AuthUser, key: string, page: Omit<MessagesPageQuery, 'user_id' | 'limit'> & { limit?: number } = {}): Promise<ChatMessage[]> {
    await this.access.readable(user, key);
    const limit = page.limit ?? MESSAGE_PAGE_SIZE;
    let base: RichMessageRow[];
    if (page.around !== undefined) {
      const split = aroundSplit(limit);
      const older = await this.repo.pageUpTo(key, page.around, split.older);
      base = split.newer > 0 ? [...older, ...(await this.repo.pageAfter(key, page.around, split.newer))] : older;
    } else if (page.after !== undefined) {
      base = await this.repo.pageAfter(key, page.after, limit);
    } else {
      base = await this.repo.page(key, page.before ?? null, limit);
    }
    return hydrateMessages(
      this.repo,
      this.repo.db,
      key,
      base.sort((a, b) => a.id - b.id),
    );
  }

  async send(user: AuthUser, key: string, body: SendMessageBody): Promise<ChatMessage> {
    const marker = parseReplyMarker(body.content);
    const content = marker.text.trim();
    if (!content) throw badRequest('Message cannot be empty.');
    await this.postingLimit?.take(user);
    const replyToId = body.reply_to_id ?? marker.replyToId;
    const at = this.now();
    return this.repo.db.transaction(async (tx) => {
      const chat = await this.access.readable(user, key, tx);
      if (chat.kind === 'dm') await this.partnersMustBeMembers(tx, chat);
      let quote: ChatMessage['reply_to'] = null;
      if (replyToId !== null) {
        const target = await this.repo.quoted(tx, replyToId);
        if (target?.chat_key !== key) throw badRequest('You can only reply to a message in the same chat.', 'bad_reply');
        quote = { id: replyToId, sender_username: target.sender_username ?? DELETED_USER_NAME, content: target.content };
      }
      const everyone = notifiesEveryone(user, content);
      const { id, avatar_color: avatarColor } = await this.repo.insert(tx, {
        chatKey: key,
        senderId: user.id,
        content,
        replyToId,
        mentionsEveryone: everyone,
        at,
      });
      const mentions = await this.saveMentions(tx, chat, id, content, user.id, everyone);
      if (chat.kind === 'group') await this.stores.groups.touch(tx, Number(key), at);
      const read = await advanceRead(this.stores.readState, tx, user, key, id, at);
      // A new message has no readers or reactions yet: built here rather than read back.
      const message: ChatMessage = {
        id,
        chat_key: key,
        content,
        timestamp: at.toISOString(),
        edited_at: null,
        sender_id: user.id,
        sender_username: user.username,
        sender_avatar_color: avatarColor,
        reply_to_id: replyToId,
        reply_to: quote,
        read_by_any: false,
        readers: [],
        reactions: [],
        mentions,
        mentions_everyone: everyone,
      };
      await publishEvents(tx, [
        { event: { type: 'message.created', chat_key: key, message }, audience: chat.audience },
        ...(read ? [{ event: read, audience: chat.audience }] : []),
      ]);
      return message;
    });
  }

  /** Only the sender edits a message; the text is checked like a new one and the message is marked edited. */
  async edit(user: AuthUser, id: number, content: string): Promise<ChatMessage> {
    const parsed = parseReplyMarker(content).text.trim();
    if (!parsed) throw badRequest('Message cannot be empty.');
    await this.postingLimit?.takeEdit(user);
    return this.repo.db.transaction(async (tx) => {
      const { chat, row } = await this.readableMessage(tx, user, id);
      if (row.sender_id !== user.id) throw forbidden('You can only edit your own messages.');
      const everyone = notifiesEveryone(user, parsed);
      await this.repo.setContent(tx, id, parsed, everyone, this.now());
      await this.repo.clearMentions(tx, id);
      await this.saveMentions(tx, chat, id, parsed, user.id, everyone);
      const message = (await this.hydrateOne(tx, id))!;
      await publishEvents(tx, [{ event: { type: 'message.updated', chat_key: chat.key, message }, audience: chat.audience }]);
      return message;
    });
  }

  /** The sender or an administrator (who can read the chat) deletes a message, permanently. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const { chat, row } = await this.readableMessage(tx, user, id);
      if (row.sender_id !== user.id && !user.isAdmin) throw forbidden('You can only delete your own messages.');
      await this.repo.remove(tx, id);
      await publishEvents(tx, [{ event: { type: 'message.deleted', chat_key: chat.key, message_id: id }, audience: chat.audience }]);
    });
  }

  /** The reply chain a message belongs to: the messages it answers (oldest first), itself, and every reply below it. */
  async thread(user: AuthUser, id: number): Promise<{ ancestors: ChatMessage[]; message: ChatMessage; descendants: ChatMessage[] }> {
    const db = this.repo.db;
    const { chat } = await this.readableMessage(db, user, id);
    const ancestors = await this.repo.ancestors(id, chat.key);
    const descendants = await this.repo.descendants(id, chat.key);
    const message = (await this.hydrateOne(db, id))!;
    return {
      ancestors: await hydrateMessages(this.repo, db, chat.key, ancestors),
      message,
      descendants: await hydrateMessages(this.repo, db, chat.key, descendants),
    };
  }

  /** Adds (on) or removes (off) the caller's reaction of one kind; every member of the chat sees it live. */
  async react(user: AuthUser, id: number, kind: ReactionKind, on: boolean): Promise<ReactionSummary[]> {
    await this.postingLimit?.takeReaction(user);
    return this.repo.db.transaction(async (tx) => {
      const { chat } = await this.readableMessage(tx, user, id);
      const changed = await this.repo.setReaction(tx, id, user.id, kind, on, this.now());
      const reactions = (await reactionsFor(this.repo, tx, [id])).get(id) ?? [];
      if (changed) {
        await publishEvents(tx, [{ event: { type: 'reactions.changed', chat_key: chat.key, message_id: id, reactions }, audience: chat.audience }]);
      }
      return reactions;
    });
  }

  private async readableMessage(
    db: Executor,
    user: AuthUser,
    id: number,
  ): Promise<{ chat: ChatInfo; row: { chat_key: string; sender_id: number | null } }> {
    const row = await this.repo.chatAndSender(db, id);
    if (!row) throw notFound('Message not found.');
    const chat = await this.access.readable(user, row.chat_key, db).catch(() => {
      throw notFound('Message not found.');
    });
    return { chat, row };
  }

  /** New direct messages go only between member accounts (a former member's history stays readable). */
  private async partnersMustBeMembers(tx: Tx, chat: ChatInfo): Promise<void> {
    const ids = chat.audience ?? [];
    const members = await this.stores.members.memberIds(tx, [ids[0] ?? 0, ids[1] ?? 0]);
    if (members.size < 2) throw forbidden('Direct messages are only between team members.');
  }

  async hydrateOne(db: Executor, id: number): Promise<ChatMessage | null> {
    const base = await this.repo.byId(db, id);
    if (!base) return null;
    return (await hydrateMessages(this.repo, db, base.chat_key, [base]))[0]!;
  }

  /**
   * Mentions count only for members who can read the chat, and never for the sender; `everyone` mentions all those
   * readers (once each, named or not). One statement, however large the chat.
   */
  private saveMentions(tx: Tx, chat: ChatInfo, messageId: number, content: string, senderId: number, everyone: boolean): Promise<number[]> {
    return this.repo.addMentions(tx, {
      messageId,
      chatKey: chat.key,
      senderId,
      readers: chat.audience,
      lowerNames: mentionedUsernames(content),
      everyone,
    });
  }
}
