import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { parseSettings, type Settings } from '../src/settings.ts';

export type Engine = 'pglite' | 'postgres';

/** Database tests run on embedded PGlite always, and also on the PostgreSQL server when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database of its own; `close` drops it. */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPglite(undefined);

  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t7790_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export function testSettings(overrides: Record<string, string> = {}): Settings {
  return parseSettings({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` requests. */
export async function buildTestApp(
  engine: Engine,
  options: { settings?: Record<string, string> } & Partial<Omit<AppOptions, 'settings' | 'database'>> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const { settings, ...rest } = options;
  const app = await buildApp({ settings: testSettings(settings), database, logger: false, ...rest });
  await app.ready();
  return { app, database, close: () => app.close() };
}
