import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A transaction, as `Database.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Whatever runs a query: the database itself or an open transaction. */
export type Executor = Database | Tx;

/** Raw rows from drizzle's `execute`, whichever driver is underneath. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as either driver returns it (a Date from node-postgres, a string from some PGlite paths), as ISO text. */
export const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
