/**
 * The browser tests' server (started by playwright.config.ts) on a fresh database of its own: with TEST_DATABASE_URL,
 * a copy of the migrated template on that PostgreSQL server (its queries then run beside the server process, not on
 * its one thread, as in production); without it, a fresh embedded PGlite folder.
 */
import { rmSync } from 'node:fs';
import { copyPostgresTemplate } from '../../apps/server/test/database-templates.ts';

const port = process.env.PORT ?? '3210';
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = await copyPostgresTemplate(process.env.TEST_DATABASE_URL, `t7790_e2e_${port}`);
} else {
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}
await import('../../apps/server/src/main.ts');
