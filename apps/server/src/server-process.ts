import { fileURLToPath } from 'node:url';
import { buildApp, type AppOptions } from './app.ts';
import { openDatabase } from './db/client.ts';
import { warmFirstPages } from './features/site/warm-pages.ts';
import { parseSettings, SettingsError } from './settings.ts';

/**
 * The server as a process: settings from the environment, the database, the first administrator, signal
 * handling, listening, and the alert worker. `main.ts` runs it as it is; a benchmark may add test seams.
 */
export async function runServerProcess(seams: Pick<AppOptions, 'pushServiceStandIns'> = {}): Promise<void> {
  let settings;
  try {
    settings = parseSettings({
      ...process.env,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    });
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const app = await buildApp({ settings, database, ...seams });

  if (settings.ADMIN_USERNAME && settings.ADMIN_PASSWORD) {
    const outcome = await app.services.accounts.ensureFirstAdmin(settings.ADMIN_USERNAME, settings.ADMIN_PASSWORD);
    if (outcome === 'created') app.log.info({ username: settings.ADMIN_USERNAME }, 'first administrator created');
    if (outcome === 'name-taken') {
      app.log.error({ username: settings.ADMIN_USERNAME }, 'ADMIN_USERNAME is taken by an existing account; no administrator was created');
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Listening (and so ready) only once the first visitor's likely pages can be drawn from memory.
  await app.ready();
  const warm = await warmFirstPages(app);
  app.log.info(warm, warm.complete ? 'first pages warmed' : 'warming the first pages ran out of time; listening anyway');
  await app.listen({ port: settings.PORT, host: settings.HOST });
  // Favourite-team and chat alerts; stopped by app.close() on shutdown.
  await app.services.alerts.worker.start();
  app.log.info(`database: ${database.engine === 'pglite' ? `embedded PGlite in ${settings.DATA_DIR}` : 'PostgreSQL server'}`);
}
