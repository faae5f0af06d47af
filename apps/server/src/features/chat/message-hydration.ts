import { sql, type SQL } from 'drizzle-orm';
import { DELETED_USER_NAME, type ChatMessage } from '@team7790/shared/chat/contracts';
import { REACTION_KINDS, type ReactionKind, type ReactionSummary } from '@team7790/shared/chat/reactions';
import { iso, rows, type Executor } from '../../db/rows.ts';

/** A message row as read from chat_messages joined to its sender. */
export interface MessageRow {
  id: number;
  chat_key: string;
  content: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  sender_id: number | null;
  sender_username: string | null;
  sender_avatar_color: string | null;
  reply_to_id: number | null;
}

export const MESSAGE_COLUMNS = sql`m.id, m.chat_key, m.content, m.created_at, m.edited_at, m.sender_id, u.username as sender_username, u.avatar_color as sender_avatar_color, m.reply_to_id`;
export const MESSAGE_FROM = sql`chat_messages m left join users u on u.id = m.sender_id`;

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export async function reactionsFor(db: Executor, messageIds: number[]): Promise<Map<number, ReactionSummary[]>> {
  const out = new Map<number, ReactionSummary[]>();
  if (messageIds.length === 0) return out;
  const found = await rows<{ message_id: number; kind: ReactionKind; user_ids: number[] }>(
    db,
    sql`select message_id, kind, array_agg(user_id order by created_at) as user_ids
        from chat_reactions where message_id in (${idList(messageIds)}) group by message_id, kind`,
  );
  for (const r of found) {
    const list = out.get(r.message_id) ?? [];
    list.push({ kind: r.kind, count: r.user_ids.length, user_ids: r.user_ids });
    out.set(r.message_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => REACTION_KINDS.indexOf(a.kind) - REACTION_KINDS.indexOf(b.kind));
  return out;
}

interface Mark {
  user_id: number;
  username: string;
  up_to_id: number;
  read_at: Date | string;
}

/**
 * Read marks that cover the page: those inside its id range, plus each reader's first mark after it.
 * A message was read by a user at the time of their first mark reaching its id.
 */
async function marksFor(db: Executor, chatKey: string, minId: number, maxId: number): Promise<Mark[]> {
  return rows<Mark>(
    db,
    sql`select k.user_id, u.username, k.up_to_id, k.read_at from chat_read_marks k join users u on u.id = k.user_id
          where k.chat_key = ${chatKey} and k.up_to_id between ${minId} and ${maxId}
        union all
        select r.user_id, u.username, x.up_to_id, x.read_at from chat_read_state r join users u on u.id = r.user_id
          cross join lateral (select up_to_id, read_at from chat_read_marks k
            where k.chat_key = r.chat_key and k.user_id = r.user_id and k.up_to_id > ${maxId} order by up_to_id limit 1) x
          where r.chat_key = ${chatKey} and r.last_read_id > ${maxId}`,
  );
}

/** A message row with its reply quote, reactions and mentions, as one query returns them. */
interface RichRow extends MessageRow {
  quote_content: string | null;
  quote_sender: string | null;
  quote_exists: boolean;
  reactions: { kind: ReactionKind; user_ids: number[] }[] | null;
  mentions: number[] | null;
}

/**
 * Messages matching `filter` (a condition on `m`), ordered and limited by `tail`, with their reply
 * quotes, reactions and mentions in one round trip.
 */
export async function queryMessages(db: Executor, filter: SQL, tail: SQL = sql``): Promise<RichRow[]> {
  return rows<RichRow>(
    db,
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

/** Completes message rows of one chat with readers; rows from `queryMessages` keep their extras, others are read. */
export async function hydrateMessages(db: Executor, chatKey: string, base: MessageRow[]): Promise<ChatMessage[]> {
  if (base.length === 0) return [];
  const rich: RichRow[] = 'quote_exists' in base[0]! ? (base as RichRow[]) : await queryMessages(db, sql`m.id in (${idList(base.map((m) => m.id))})`);
  const byId = new Map(rich.map((r) => [r.id, r]));
  const ids = base.map((m) => m.id);
  const marks = await marksFor(db, chatKey, Math.min(...ids), Math.max(...ids));
  const marksByUser = new Map<number, Mark[]>();
  for (const mark of marks) marksByUser.set(mark.user_id, [...(marksByUser.get(mark.user_id) ?? []), mark]);
  for (const list of marksByUser.values()) list.sort((a, b) => a.up_to_id - b.up_to_id);

  return base.map((b) => {
    const m = byId.get(b.id) ?? { ...b, quote_content: null, quote_sender: null, quote_exists: false, reactions: null, mentions: null };
    const readers: ChatMessage['readers'] = [];
    for (const [userId, list] of marksByUser) {
      if (userId === m.sender_id) continue;
      const mark = list.find((k) => k.up_to_id >= m.id);
      if (mark) readers.push({ user_id: userId, username: mark.username, read_at: iso(mark.read_at) });
    }
    readers.sort((a, c) => a.read_at.localeCompare(c.read_at));
    const reactions = (m.reactions ?? []).map((r) => ({ kind: r.kind, count: r.user_ids.length, user_ids: r.user_ids }));
    reactions.sort((a, c) => REACTION_KINDS.indexOf(a.kind) - REACTION_KINDS.indexOf(c.kind));
    return {
      id: m.id,
      chat_key: m.chat_key,
      content: m.content,
      timestamp: iso(m.created_at),
      edited_at: m.edited_at === null ? null : iso(m.edited_at),
      sender_id: m.sender_id,
      sender_username: m.sender_username ?? DELETED_USER_NAME,
      sender_avatar_color: m.sender_username === null ? null : m.sender_avatar_color,
      reply_to_id: m.reply_to_id,
      reply_to:
        m.reply_to_id !== null && m.quote_exists
          ? { id: m.reply_to_id, sender_username: m.quote_sender ?? DELETED_USER_NAME, content: m.quote_content ?? '' }
          : null,
      read_by_any: readers.length > 0,
      readers,
      reactions,
      mentions: m.mentions ?? [],
    };
  });
}
