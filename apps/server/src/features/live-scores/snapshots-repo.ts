import { sql } from 'drizzle-orm';
import type { EventSnapshot } from '@team7790/shared/notifications/alerts';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type Tx } from '../../db/rows.ts';
import type { LiveFingerprint } from './changes.ts';

/** What the watcher last saw of an event: the fingerprints pages were told, and the snapshot alerts' facts come from. */
export interface LiveState {
  fingerprint: LiveFingerprint | null;
  snapshot: EventSnapshot | null;
}

const STATE = {
  state: column.nullable(column.json<LiveFingerprint | null>()),
  snapshot: column.nullable(column.json<EventSnapshot | null>()),
};

/**
 * One row per event the watcher looks at (decision 0011): the only record of what was last noticed about it, locked
 * by the instance comparing it, so a change is noticed once whatever the number of instances and webhook messages.
 */
export class LiveSnapshotsRepo {
  constructor(readonly db: Database) {}

  /** The event's state, locked until the transaction ends; `locked: false` when another instance holds it. */
  async lock(tx: Tx, eventKey: string): Promise<{ locked: false } | ({ locked: true } & LiveState)> {
    await execute(
      tx,
      sql`insert into live_snapshots (event_key, state, updated_at) values (${eventKey}, 'null'::jsonb, now()) on conflict do nothing`,
    );
    const found = await selectOne(tx, STATE, sql`select state, snapshot from live_snapshots where event_key = ${eventKey} for update skip locked`);
    return found ? { locked: true, fingerprint: found.state ?? null, snapshot: found.snapshot ?? null } : { locked: false };
  }

  /** The event's fingerprint as last saved, without a lock (a look ahead; the locked comparison decides). */
  async peek(eventKey: string): Promise<LiveFingerprint | null> {
    const found = await selectOne(this.db, STATE, sql`select state, snapshot from live_snapshots where event_key = ${eventKey}`);
    return found?.state ?? null;
  }

  /** Saves what was seen; the event no longer waits for a look a webhook asked for. */
  async save(tx: Tx, eventKey: string, state: { fingerprint: LiveFingerprint; snapshot: EventSnapshot }, at: Date): Promise<void> {
    await execute(
      tx,
      sql`update live_snapshots set state = ${JSON.stringify(state.fingerprint)}::jsonb, snapshot = ${JSON.stringify(state.snapshot)}::jsonb,
            updated_at = ${at}, wake_requested = false
          where event_key = ${eventKey}`,
    );
  }

  /** A webhook (or a look another instance was busy with) says the event must be looked at: every instance sees it. */
  async wake(eventKey: string, at: Date, db: Executor = this.db): Promise<void> {
    await execute(
      db,
      sql`insert into live_snapshots (event_key, state, updated_at, wake_requested) values (${eventKey}, 'null'::jsonb, ${at}, true)
          on conflict (event_key) do update set wake_requested = true`,
    );
  }

  /** Events waiting for a look a webhook asked for. */
  async wokenEvents(): Promise<string[]> {
    const found = await select(
      this.db,
      { event_key: column.text },
      sql`select event_key from live_snapshots where wake_requested order by event_key`,
    );
    return found.map((r) => r.event_key);
  }
}
