import { and, asc, eq, sql } from 'drizzle-orm';
import { STATIONS, type Assignment, type AssignmentBody } from '@team7790/shared/scouting/match-scouting';
import type { Database } from '../../db/client.ts';
import type { Executor, Tx } from '../../db/rows.ts';
import { scoutingAssignments, users } from '../../db/schema/index.ts';

/** Serialises the changes of one event's assignments, so two overlapping blocks added at once cannot both pass the check. */
const ASSIGNMENTS_LOCK_ID = 7790_0032;

/** Reads and writes of the scouts' assignments to driver-station positions. */
export class AssignmentRepo {
  constructor(readonly db: Database) {}

  /** The event's assignments by station, then by first match. */
  async list(db: Executor, eventKey: string): Promise<Assignment[]> {
    const rows = await db
      .select({ a: scoutingAssignments, name: users.username })
      .from(scoutingAssignments)
      .innerJoin(users, eq(users.id, scoutingAssignments.userId))
      .where(eq(scoutingAssignments.eventKey, eventKey))
      .orderBy(asc(scoutingAssignments.firstMatch), asc(scoutingAssignments.id));
    return rows
      .map(({ a, name }) => ({
        id: a.id,
        event_key: a.eventKey,
        station: a.station,
        first_match: a.firstMatch,
        last_match: a.lastMatch,
        user_id: a.userId,
        user_name: name,
      }))
      .sort((x, y) => STATIONS.indexOf(x.station) - STATIONS.indexOf(y.station));
  }

  async lock(tx: Tx, eventKey: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENTS_LOCK_ID}, hashtext(${eventKey}))`);
  }

  async add(tx: Tx, eventKey: string, body: AssignmentBody, createdBy: number): Promise<void> {
    await tx.insert(scoutingAssignments).values({
      eventKey,
      station: body.station,
      firstMatch: body.first_match,
      lastMatch: body.last_match,
      userId: body.user_id,
      createdBy,
    });
  }

  /** Whether an assignment of this event was removed. */
  async remove(tx: Tx, eventKey: string, id: number): Promise<boolean> {
    const gone = await tx
      .delete(scoutingAssignments)
      .where(and(eq(scoutingAssignments.eventKey, eventKey), eq(scoutingAssignments.id, id)))
      .returning({ id: scoutingAssignments.id });
    return gone.length > 0;
  }
}
