import { and, asc, eq, sql } from 'drizzle-orm';
import type { PickEntry, PickList, PickTier } from '@team7790/shared/scouting/contracts';
import type { Database } from '../../db/client.ts';
import { pickEntries, pickLists, users } from '../../db/schema/index.ts';
import type { Executor, Tx } from '../../db/rows.ts';

export type EntryRow = typeof pickEntries.$inferSelect;

/** Reads and writes of the shared pick lists; every write runs in the caller's transaction. */
export class PickListRepo {
  constructor(readonly db: Database) {}

  async read(db: Executor, eventKey: string): Promise<PickList> {
    const [list] = await db.select().from(pickLists).where(eq(pickLists.eventKey, eventKey));
    const rows = await db
      .select({ entry: pickEntries, username: users.username })
      .from(pickEntries)
      .leftJoin(users, eq(users.id, pickEntries.updatedBy))
      .where(eq(pickEntries.eventKey, eventKey))
      .orderBy(asc(pickEntries.tier), asc(pickEntries.position), asc(pickEntries.teamNumber));
    const entries: PickEntry[] = rows.map(({ entry, username }) => ({
      team_number: entry.teamNumber,
      tier: entry.tier,
      position: entry.position,
      status: entry.status,
      note: entry.note,
      updated_by: username,
      updated_at: entry.updatedAt.toISOString(),
    }));
    return { event_key: eventKey, version: list?.version ?? 0, updated_at: list?.updatedAt.toISOString() ?? null, entries };
  }

  /** Creates the event's list if needed and locks it, so concurrent changes to one list run one at a time. */
  async lock(tx: Tx, eventKey: string): Promise<number> {
    await tx.insert(pickLists).values({ eventKey }).onConflictDoNothing();
    const [list] = await tx.select().from(pickLists).where(eq(pickLists.eventKey, eventKey)).for('update');
    return list!.version;
  }

  async bump(tx: Tx, eventKey: string, at: Date): Promise<number> {
    const [list] = await tx
      .update(pickLists)
      .set({ version: sql`${pickLists.version} + 1`, updatedAt: at })
      .where(eq(pickLists.eventKey, eventKey))
      .returning({ version: pickLists.version });
    return list!.version;
  }

  async entry(tx: Tx, eventKey: string, team: number): Promise<EntryRow | undefined> {
    const [row] = await tx
      .select()
      .from(pickEntries)
      .where(and(eq(pickEntries.eventKey, eventKey), eq(pickEntries.teamNumber, team)));
    return row;
  }

  async tierTeams(tx: Tx, eventKey: string, tier: PickTier): Promise<number[]> {
    const rows = await tx
      .select({ team: pickEntries.teamNumber })
      .from(pickEntries)
      .where(and(eq(pickEntries.eventKey, eventKey), eq(pickEntries.tier, tier)))
      .orderBy(asc(pickEntries.position), asc(pickEntries.teamNumber));
    return rows.map((r) => r.team);
  }

  async save(tx: Tx, row: EntryRow): Promise<void> {
    const { eventKey: _event, teamNumber: _team, ...changes } = row;
    await tx
      .insert(pickEntries)
      .values(row)
      .onConflictDoUpdate({ target: [pickEntries.eventKey, pickEntries.teamNumber], set: changes });
  }

  async remove(tx: Tx, eventKey: string, team: number): Promise<void> {
    await tx.delete(pickEntries).where(and(eq(pickEntries.eventKey, eventKey), eq(pickEntries.teamNumber, team)));
  }

  /** Numbers a tier 1..n in the given order. */
  async renumber(tx: Tx, eventKey: string, teams: readonly number[]): Promise<void> {
    for (const [index, team] of teams.entries()) {
      await tx
        .update(pickEntries)
        .set({ position: index + 1 })
        .where(and(eq(pickEntries.eventKey, eventKey), eq(pickEntries.teamNumber, team)));
    }
  }

  async clearStatuses(tx: Tx, eventKey: string, userId: number, at: Date): Promise<number> {
    const changed = await tx
      .update(pickEntries)
      .set({ status: 'available', updatedBy: userId, updatedAt: at })
      .where(and(eq(pickEntries.eventKey, eventKey), sql`${pickEntries.status} <> 'available'`))
      .returning({ team: pickEntries.teamNumber });
    // Rows left with nothing to say are dropped, so the list only holds what someone set.
    await tx
      .delete(pickEntries)
      .where(
        and(
          eq(pickEntries.eventKey, eventKey),
          sql`${pickEntries.tier} is null and ${pickEntries.note} = '' and ${pickEntries.status} = 'available'`,
        ),
      );
    return changed.length;
  }
}
