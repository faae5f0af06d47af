import { sql, type SQL } from 'drizzle-orm';
import { REACTION_KINDS, type ReactionKind } from '@team7790/shared/chat/reactions';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne, textArray, type Executor, type RowOf, type Tx } from '../../db/rows.ts';

/** A message as read from chat_messages joined to its sender. */
const MESSAGE = {
  id: column.int,
  chat_key: column.text,
  content: column.text,
  created_at: column.time,
  edited_at: column.nullable(column.time),
  sender_id: column.nullable(column.int),
  sender_username: column.nullable(column.text),
  sender_avatar_color: column.nullable(column.text),
  reply_to_id: column.nullable(column.int),
  mentions_everyone: column.bool,
};
export type MessageRow = RowOf<typeof MESSAGE>;

/** A message with its reply quote, reactions and mentions, as one query returns them. */
const RICH_MESSAGE = {
  ...MESSAGE,
  quote_content: column.nullable(column.text),
  quote_sender: column.nullable(column.text),
  quote_exists: column.bool,
  reactions: column.nullable(column.json<{ kind: ReactionKind; user_ids: number[] }[]>()),
  mentions: column.nullable(column.ints),
};
export type RichMessageRow = RowOf<typeof RICH_MESSAGE>;

const MARK = { user_id: column.int, username: column.text, up_to_id: column.int, read_at: column.time };
export type ReadMark = RowOf<typeof MARK>;

const MESSAGE_COLUMNS = sql`m.id, m.chat_key, m.content, m.created_at, m.edited_at, m.sender_id, u.username as sender_username, u.avatar_color as sender_avatar_color, m.reply_to_id, m.mentions_everyone`;
const MESSAGE_FROM = sql`chat_messages m left join users u on u.id = m.sender_id`;
const THREAD_DEPTH_LIMIT = 200;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Messages and what hangs on them: replies, reactions, mentions, read marks. */
export class MessagesRepo {
  constructor(readonly db: Database) {}

  /** A page of a chat's messages, newest first: the newest `limit`, or those before `before`. */
  async page(chatKey: string, before: number | null, limit: number): Promise<RichMessageRow[]> {
    return this.rich(
      this.db,
      sql`m.chat_key = ${chatKey} ${before === null ? sql`` : sql`and m.id < ${before}`}`,
      sql`order by m.id desc limit ${limit}`,
    );
  }

  /** The newest `limit` messages of a chat up to and including `id`, newest first. */
  async pageUpTo(chatKey: string, id: number, limit: number): Promise<RichMessageRow[]> {
    return this.rich(this.db, sql`m.chat_key = ${chatKey} and m.id <= ${id}`, sql`order by m.id desc limit ${limit}`);
  }

  /** The oldest `limit` messages of a chat after `after`, oldest first. */
  async pageAfter(chatKey: string, after: number, limit: number): Promise<RichMessageRow[]> {
    return this.rich(this.db, sql`m.chat_key = ${chatKey} and m.id > ${after}`, sql`order by m.id asc limit ${limit}`);
  }

  /**
   * The messages mentioning a user in these chats, newest first, before `before` when given, with the name
   * of each channel or group (null for a direct chat).
   */
  async mentionsOf(userId: number, keys: string[], before: number | null, limit: number): Promise<(RichMessageRow & { chat_name: string | null })[]> {
    const ids = await select(
      this.db,
      { message_id: column.int, chat_name: column.nullable(column.text) },
      sql`select x.message_id, coalesce(c.name, g.name) as chat_name
          from chat_mentions x
          left join chat_channels c on c.id = x.chat_key
          left join chat_groups g on g.id::text = x.chat_key
          where x.user_id = ${userId} and x.chat_key = any(${textArray(keys)}::text[])
            ${before === null ? sql`` : sql`and x.message_id < ${before}`}
          order by x.message_id desc limit ${limit}`,
    );
    if (ids.length === 0) return [];
    const names = new Map(ids.map((r) => [r.message_id, r.chat_name]));
    const rows = await this.richByIds(
      this.db,
      ids.map((r) => r.message_id),
    );
    return rows.map((row) => ({ ...row, chat_name: names.get(row.id) ?? null })).sort((a, b) => b.id - a.id);
  }

  /** These messages, with their reply quotes, reactions and mentions. */
  async richByIds(db: Executor, ids: number[]): Promise<RichMessageRow[]> {
    return this.rich(db, sql`m.id in (${idList(ids)})`);
  }

  async byId(db: Executor, id: number): Promise<MessageRow | undefined> {
    return selectOne(db, MESSAGE, sql`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id = ${id}`);
  }

  async chatAndSender(db: Executor, id: number): Promise<{ chat_key: string; sender_id: number | null } | undefined> {
    return selectOne(
      db,
      { chat_key: column.text, sender_id: column.nullable(column.int) },
      sql`select chat_key, sender_id from chat_messages where id = ${id}`,
    );
  }

  /** What a reply quotes. */
  async quoted(tx: Tx, id: number): Promise<{ chat_key: string; content: string; sender_username: string | null } | undefined> {
    return selectOne(
      tx,
      { chat_key: column.text, content: column.text, sender_username: column.nullable(column.text) },
      sql`select m.chat_key, m.content, u.username as sender_username from ${MESSAGE_FROM} where m.id = ${id}`,
    );
  }

  /** Stores a new message; answers its id and the sender's avatar colour. */
  async insert(
    tx: Tx,
    message: { chatKey: string; senderId: number; content: string; replyToId: number | null; mentionsEveryone: boolean; at: Date },
  ): Promise<{ id: number; avatar_color: string }> {
    const inserted = await selectOne(
      tx,
      { id: column.int, avatar_color: column.text },
      sql`insert into chat_messages (chat_key, sender_id, content, reply_to_id, mentions_everyone, created_at)
          values (${message.chatKey}, ${message.senderId}, ${message.content}, ${message.replyToId}, ${message.mentionsEveryone}, ${message.at})
          returning id, (select avatar_color from users where id = ${message.senderId}) as avatar_color`,
    );
    return inserted!;
  }

  async setContent(tx: Tx, id: number, content: string, mentionsEveryone: boolean, at: Date): Promise<void> {
    await execute(
      tx,
      sql`update chat_messages set content = ${content}, mentions_everyone = ${mentionsEveryone}, edited_at = ${at} where id = ${id}`,
    );
  }

  async remove(tx: Tx, id: number): Promise<void> {
    await execute(tx, sql`delete from chat_messages where id = ${id}`);
  }

  async clearMentions(tx: Tx, id: number): Promise<void> {
    await execute(tx, sql`delete from chat_mentions where message_id = ${id}`);
  }

  /**
   * Stores whom a message mentions, in one statement however many they are (an `@everyone` in a channel of the whole
   * team): the member accounts among `readers` (null: every member) but the sender, those named in `lowerNames`, or
   * all of them when `everyone`; each once. Answers their ids.
   */
  async addMentions(
    tx: Tx,
    mention: { messageId: number; chatKey: string; senderId: number; readers: number[] | null; lowerNames: string[]; everyone: boolean },
  ): Promise<number[]> {
    if (!mention.everyone && mention.lowerNames.length === 0) return [];
    const found = await select(
      tx,
      { user_id: column.int },
      sql`insert into chat_mentions (message_id, user_id, chat_key)
          select ${mention.messageId}, u.id, ${mention.chatKey} from users u
          where u.user_type = 'member' and u.id <> ${mention.senderId}
            ${mention.readers === null ? sql`` : sql`and u.id = any(${`{${mention.readers.join(',')}}`}::int[])`}
            ${mention.everyone ? sql`` : sql`and lower(u.username) = any(${textArray(mention.lowerNames)}::text[])`}
          on conflict do nothing
          returning user_id`,
    );
    return found.map((r) => r.user_id).sort((a, b) => a - b);
  }

  /** Adds (on) or removes (off) one user's reaction; answers whether anything changed. */
  async setReaction(tx: Tx, messageId: number, userId: number, kind: ReactionKind, on: boolean, at: Date): Promise<boolean> {
    const changed = on
      ? await execute(
          tx,
          sql`insert into chat_reactions (message_id, user_id, kind, created_at) values (${messageId}, ${userId}, ${kind}, ${at})
              on conflict do nothing returning kind`,
        )
      : await execute(tx, sql`delete from chat_reactions where message_id = ${messageId} and user_id = ${userId} and kind = ${kind} returning kind`);
    return changed > 0;
  }

  /** Each message's reactions: who reacted, by kind, in the order they did. */
  async reactions(db: Executor, messageIds: number[]): Promise<{ message_id: number; kind: ReactionKind; user_ids: number[] }[]> {
    if (messageIds.length === 0) return [];
    return select(
      db,
      { message_id: column.int, kind: column.oneOf(REACTION_KINDS), user_ids: column.ints },
      sql`select message_id, kind, array_agg(user_id order by created_at) as user_ids
          from chat_reactions where message_id in (${idList(messageIds)}) group by message_id, kind`,
    );
  }

  /** The messages a message answers, up the reply chain (in its chat), oldest first. */
  async ancestors(id: number, chatKey: string): Promise<MessageRow[]> {
    return select(
      this.db,
      MESSAGE,
      sql`with recursive up(id, depth) as (
            select reply_to_id, 1 from chat_messages where id = ${id} and reply_to_id is not null
            union all
            select c.reply_to_id, up.depth + 1 from up join chat_messages c on c.id = up.id
              where c.reply_to_id is not null and up.depth < ${THREAD_DEPTH_LIMIT})
          select ${MESSAGE_COLUMNS} from up join ${MESSAGE_FROM} on m.id = up.id where m.chat_key = ${chatKey} order by m.id`,
    );
  }

  /** Every reply below a message (in its chat), oldest first. */
  async descendants(id: number, chatKey: string): Promise<MessageRow[]> {
    return select(
      this.db,
      MESSAGE,
      sql`with recursive down(id, depth) as (
            select id, 1 from chat_messages where reply_to_id = ${id}
            union all
            select c.id, down.depth + 1 from down join chat_messages c on c.reply_to_id = down.id where down.depth < ${THREAD_DEPTH_LIMIT})
          select ${MESSAGE_COLUMNS} from down join ${MESSAGE_FROM} on m.id = down.id where m.chat_key = ${chatKey} order by m.id`,
    );
  }

  /**
   * Read marks that cover the page: those inside its id range, plus each reader's first mark after it.
   * A message was read by a user at the time of their first mark reaching its id.
   */
  async marks(db: Executor, chatKey: string, minId: number, maxId: number): Promise<ReadMark[]> {
    return select(
      db,
      MARK,
      sql`select k.user_id, u.username, k.up_to_id, k.read_at from chat_read_marks k join users u on u.id = k.user_id
            where k.chat_key = ${chatKey} and k.up_to_id between ${minId} and ${maxId}
          union all
          select r.user_id, u.username, x.up_to_id, x.read_at from chat_read_state r join users u on u.id = r.user_id
            cross join lateral (select up_to_id, read_at from chat_read_marks k
              where k.chat_key = r.chat_key and k.user_id = r.user_id and k.up_to_id > ${maxId} order by up_to_id limit 1) x
            where r.chat_key = ${chatKey} and r.last_read_id > ${maxId}`,
    );
  }

  /** Full-text search (PostgreSQL, English stemming) in these chats, newest first, with a highlighted snippet. */
  async search(keys: string[], q: string, limit: number): Promise<(MessageRow & { snippet: string; chat_name: string | null })[]> {
    const query = sql`websearch_to_tsquery('english', ${q})`;
    return select(
      this.db,
      { ...MESSAGE, snippet: column.text, chat_name: column.nullable(column.text) },
      sql`select ${MESSAGE_COLUMNS},
            ts_headline('english', m.content, ${query}, 'StartSel=«, StopSel=», MaxWords=30, MinWords=10') as snippet,
            coalesce(c.name, g.name) as chat_name
          from ${MESSAGE_FROM}
          left join chat_channels c on c.id = m.chat_key
          left join chat_groups g on g.id::text = m.chat_key
          where m.chat_key = any(${textArray(keys)}::text[]) and m.search_vector @@ ${query}
          order by m.id desc limit ${limit}`,
    );
  }

  /**
   * Messages matching `filter` (a condition on `m`), ordered and limited by `tail`, with their reply
   * quotes, reactions and mentions in one round trip.
   */
  private async rich(db: Executor, filter: SQL, tail: SQL = sql``): Promise<RichMessageRow[]> {
    return select(
      db,
      RICH_MESSAGE,
      sql`select p.*, q.content as quote_content, qu.username as quote_sender, q.id is not null as quote_exists,
            (select json_agg(json_build_object('kind', x.kind, 'user_ids', x.user_ids))
               from (select kind, array_agg(user_id order by created_at) as user_ids from chat_reactions r
                     where r.message_id = p.id group by kind) x) as reactions,
            (select array_agg(user_id) from chat_mentions x where x.message_id = p.id) as mentions
          from (select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where ${filter} ${tail}) p
          left join chat_messages q on q.id = p.reply_to_id
          left join users qu on qu.id = q.sender_id`,
    );
  }
}
