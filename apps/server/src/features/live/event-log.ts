import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@team7790/shared/notifications/live-events';
import type { Tx } from '../../db/rows.ts';

/** NOTIFY channel every instance listens on; the payload is only a wake-up, the rows are the truth. */
export const EVENTS_CHANNEL = 'chat_events';
/** Serialises event inserts until commit, so event ids become visible in order and no reader skips one. */
const EVENT_LOCK_ID = 7790_0003;

/**
 * Appends live events inside the caller's transaction. Call it last in the transaction: the lock it
 * takes is held until commit. NOTIFY inside a transaction is delivered only when it commits.
 * `audience` null means every member account.
 */
export async function publishEvents(tx: Tx, events: { event: LiveEvent; audience: number[] | null }[]): Promise<void> {
  if (events.length === 0) return;
  const values = events.map(({ event, audience }) => {
    const audienceSql = audience === null ? sql`null::int[]` : sql`${`{${[...new Set(audience)].join(',')}}`}::int[]`;
    return sql`(${event.type}, ${audienceSql}, ${JSON.stringify(event)}::jsonb)`;
  });
  // One round trip: take the lock, insert, then notify (the insert reads from the lock, so it runs after it).
  await tx.execute(
    sql`with locked as (select pg_advisory_xact_lock(${EVENT_LOCK_ID})),
        added as (
          insert into chat_events (type, audience, payload)
          select v.type, v.audience, v.payload from locked, (values ${sql.join(values, sql`, `)}) as v(type, audience, payload)
          returning id)
        select pg_notify(${EVENTS_CHANNEL}, '') from (select count(*) from added) c`,
  );
}

export interface StoredEvent {
  id: number;
  audience: number[] | null;
  event: LiveEvent;
}

export function toStoredEvent(row: { id: number | string; audience: number[] | null; payload: unknown }): StoredEvent {
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as LiveEvent) : (row.payload as LiveEvent);
  return { id: Number(row.id), audience: row.audience, event: payload };
}
