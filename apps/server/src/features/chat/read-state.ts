import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@team7790/shared/notifications/live-events';
import { rows, type Tx } from '../../db/rows.ts';

/**
 * Moves a user's read position in a chat forward to `upToId` (never back) and records the mark that
 * read receipts are computed from. Returns the live event to publish, or null when nothing moved.
 */
export async function advanceRead(
  tx: Tx,
  reader: { id: number; username: string },
  chatKey: string,
  upToId: number,
  at: Date,
): Promise<LiveEvent | null> {
  // One round trip: move the position forward (never back) and, if it moved, record the mark.
  const moved = await rows<{ up_to_id: number }>(
    tx,
    sql`with moved as (
          insert into chat_read_state (chat_key, user_id, last_read_id, read_at) values (${chatKey}, ${reader.id}, ${upToId}, ${at})
          on conflict (chat_key, user_id) do update set last_read_id = excluded.last_read_id, read_at = excluded.read_at
          where chat_read_state.last_read_id < excluded.last_read_id
          returning chat_key, user_id, last_read_id, read_at)
        insert into chat_read_marks (chat_key, user_id, up_to_id, read_at)
        select chat_key, user_id, last_read_id, read_at from moved
        on conflict do nothing
        returning up_to_id`,
  );
  if (moved.length === 0) return null;
  return { type: 'chat.read', chat_key: chatKey, user_id: reader.id, username: reader.username, up_to_id: upToId, read_at: at.toISOString() };
}

/** Removes everything kept per chat key, when a channel or group goes away. */
export async function forgetChat(tx: Tx, chatKey: string): Promise<void> {
  await tx.execute(sql`delete from chat_messages where chat_key = ${chatKey}`);
  await tx.execute(sql`delete from chat_read_state where chat_key = ${chatKey}`);
  await tx.execute(sql`delete from chat_read_marks where chat_key = ${chatKey}`);
  await tx.execute(sql`delete from chat_mutes where chat_key = ${chatKey}`);
}
