import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, pgliteFolder, type DatabaseHandle } from '../src/db/client.ts';

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

let pgliteTemplateDir: Promise<string> | undefined;

/**
 * The migrated template as a PGlite folder, made once from the saved one and kept beside it: a server's folder is then
 * a plain copy of it (a fraction of a second, where loading the saved one into a new folder takes seconds of CPU). Made
 * under a name of its own and renamed when whole; should another worker's be there first, that one is used.
 */
function pgliteTemplateFolder(): Promise<string> {
  return (pgliteTemplateDir ??= (async () => {
    const folder = join(templateFolder, `pglite-${templateKey()}`);
    if (!existsSync(folder)) {
      const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
      mkdirSync(partial, { recursive: true });
      const client = await PGlite.create(partial, { loadDataDir: await pgliteTemplateBlob() });
      await client.close();
      try {
        renameSync(partial, folder);
      } catch {
        rmSync(partial, { recursive: true, force: true });
      }
    }
    return folder;
  })());
}

/**
 * A server process's embedded database, copied from the migrated template before the process starts (where creating
 * and migrating one is most of a start: 20 s of 27 s on a loaded machine). `dataDir` is the server's DATA_DIR; the
 * database goes where the server opens it. One that already exists is left as it is.
 */
export async function fillServerDataDir(dataDir: string): Promise<void> {
  const dir = pgliteFolder(dataDir);
  if (existsSync(dir)) return;
  cpSync(await pgliteTemplateFolder(), dir, { recursive: true });
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
