import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, execute, selectOne, type Tx } from '../../db/rows.ts';
import type { LiveFingerprint } from './changes.ts';

/** What each watched event's open pages were last told; one row per event, locked by the instance comparing it. */
export class LiveSnapshotsRepo {
  constructor(readonly db: Database) {}

  /** The event's fingerprint, locked until the transaction ends; `locked: false` when another instance holds it. */
  async lock(tx: Tx, eventKey: string): Promise<{ locked: false } | { locked: true; state: LiveFingerprint | null }> {
    await execute(
      tx,
      sql`insert into live_snapshots (event_key, state, updated_at) values (${eventKey}, 'null'::jsonb, now()) on conflict do nothing`,
    );
    const found = await selectOne(
      tx,
      { state: column.nullable(column.json<LiveFingerprint | null>()) },
      sql`select state from live_snapshots where event_key = ${eventKey} for update skip locked`,
    );
    return found ? { locked: true, state: found.state ?? null } : { locked: false };
  }

  /** The event's fingerprint as last saved, without a lock (a look ahead; the locked comparison decides). */
  async peek(eventKey: string): Promise<LiveFingerprint | null> {
    const found = await selectOne(
      this.db,
      { state: column.nullable(column.json<LiveFingerprint | null>()) },
      sql`select state from live_snapshots where event_key = ${eventKey}`,
    );
    return found?.state ?? null;
  }

  async save(tx: Tx, eventKey: string, state: LiveFingerprint, at: Date): Promise<void> {
    await execute(tx, sql`update live_snapshots set state = ${JSON.stringify(state)}::jsonb, updated_at = ${at} where event_key = ${eventKey}`);
  }
}
