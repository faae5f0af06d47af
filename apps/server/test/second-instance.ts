import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { testSettings, type TestApp } from './databases.ts';

/**
 * A second app instance on the database of `first`, as a second server process would be: on PostgreSQL with its own
 * pool and its own LISTEN connection; on PGlite (one in-process connection) sharing the handle, with its own hub,
 * caches and timers. Close it before the first.
 */
export async function secondInstance(
  first: TestApp,
  options: { settings?: Record<string, string> } & Partial<Omit<AppOptions, 'settings' | 'database'>> = {},
): Promise<FastifyInstance> {
  let database: DatabaseHandle;
  if (first.database.engine === 'postgres') {
    const [{ name }] = (await first.database.query<{ name: string }>('select current_database() as name')) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 5);
  } else {
    // The first instance closes the shared PGlite.
    database = { ...first.database, close: async () => {} };
  }
  const { settings, ...rest } = options;
  const app = await buildApp({ settings: testSettings(settings), database, logger: false, ...rest });
  await app.ready();
  return app;
}

/** Listens on a free loopback port; answers the base address. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
