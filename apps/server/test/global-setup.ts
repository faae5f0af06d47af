import { buildServer } from './built-server.ts';
import { prepareTemplates } from './database-templates.ts';

/**
 * Vitest's global setup: the migrated template databases are made once, before any worker opens one, and the server
 * is compiled from the sources under test for the tests that start it as production does.
 */
export default async function setup(): Promise<void> {
  buildServer();
  await prepareTemplates();
}
