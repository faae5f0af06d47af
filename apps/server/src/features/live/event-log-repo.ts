import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@team7790/shared/live/events';
import { column, execute, select, selectOne, textArray, type Executor, type RowOf, type Tx } from '../../db/rows.ts';

/** NOTIFY channel every instance listens on; the payload is only a wake-up, the rows are the truth. */
export const EVENTS_CHANNEL = 'live_events';
/** Serialises event inserts until commit, so event ids become visible in order and no reader skips one. */
const EVENT_LOCK_ID = 7790_0003;

/**
 * Appends live events inside the caller's transaction. Call it last in the transaction: the lock it
 * takes is held until commit. NOTIFY inside a transaction is delivered only when it commits.
 * `audience` null means every member account.
 */
export async function publishEvents(tx: Tx, events: PublishedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const values = events.map(({ event, audience, topics }) => {
    const audienceSql = audience === null ? sql`null::int[]` : sql`${`{${[...new Set(audience)].join(',')}}`}::int[]`;
    const topicsSql = topics ? sql`${textArray([...new Set(topics)])}::text[]` : sql`null::text[]`;
    return sql`(${event.type}, ${audienceSql}, ${topicsSql}, ${JSON.stringify(event)}::jsonb)`;
  });
  // One round trip: take the lock, insert, then notify (the insert reads from the lock, so it runs after it).
  await execute(
    tx,
    sql`with locked as (select pg_advisory_xact_lock(${EVENT_LOCK_ID})),
        added as (
          insert into live_events (type, audience, topics, payload)
          select v.type, v.audience, v.topics, v.payload from locked, (values ${sql.join(values, sql`, `)}) as v(type, audience, topics, payload)
          returning id)
        select pg_notify(${EVENTS_CHANNEL}, '') from (select count(*) from added) c`,
  );
}

/**
 * One event to append. With `topics` it is a public competition change: it goes to the streams watching one of them,
 * visitors' and members' alike, and `audience` is ignored. Without, it is the members' (chat) event of decision 0003.
 */
export interface PublishedEvent {
  event: LiveEvent;
  audience: number[] | null;
  topics?: readonly string[];
}

export interface StoredEvent {
  id: number;
  audience: number[] | null;
  topics: string[] | null;
  event: LiveEvent;
}

const STORED_EVENT = {
  id: column.int,
  audience: column.nullable(column.ints),
  topics: column.nullable(column.texts),
  payload: column.json<LiveEvent>(),
};
const toStoredEvent = (row: RowOf<typeof STORED_EVENT>): StoredEvent => ({
  id: row.id,
  audience: row.audience,
  topics: row.topics,
  event: row.payload,
});

/** The newest event's id, 0 when the log is empty. */
export async function newestEventId(db: Executor): Promise<number> {
  const newest = await selectOne(db, { id: column.nullable(column.int) }, sql`select max(id) as id from live_events`);
  return newest?.id ?? 0;
}

/** The oldest event still kept and the newest, both null when the log is empty. */
export async function eventLogBounds(db: Executor): Promise<{ oldest: number | null; newest: number | null }> {
  const bounds = await selectOne(
    db,
    { oldest: column.nullable(column.int), newest: column.nullable(column.int) },
    sql`select min(id) as oldest, max(id) as newest from live_events`,
  );
  return { oldest: bounds?.oldest ?? null, newest: bounds?.newest ?? null };
}

/** Up to `limit` events after `cursor`, in order, whoever they are for. */
export async function eventsAfter(db: Executor, cursor: number, limit: number): Promise<StoredEvent[]> {
  const found = await select(
    db,
    STORED_EVENT,
    sql`select id, audience, topics, payload from live_events where id > ${cursor} order by id limit ${limit}`,
  );
  return found.map(toStoredEvent);
}

/** Which events a stream may see: a member's (`userId`) chat events, and the competition changes of its topics. */
function visibleTo(stream: { userId: number | null; topics: readonly string[] }) {
  const chat = stream.userId === null ? sql`false` : sql`(topics is null and (audience is null or ${stream.userId} = any(audience)))`;
  const watched = stream.topics.length === 0 ? sql`false` : sql`topics && ${textArray(stream.topics)}::text[]`;
  return sql`(${chat} or ${watched})`;
}

/**
 * Up to `limit` events after `after` that a stream may see, in order, without their payloads: what a catch-up would
 * send, with each payload's stored size, so the decision to send or resync costs no payload read. A visitor's stream
 * (`userId` null) sees only competition changes.
 */
export async function eventIdsForStream(
  db: Executor,
  stream: { userId: number | null; topics: readonly string[] },
  after: number,
  limit: number,
): Promise<{ id: number; size: number }[]> {
  return select(
    db,
    { id: column.int, size: column.int },
    sql`select id, pg_column_size(payload)::int as size from live_events where id > ${after} and ${visibleTo(stream)} order by id limit ${limit}`,
  );
}

/** These events' payloads as the JSON text stored (no parse and stringify on the way to a stream), in id order. */
export async function eventTexts(db: Executor, ids: readonly number[]): Promise<{ id: number; text: string }[]> {
  if (ids.length === 0) return [];
  return select(
    db,
    { id: column.int, text: column.text },
    sql`select id, payload::text as text from live_events where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );
}

/** Up to `limit` events after `after` that a stream may see, in order (tests read a stream's view with it). */
export async function eventsForStream(
  db: Executor,
  stream: { userId: number | null; topics: readonly string[] },
  after: number,
  limit: number,
): Promise<StoredEvent[]> {
  const found = await select(
    db,
    STORED_EVENT,
    sql`select id, audience, topics, payload from live_events where id > ${after} and ${visibleTo(stream)} order by id limit ${limit}`,
  );
  return found.map(toStoredEvent);
}

/** Forgets events written before `cutoff` (by the database's clock). */
export async function pruneEvents(db: Executor, cutoff: Date): Promise<void> {
  await execute(db, sql`delete from live_events where created_at < ${cutoff}`);
}
