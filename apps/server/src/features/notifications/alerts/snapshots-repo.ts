import { sql } from 'drizzle-orm';
import type { EventSnapshot } from '@team7790/shared/notifications/alerts';
import type { Database } from '../../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type RowOf, type Tx } from '../../../db/rows.ts';

const PREFERENCE = {
  user_id: column.int,
  team_number: column.int,
  notif_upcoming: column.bool,
  notif_alliance: column.bool,
  notif_results: column.bool,
  notif_awards: column.bool,
  upcoming_warning: column.oneOf(['off', 'matches', 'minutes']),
  upcoming_lead: column.nullable(column.int),
};
export type PreferenceRow = RowOf<typeof PREFERENCE>;

/** What favourite-team alerts compare: followed teams, their followers' preferences, and each event's last snapshot. */
export class SnapshotsRepo {
  constructor(readonly db: Database) {}

  async followedTeamNumbers(): Promise<number[]> {
    const found = await select(this.db, { team_number: column.int }, sql`select distinct team_number from team_preferences`);
    return found.map((r) => r.team_number);
  }

  async preferencesFor(db: Executor, teams: number[]): Promise<PreferenceRow[]> {
    return select(
      db,
      PREFERENCE,
      sql`select user_id, team_number, notif_upcoming, notif_alliance, notif_results, notif_awards, upcoming_warning, upcoming_lead
          from team_preferences
          where team_number = any(${`{${teams.join(',')}}`}::int[])`,
    );
  }

  /** Events a webhook asked to look at soon. */
  async wokenEvents(): Promise<Set<string>> {
    const found = await select(this.db, { event_key: column.text }, sql`select event_key from alert_snapshots where wake_requested`);
    return new Set(found.map((r) => r.event_key));
  }

  /** Makes sure the event has a snapshot row to lock. */
  async ensureRow(eventKey: string, at: Date): Promise<void> {
    await execute(
      this.db,
      sql`insert into alert_snapshots (event_key, snapshot, updated_at) values (${eventKey}, null, ${at}) on conflict do nothing`,
    );
  }

  /** The event's last snapshot, locked until the transaction ends; `locked: false` when another instance holds it. */
  async lock(tx: Tx, eventKey: string): Promise<{ locked: false } | { locked: true; snapshot: EventSnapshot | null }> {
    const found = await selectOne(
      tx,
      { snapshot: column.nullable(column.json<EventSnapshot>()) },
      sql`select snapshot from alert_snapshots where event_key = ${eventKey} for update skip locked`,
    );
    return found ? { locked: true, snapshot: found.snapshot } : { locked: false };
  }

  async save(tx: Tx, next: EventSnapshot, at: Date): Promise<void> {
    await execute(
      tx,
      sql`update alert_snapshots set snapshot = ${JSON.stringify(next)}::jsonb, updated_at = ${at}, wake_requested = false where event_key = ${next.eventKey}`,
    );
  }

  async wake(eventKey: string, at: Date): Promise<void> {
    await execute(
      this.db,
      sql`insert into alert_snapshots (event_key, snapshot, updated_at, wake_requested) values (${eventKey}, null, ${at}, true)
          on conflict (event_key) do update set wake_requested = true`,
    );
  }
}
