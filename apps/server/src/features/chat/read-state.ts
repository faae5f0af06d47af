import type { LiveEvent } from '@team7790/shared/live/events';
import type { Tx } from '../../db/rows.ts';
import type { ReadStateRepo } from './read-state-repo.ts';

/**
 * Moves a user's read position in a chat forward to `upToId` (never back) and records the mark that
 * read receipts are computed from. Returns the live event to publish, or null when nothing moved.
 */
export async function advanceRead(
  repo: ReadStateRepo,
  tx: Tx,
  reader: { id: number; username: string },
  chatKey: string,
  upToId: number,
  at: Date,
): Promise<LiveEvent | null> {
  if (!(await repo.advance(tx, reader.id, chatKey, upToId, at))) return null;
  return { type: 'chat.read', chat_key: chatKey, user_id: reader.id, username: reader.username, up_to_id: upToId, read_at: at.toISOString() };
}
