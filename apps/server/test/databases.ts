import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { parseSettings, type Settings } from '../src/settings.ts';
import { openTestDatabase, type Engine } from './database-templates.ts';

export { copyPostgresTemplate, openTestDatabase, prepareTemplates, type Engine } from './database-templates.ts';

/**
 * scrypt at its lowest cost in tests: they make thousands of accounts, and what they prove does not depend on the cost
 * (tokens.test.ts and settings.test.ts hold the production cost).
 */
export const TEST_SCRYPT_LOG_N = '10';

/** Database tests run on embedded PGlite always, and also on the PostgreSQL server when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function testSettings(overrides: Record<string, string> = {}): Settings {
  return parseSettings({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
    // Every stream a test opens comes from 127.0.0.1, some tests fifty at once; stream-opens.test.ts sets its own.
    LIVE_STREAM_OPENS_PER_MINUTE: '100000',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export type TestAppOptions = { settings?: Record<string, string> } & Partial<Omit<AppOptions, 'settings' | 'database'>>;

/** The real app on a fresh database, for `app.inject` requests. */
export async function buildTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const { settings, ...rest } = options;
  const app = await buildApp({ settings: testSettings(settings), database, logger: false, ...rest });
  await app.ready();
  return { app, database, close: () => app.close() };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literalName = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * Remembers every row and sequence of the database as it is now; the function it answers puts them back, whatever
 * was written since, in one statement. Foreign keys are not checked while the rows go back (they held when taken).
 */
export async function restorePoint(database: DatabaseHandle): Promise<() => Promise<void>> {
  const tables = await database.query<{ name: string; columns: string[] }>(
    `select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`,
  );
  const sequences = await database.query<{ name: string }>(
    `select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
  );
  // Every table's rows and every sequence's place in one query.
  const parts = [
    ...tables.map((t) => `'t:' || ${literalName(t.name)}, (select json_agg(x) from ${quote(t.name)} x)`),
    ...sequences.map(
      (q) =>
        `'s:' || ${literalName(q.name)}, (select json_build_object('last_value', last_value::text, 'is_called', is_called) from ${quote(q.name)})`,
    ),
  ];
  // json_build_object takes at most 100 arguments: 40 pairs an object, joined as jsonb.
  const objects: string[] = [];
  for (let i = 0; i < parts.length; i += 40) objects.push(`json_build_object(${parts.slice(i, i + 40).join(', ')})::jsonb`);
  const [taken] = await database.query<{ all: string }>(`select (${objects.join(' || ') || `'{}'::jsonb`})::text as all`);
  const all = JSON.parse(taken!.all) as Record<string, unknown>;
  const rows = new Map<string, string>();
  for (const table of tables) {
    const value = all[`t:${table.name}`];
    if (value) rows.set(table.name, JSON.stringify(value));
  }
  const positions = new Map<string, { last_value: string; is_called: boolean }>();
  for (const { name } of sequences) positions.set(name, all[`s:${name}`] as { last_value: string; is_called: boolean });

  // One statement, so one round trip: a block that empties every table (delete is far quicker than truncate on tables
  // this small), puts the rows back and places the sequences. The rows travel as dollar-quoted JSON.
  const tag = `r${randomBytes(6).toString('hex')}`;
  const literal = (json: string) => {
    if (json.includes(`$${tag}$`)) throw new Error('restorePoint: the rows contain the quoting tag');
    return `$${tag}$${json}$${tag}$`;
  };
  const statements = [`perform set_config('session_replication_role', 'replica', true);`];
  for (const table of tables) statements.push(`delete from ${quote(table.name)};`);
  for (const table of tables) {
    const json = rows.get(table.name);
    if (!json) continue;
    const columns = table.columns.map(quote).join(', ');
    statements.push(
      `insert into ${quote(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quote(table.name)}, ${literal(json)}::json);`,
    );
  }
  for (const [name, { last_value, is_called }] of positions) {
    statements.push(`perform setval('${quote(name).replaceAll("'", "''")}', ${BigInt(last_value)}, ${is_called});`);
  }
  const block = `do $do_${tag}$ begin ${statements.join('\n')} end $do_${tag}$`;
  return async () => {
    await database.query(block);
  };
}

export interface TestWorld<T> extends TestApp {
  /** What `setup` answered. */
  readonly given: T;
}

/**
 * One app on one database for a describe block, put back before every test to the state `setup` left it in, so each
 * test starts from the same world whatever ran before it, and passes alone or shuffled. The app stays (its caches hold
 * provider data, not the database's), only the rows go back. Use inside `describe`; read fields in hooks and tests.
 */
export function useTestWorld<T = void>(engine: Engine, options: TestAppOptions = {}, setup?: (t: TestApp) => Promise<T>): TestWorld<T> {
  let current: TestApp | undefined;
  let given: T;
  let restore: (() => Promise<void>) | undefined;
  let fresh = true;
  beforeAll(async () => {
    current = await buildTestApp(engine, options);
    given = (await setup?.(current)) as T;
    restore = await restorePoint(current.database);
  });
  beforeEach(async () => {
    if (!fresh) await restore!();
    fresh = false;
  });
  afterAll(() => current?.close());
  const need = () => {
    if (!current) throw new Error('useTestWorld: read the world in a hook or a test, not while collecting');
    return current;
  };
  return {
    get app() {
      return need().app;
    },
    get database() {
      return need().database;
    },
    get given() {
      need();
      return given;
    },
    close: () => need().close(),
  };
}
