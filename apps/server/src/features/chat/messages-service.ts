import { sql } from 'drizzle-orm';
import { DELETED_USER_NAME, MESSAGE_PAGE_SIZE, type ChatMessage, type SendMessageBody } from '@team7790/shared/chat/contracts';
import { mentionedUsernames } from '@team7790/shared/chat/message-text';
import type { ReactionKind, ReactionSummary } from '@team7790/shared/chat/reactions';
import { parseReplyMarker } from '@team7790/shared/chat/reply-marker';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rows, type Executor, type Tx } from '../../db/rows.ts';
import { publishEvents } from '../live/event-log.ts';
import type { ChatAccess, ChatInfo } from './access.ts';
import { hydrateMessages, MESSAGE_COLUMNS, MESSAGE_FROM, queryMessages, reactionsFor, type MessageRow } from './message-hydration.ts';
import type { PostingLimit } from './posting-limit.ts';
import { advanceRead } from './read-state.ts';

const THREAD_DEPTH_LIMIT = 200;

/** Messages of every kind of chat: channels, direct chats and groups share this core. */
export class MessagesService {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    private readonly now: () => Date,
    /** Members' posting rate; without it (the server's own alert posts) posting is not limited. */
    private readonly postingLimit?: PostingLimit,
  ) {}

  /** A page of messages, oldest first: the newest `limit`, or those before `before`. */
  async list(user: AuthUser, key: string, page: { before?: number; limit?: number } = {}): Promise<ChatMessage[]> {
    await this.access.readable(user, key);
    const before = page.before ?? null;
    const base = await queryMessages(
      this.db,
      sql`m.chat_key = ${key} ${before === null ? sql`` : sql`and m.id < ${before}`}`,
      sql`order by m.id desc limit ${page.limit ?? MESSAGE_PAGE_SIZE}`,
    );
    return hydrateMessages(this.db, key, base.sort((a, b) => a.id - b.id));
  }

  async send(user: AuthUser, key: string, body: SendMessageBody): Promise<ChatMessage> {
    const marker = parseReplyMarker(body.content);
    const content = marker.text.trim();
    if (!content) throw badRequest('Message cannot be empty.');
    await this.postingLimit?.take(user);
    const replyToId = body.reply_to_id ?? marker.replyToId;
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const chat = await this.access.readable(user, key, tx);
      if (chat.kind === 'dm') await this.partnersMustBeMembers(tx, chat);
      let quote: ChatMessage['reply_to'] = null;
      if (replyToId !== null) {
        const target = await rows<{ chat_key: string; content: string; sender_username: string | null }>(
          tx,
          sql`select m.chat_key, m.content, u.username as sender_username from ${MESSAGE_FROM} where m.id = ${replyToId}`,
        );
        if (target[0]?.chat_key !== key) throw badRequest('You can only reply to a message in the same chat.', 'bad_reply');
        quote = { id: replyToId, sender_username: target[0].sender_username ?? DELETED_USER_NAME, content: target[0].content };
      }
      const inserted = await rows<{ id: number; avatar_color: string }>(
        tx,
        sql`insert into chat_messages (chat_key, sender_id, content, reply_to_id, created_at)
            values (${key}, ${user.id}, ${content}, ${replyToId}, ${at})
            returning id, (select avatar_color from users where id = ${user.id}) as avatar_color`,
      );
      const { id, avatar_color: avatarColor } = inserted[0]!;
      const mentions = await this.saveMentions(tx, chat, id, content, user.id);
      if (chat.kind === 'group') await tx.execute(sql`update chat_groups set last_activity = ${at} where id = ${Number(key)}`);
      const read = await advanceRead(tx, user, key, id, at);
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
    return this.db.transaction(async (tx) => {
      const { chat, row } = await this.readableMessage(tx, user, id);
      if (row.sender_id !== user.id) throw forbidden('You can only edit your own messages.');
      await tx.execute(sql`update chat_messages set content = ${parsed}, edited_at = ${this.now()} where id = ${id}`);
      await tx.execute(sql`delete from chat_mentions where message_id = ${id}`);
      await this.saveMentions(tx, chat, id, parsed, user.id);
      const message = (await this.hydrateOne(tx, id))!;
      await publishEvents(tx, [{ event: { type: 'message.updated', chat_key: chat.key, message }, audience: chat.audience }]);
      return message;
    });
  }

  /** The sender or an administrator (who can read the chat) deletes a message, permanently. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { chat, row } = await this.readableMessage(tx, user, id);
      if (row.sender_id !== user.id && !user.isAdmin) throw forbidden('You can only delete your own messages.');
      await tx.execute(sql`delete from chat_messages where id = ${id}`);
      await publishEvents(tx, [{ event: { type: 'message.deleted', chat_key: chat.key, message_id: id }, audience: chat.audience }]);
    });
  }

  /** The reply chain a message belongs to: the messages it answers (oldest first), itself, and every reply below it. */
  async thread(user: AuthUser, id: number): Promise<{ ancestors: ChatMessage[]; message: ChatMessage; descendants: ChatMessage[] }> {
    const { chat } = await this.readableMessage(this.db, user, id);
    const ancestors = await rows<MessageRow>(
      this.db,
      sql`with recursive up(id, depth) as (
            select reply_to_id, 1 from chat_messages where id = ${id} and reply_to_id is not null
            union all
            select c.reply_to_id, up.depth + 1 from up join chat_messages c on c.id = up.id
              where c.reply_to_id is not null and up.depth < ${THREAD_DEPTH_LIMIT})
          select ${MESSAGE_COLUMNS} from up join ${MESSAGE_FROM} on m.id = up.id where m.chat_key = ${chat.key} order by m.id`,
    );
    const descendants = await rows<MessageRow>(
      this.db,
      sql`with recursive down(id, depth) as (
            select id, 1 from chat_messages where reply_to_id = ${id}
            union all
            select c.id, down.depth + 1 from down join chat_messages c on c.reply_to_id = down.id where down.depth < ${THREAD_DEPTH_LIMIT})
          select ${MESSAGE_COLUMNS} from down join ${MESSAGE_FROM} on m.id = down.id where m.chat_key = ${chat.key} order by m.id`,
    );
    const message = (await this.hydrateOne(this.db, id))!;
    return {
      ancestors: await hydrateMessages(this.db, chat.key, ancestors),
      message,
      descendants: await hydrateMessages(this.db, chat.key, descendants),
    };
  }

  /** Adds (on) or removes (off) the caller's reaction of one kind; every member of the chat sees it live. */
  async react(user: AuthUser, id: number, kind: ReactionKind, on: boolean): Promise<ReactionSummary[]> {
    return this.db.transaction(async (tx) => {
      const { chat } = await this.readableMessage(tx, user, id);
      const changed = on
        ? await rows(tx, sql`insert into chat_reactions (message_id, user_id, kind, created_at) values (${id}, ${user.id}, ${kind}, ${this.now()})
                             on conflict do nothing returning kind`)
        : await rows(tx, sql`delete from chat_reactions where message_id = ${id} and user_id = ${user.id} and kind = ${kind} returning kind`);
      const reactions = (await reactionsFor(tx, [id])).get(id) ?? [];
      if (changed.length > 0) {
        await publishEvents(tx, [
          { event: { type: 'reactions.changed', chat_key: chat.key, message_id: id, reactions }, audience: chat.audience },
        ]);
      }
      return reactions;
    });
  }

  private async readableMessage(db: Executor, user: AuthUser, id: number): Promise<{ chat: ChatInfo; row: { chat_key: string; sender_id: number | null } }> {
    const found = await rows<{ chat_key: string; sender_id: number | null }>(db, sql`select chat_key, sender_id from chat_messages where id = ${id}`);
    if (!found[0]) throw notFound('Message not found.');
    const chat = await this.access.readable(user, found[0].chat_key, db).catch(() => {
      throw notFound('Message not found.');
    });
    return { chat, row: found[0] };
  }

  /** New direct messages go only between member accounts (a former member's history stays readable). */
  private async partnersMustBeMembers(tx: Tx, chat: ChatInfo): Promise<void> {
    const ids = chat.audience ?? [];
    const found = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from users where user_type = 'member' and id in (${ids[0] ?? 0}, ${ids[1] ?? 0})`,
    );
    if ((found[0]?.n ?? 0) < 2) throw forbidden('Direct messages are only between team members.');
  }

  async hydrateOne(db: Executor, id: number): Promise<ChatMessage | null> {
    const base = await rows<MessageRow>(db, sql`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id = ${id}`);
    if (!base[0]) return null;
    return (await hydrateMessages(db, base[0].chat_key, base))[0]!;
  }

  /** Mentions count only for members who can read the chat, and never for the sender. */
  private async saveMentions(tx: Tx, chat: ChatInfo, messageId: number, content: string, senderId: number): Promise<number[]> {
    const names = mentionedUsernames(content);
    if (names.length === 0) return [];
    const found = await rows<{ id: number }>(
      tx,
      sql`select id from users where user_type = 'member' and id <> ${senderId}
          and lower(username) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`,
    );
    const ids = found.map((u) => u.id).filter((uid) => chat.audience === null || chat.audience.includes(uid));
    for (const uid of ids) {
      await tx.execute(sql`insert into chat_mentions (message_id, user_id, chat_key) values (${messageId}, ${uid}, ${chat.key}) on conflict do nothing`);
    }
    return ids;
  }
}
