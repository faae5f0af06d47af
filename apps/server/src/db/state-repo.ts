import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { column, execute, selectOne, type Executor, type Tx } from './rows.ts';

/** Named settings and cursors kept by the server (alert_state: one jsonb value per name): the alert engine's, the webhook's. */
export class StateRepo {
  constructor(readonly db: Database) {}

  /** The value stored under `name`, of the type its writer stored. */
  async read<T>(name: string, db: Executor = this.db): Promise<T | undefined> {
    const found = await selectOne(db, { value: column.json<T>() }, sql`select value from alert_state where name = ${name}`);
    return found?.value;
  }

  async write(name: string, value: unknown, db: Executor = this.db): Promise<void> {
    await execute(
      db,
      sql`insert into alert_state (name, value, updated_at) values (${name}, ${JSON.stringify(value)}::jsonb, now())
          on conflict (name) do update set value = excluded.value, updated_at = excluded.updated_at`,
    );
  }

  /** Stores `value` unless `name` already has one (the first writer wins). */
  async writeIfAbsent(name: string, value: unknown): Promise<void> {
    await execute(
      this.db,
      sql`insert into alert_state (name, value, updated_at) values (${name}, ${JSON.stringify(value)}::jsonb, now()) on conflict (name) do nothing`,
    );
  }

  async remove(name: string, db: Executor = this.db): Promise<void> {
    await execute(db, sql`delete from alert_state where name = ${name}`);
  }

  /** Places a cursor on the newest live event, unless it is placed already. */
  async placeCursorAtNewestEvent(name: string): Promise<void> {
    await execute(
      this.db,
      sql`insert into alert_state (name, value, updated_at)
          select ${name}, to_jsonb(coalesce(max(id), 0)), now() from live_events
          on conflict (name) do nothing`,
    );
  }

  /** A cursor, locked until the transaction ends; undefined when another transaction holds it. */
  async lockCursor(tx: Tx, name: string): Promise<number | undefined> {
    const found = await selectOne(tx, { value: column.int }, sql`select value from alert_state where name = ${name} for update skip locked`);
    return found?.value;
  }

  async moveCursor(tx: Tx, name: string, to: number): Promise<void> {
    await execute(tx, sql`update alert_state set value = to_jsonb(${to}::bigint), updated_at = now() where name = ${name}`);
  }
}
