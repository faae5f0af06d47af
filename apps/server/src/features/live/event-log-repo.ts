import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@team7790/shared/notifications/live-events';
import { column, execute, select, selectOne, type Executor, type RowOf, type Tx } from '../../db/rows.ts';

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
  await execute(
    tx,
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

const STORED_EVENT = { id: column.int, audience: column.nullable(column.ints), payload: column.json<LiveEvent>() };
const toStoredEvent = (row: RowOf<typeof STORED_EVENT>): StoredEvent => ({ id: row.id, audience: row.audience, event: row.payload });

/** The newest event's id, 0 when the log is empty. */
export async function newestEventId(db: Executor): Promise<number> {
  const newest = await selectOne(db, { id: column.nullable(column.int) }, sql`select max(id) as id from chat_events`);
  return newest?.id ?? 0;
}

/** The oldest event still kept, null when the log is empty. */
export async function oldestEventId(db: Executor): Promise<number | null> {
  const oldest = await selectOne(db, { id: column.nullable(column.int) }, sql`select min(id) as id from chat_events`);
  return oldest?.id ?? null;
}

/** Up to `limit` events after `cursor`, in order, whoever they are for. */
export async function eventsAfter(db: Executor, cursor: number, limit: number): Promise<StoredEvent[]> {
  const found = await select(db, STORED_EVENT, sql`select id, audience, payload from chat_events where id > ${cursor} order by id limit ${limit}`);
  return found.map(toStoredEvent);
}

/** Up to `limit` events after `after` that `userId` may see, in order. */
export async function eventsForUser(db: Executor, userId: number, after: number, limit: number): Promise<StoredEvent[]> {
  const found = await select(
    db,
    STORED_EVENT,
    sql`select id, audience, payload from chat_events
        where id > ${after} and (audience is null or ${userId} = any(audience)) order by id limit ${limit}`,
  );
  return found.map(toStoredEvent);
}

/** Forgets events written before `cutoff` (by the database's clock). */
export async function pruneEvents(db: Executor, cutoff: Date): Promise<void> {
  await execute(db, sql`delete from chat_events where created_at < ${cutoff}`);
}
