import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * Fresh migrated databases for tests, copied from a template made once: used by the API tests (databases.ts) and by
 * the browser tests' server. Imports nothing of the test runner.
 */
const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const migrationsFolder = join(repoRoot, 'apps/server/src/db/migrations');
const templateFolder = join(repoRoot, '.tmp/test-templates');

/**
 * Names the migrated template: the migrations and the PGlite version it was made with. A changed migration makes a
 * new one, so a template is never stale; old ones are small and harmless.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  hash.update(JSON.parse(readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, made once and kept under .tmp (creating and migrating takes 3-6 s, loading the
 * saved one about 1 s). Two workers making it at once both write whole files by rename, so either copy is good.
 */
function pgliteTemplateBlob(): Promise<Blob> {
  return (pgliteTemplate ??= (async () => {
    const file = join(templateFolder, `pglite-${templateKey()}.tar`);
    if (!existsSync(file)) {
      const fresh = await openPglite(undefined);
      const blob = await fresh.dumpDataDir!();
      await fresh.close();
      mkdirSync(templateFolder, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })());
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database on the server to copy with `create database … template`, made once (under an advisory lock, so
 * parallel workers and runs wait for one another) and kept: copying it is far quicker than migrating.
 */
function postgresTemplateName(adminUrl: string): Promise<string> {
  return (postgresTemplate ??= (async () => {
    const name = `t7790_template_${templateKey()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(77900002)');
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        // Made under another name and renamed when whole, so an interrupted run never leaves a half-made template.
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists "${partial}" with (force)`);
        await admin.query(`create database "${partial}"`);
        const url = new URL(adminUrl);
        url.pathname = `/${partial}`;
        const handle = await openPostgres(url.toString(), 2);
        await handle.close();
        await admin.query(`alter database "${partial}" rename to "${name}"`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(77900002)').catch(() => {});
      await admin.end();
    }
    return name;
  })());
}

/**
 * A server process's PGlite folder, filled with the migrated template before the process starts (about 2 s, where
 * creating and migrating a folder takes 8-12 s on a quiet machine and minutes on a busy one). A folder that already
 * exists is left as it is.
 */
export async function fillPgliteDataDir(dir: string): Promise<void> {
  if (existsSync(dir)) return;
  const client = await PGlite.create(dir, { loadDataDir: await pgliteTemplateBlob() });
  await client.close();
}

/** Made before any worker starts (vitest's globalSetup), so workers only copy it. */
export async function prepareTemplates(): Promise<void> {
  await pgliteTemplateBlob();
  if (process.env.TEST_DATABASE_URL) await postgresTemplateName(process.env.TEST_DATABASE_URL);
}

/** Makes database `name` (dropping any of that name first) as a copy of the template; answers its URL. */
export async function copyPostgresTemplate(adminUrl: string, name: string): Promise<string> {
  const template = await postgresTemplateName(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database of its own, copied from the template; `close` drops it. */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPglite(undefined, { loadDataDir: await pgliteTemplateBlob() });

  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t7790_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const handle = await openPostgres(await copyPostgresTemplate(adminUrl, name), 5);
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
