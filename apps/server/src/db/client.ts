import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { pglitePubSub, postgresPubSub, type NotificationHandler } from './notifications.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** A plain SQL query returning rows, for the few places that need one. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** LISTEN on a channel (across every instance sharing the database); resolves to a function that stops it. */
  listen(channel: string, handler: NotificationHandler, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel; delivered to every listener of every instance, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `openPglite` can start from. */
  dumpDataDir?(): Promise<Blob>;
}

/** Closing twice (shutdown after a failure, tests) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant shared by all instances: serialises migrations when several start together. */
const MIGRATION_LOCK_ID = 7790_0001;

/**
 * PGlite in `dataDir`, or in memory without one. `loadDataDir` starts an in-memory database from a saved data
 * directory (`PGlite.dumpDataDir`) instead of creating one, which skips initdb: tests start from a migrated copy.
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create({ loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const pubsub = pglitePubSub(client);
  return {
    db,
    engine: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    listen: pubsub.listen,
    notify: pubsub.notify,
    close: once(() => client.close()),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  // A connection attempt to an unreachable host fails after 5 s instead of holding the request.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process. The pool reports idle ones here and replaces them;
  // a checked-out one (inside a transaction, between two statements) reports on the client itself, which
  // the pool does not listen to while it is lent out: its query fails, and the pool discards it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const pubsub = postgresPubSub(connectionString, pool);
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    engine: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    listen: pubsub.listen,
    notify: pubsub.notify,
    close: once(async () => {
      await pubsub.close();
      await pool.end();
    }),
  };
}

/** Where the embedded database lives inside the server's data folder (DATA_DIR). */
export function pgliteFolder(dataDir: string): string {
  return `${dataDir}/pglite`;
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(pgliteFolder(options.dataDir));
}
