import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne, textArray, type Tx } from '../../db/rows.ts';

/** Counting stops here per chat: badges show 99+ long before, and a huge backlog must not cost a full scan. */
export const UNREAD_COUNT_CAP = 1000;

/**
 * Joins that count, for each row of a query, `userId`'s unread messages in the chat whose key is `chatKey` (an SQL
 * expression over the query's rows): others' messages after the read position, or, in a chat never opened, after the
 * account was created; capped. Read the counts as `UNREAD` and `UNREAD_MENTIONS`. One count per chat along its index.
 */
export function unreadJoins(userId: number, chatKey: SQL): SQL {
  return sql`left join chat_read_state unread_r on unread_r.chat_key = ${chatKey} and unread_r.user_id = ${userId}
    cross join lateral (
      select count(*)::int as unread, (count(*) filter (where s.mentioned))::int as mentions from (
        select exists (select 1 from chat_mentions x where x.message_id = m.id and x.user_id = ${userId}) as mentioned
        from chat_messages m
        where unread_r.last_read_id is not null and m.chat_key = ${chatKey} and m.id > unread_r.last_read_id
          and m.sender_id is distinct from ${userId}
        order by m.id limit ${UNREAD_COUNT_CAP}) s) unread_after_read
    cross join lateral (
      select count(*)::int as unread, (count(*) filter (where s.mentioned))::int as mentions from (
        select exists (select 1 from chat_mentions x where x.message_id = m.id and x.user_id = ${userId}) as mentioned
        from chat_messages m
        where unread_r.last_read_id is null and m.chat_key = ${chatKey}
          and m.created_at > (select created_at from users where id = ${userId})
          and m.sender_id is distinct from ${userId}
        order by m.created_at limit ${UNREAD_COUNT_CAP}) s) unread_never_read`;
}
export const UNREAD = sql`(unread_after_read.unread + unread_never_read.unread)`;
export const UNREAD_MENTIONS = sql`(unread_after_read.mentions + unread_never_read.mentions)`;

/** Read positions, the read marks receipts are computed from, and mutes. */
export class ReadStateRepo {
  constructor(readonly db: Database) {}

  /**
   * Moves a user's read position in a chat forward to `upToId` (never back) and records the mark that
   * read receipts are computed from; answers whether it moved.
   */
  async advance(tx: Tx, readerId: number, chatKey: string, upToId: number, at: Date): Promise<boolean> {
    // One round trip: move the position forward (never back) and, if it moved, record the mark.
    const moved = await execute(
      tx,
      sql`with moved as (
            insert into chat_read_state (chat_key, user_id, last_read_id, read_at) values (${chatKey}, ${readerId}, ${upToId}, ${at})
            on conflict (chat_key, user_id) do update set last_read_id = excluded.last_read_id, read_at = excluded.read_at
            where chat_read_state.last_read_id < excluded.last_read_id
            returning chat_key, user_id, last_read_id, read_at)
          insert into chat_read_marks (chat_key, user_id, up_to_id, read_at)
          select chat_key, user_id, last_read_id, read_at from moved
          on conflict do nothing
          returning up_to_id`,
    );
    return moved > 0;
  }

  async newestMessageId(tx: Tx, chatKey: string): Promise<number | null> {
    const newest = await selectOne(tx, { id: column.nullable(column.int) }, sql`select max(id) as id from chat_messages where chat_key = ${chatKey}`);
    return newest?.id ?? null;
  }

  async position(tx: Tx, chatKey: string, userId: number): Promise<number | null> {
    const state = await selectOne(
      tx,
      { last_read_id: column.int },
      sql`select last_read_id from chat_read_state where chat_key = ${chatKey} and user_id = ${userId}`,
    );
    return state?.last_read_id ?? null;
  }

  /**
   * Unread messages per chat (others' messages after the read position, capped) and how many of them mention the
   * user; chats with none are left out. A chat never opened counts only what arrived after the account was created.
   */
  async unreadCounts(userId: number, keys: string[]): Promise<{ chat_key: string; unread: number; mentions: number }[]> {
    return select(
      this.db,
      { chat_key: column.text, unread: column.int, mentions: column.int },
      sql`select k.key as chat_key, ${UNREAD} as unread, ${UNREAD_MENTIONS} as mentions
          from unnest(${textArray(keys)}::text[]) as k(key)
          ${unreadJoins(userId, sql`k.key`)}
          where ${UNREAD} > 0`,
    );
  }

  async muted(userId: number): Promise<string[]> {
    const found = await select(this.db, { chat_key: column.text }, sql`select chat_key from chat_mutes where user_id = ${userId} order by chat_key`);
    return found.map((m) => m.chat_key);
  }

  /** Mutes or unmutes; answers whether anything changed. */
  async setMuted(tx: Tx, userId: number, chatKey: string, muted: boolean): Promise<boolean> {
    const changed = muted
      ? await execute(tx, sql`insert into chat_mutes (user_id, chat_key) values (${userId}, ${chatKey}) on conflict do nothing returning chat_key`)
      : await execute(tx, sql`delete from chat_mutes where user_id = ${userId} and chat_key = ${chatKey} returning chat_key`);
    return changed > 0;
  }

  /** Others' messages from `firstMessageId` on that `userId` has not read, oldest first (at most 200), for an alert. */
  async unreadFrom(
    userId: number,
    chatKey: string,
    firstMessageId: number,
  ): Promise<{ id: number; content: string; sender: string | null; mentions_me: boolean; muted: boolean }[]> {
    return select(
      this.db,
      { id: column.int, content: column.text, sender: column.nullable(column.text), mentions_me: column.bool, muted: column.bool },
      sql`select m.id, m.content, u.username as sender,
                 exists (select 1 from chat_mentions x where x.message_id = m.id and x.user_id = ${userId}) as mentions_me,
                 exists (select 1 from chat_mutes x where x.user_id = ${userId} and x.chat_key = ${chatKey}) as muted
          from chat_messages m left join users u on u.id = m.sender_id
          where m.chat_key = ${chatKey} and m.id >= ${firstMessageId} and m.sender_id is distinct from ${userId}
            and m.id > coalesce((select last_read_id from chat_read_state r where r.chat_key = ${chatKey} and r.user_id = ${userId}), 0)
          order by m.id limit 200`,
    );
  }
}
