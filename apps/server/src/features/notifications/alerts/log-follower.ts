import type { StateRepo } from '../../../db/state-repo.ts';
import type { Tx } from '../../../db/rows.ts';
import { eventsAfter, type StoredEvent } from '../../live/event-log-repo.ts';

const BATCH = 500;

/**
 * Follows the event log (decisions 0003 and 0011) with a cursor kept in the database: each batch is read and handled
 * in one transaction under the cursor's row lock, so every event is handled once across instances and restarts (a
 * failed batch is read again). Answers how many events it read; 0 when another instance holds the cursor.
 */
export async function followLog(state: StateRepo, cursor: string, handle: (tx: Tx, stored: StoredEvent) => Promise<void>): Promise<number> {
  let total = 0;
  for (;;) {
    const read = await state.db.transaction(async (tx) => {
      const at = await state.lockCursor(tx, cursor);
      // Another instance holds the cursor right now: it does this work.
      if (at === undefined) return 0;
      const found = await eventsAfter(tx, at, BATCH);
      for (const stored of found) await handle(tx, stored);
      const last = found.length ? found[found.length - 1]!.id : at;
      if (last !== at) await state.moveCursor(tx, cursor, last);
      return found.length;
    });
    total += read;
    if (read < BATCH) return total;
  }
}
