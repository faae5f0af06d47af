import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The compiled server (`npm run build:server`), which production runs with plain `node`: the tests that start server
 * processes start this file, so they test what is deployed. The unit and API tests keep the sources.
 */
export const BUILT_SERVER = path.join(root, 'apps/server/dist/main.js');

/** Node's arguments for it, as `npm start` (scripts/start.mjs) and the unit file in docs/deploy.md give them. */
export const BUILT_SERVER_ARGS = ['--max-semi-space-size=2', BUILT_SERVER];

/** Compiles the server from the current sources (about a second; vitest's global setup, before any test). */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
