import { DELETED_USER_NAME, type ChatMessage } from '@team7790/shared/chat/contracts';
import { REACTION_KINDS, type ReactionSummary } from '@team7790/shared/chat/reactions';
import type { Executor } from '../../db/rows.ts';
import type { MessageRow, MessagesRepo, ReadMark, RichMessageRow } from './messages-repo.ts';

const byKind = (a: { kind: ReactionSummary['kind'] }, b: { kind: ReactionSummary['kind'] }) =>
  REACTION_KINDS.indexOf(a.kind) - REACTION_KINDS.indexOf(b.kind);

/** Each message's reactions, summed up per kind in the kinds' order. */
export async function reactionsFor(repo: MessagesRepo, db: Executor, messageIds: number[]): Promise<Map<number, ReactionSummary[]>> {
  const out = new Map<number, ReactionSummary[]>();
  for (const r of await repo.reactions(db, messageIds)) {
    const list = out.get(r.message_id) ?? [];
    list.push({ kind: r.kind, count: r.user_ids.length, user_ids: r.user_ids });
    out.set(r.message_id, list);
  }
  for (const list of out.values()) list.sort(byKind);
  return out;
}

const isRich = (rows: MessageRow[]): rows is RichMessageRow[] => rows.length > 0 && 'quote_exists' in rows[0]!;

/** Completes message rows of one chat with readers; rows from a rich query keep their extras, others are read. */
export async function hydrateMessages(repo: MessagesRepo, db: Executor, chatKey: string, base: MessageRow[]): Promise<ChatMessage[]> {
  if (base.length === 0) return [];
  const rich = isRich(base)
    ? base
    : await repo.richByIds(
        db,
        base.map((m) => m.id),
      );
  const byId = new Map(rich.map((r) => [r.id, r]));
  const ids = base.map((m) => m.id);
  const marks = await repo.marks(db, chatKey, Math.min(...ids), Math.max(...ids));
  const marksByUser = new Map<number, ReadMark[]>();
  for (const mark of marks) marksByUser.set(mark.user_id, [...(marksByUser.get(mark.user_id) ?? []), mark]);
  for (const list of marksByUser.values()) list.sort((a, b) => a.up_to_id - b.up_to_id);

  return base.map((b) => {
    const m: RichMessageRow = byId.get(b.id) ?? {
      ...b,
      quote_content: null,
      quote_sender: null,
      quote_exists: false,
      reactions: null,
      mentions: null,
    };
    const readers: ChatMessage['readers'] = [];
    for (const [userId, list] of marksByUser) {
      if (userId === m.sender_id) continue;
      const mark = list.find((k) => k.up_to_id >= m.id);
      if (mark) readers.push({ user_id: userId, username: mark.username, read_at: mark.read_at.toISOString() });
    }
    readers.sort((a, c) => a.read_at.localeCompare(c.read_at));
    const reactions = (m.reactions ?? []).map((r) => ({ kind: r.kind, count: r.user_ids.length, user_ids: r.user_ids }));
    reactions.sort(byKind);
    return {
      id: m.id,
      chat_key: m.chat_key,
      content: m.content,
      timestamp: m.created_at.toISOString(),
      edited_at: m.edited_at === null ? null : m.edited_at.toISOString(),
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
      mentions_everyone: m.mentions_everyone,
    };
  });
}
