import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a built server (`apps/server/dist/main.js` of the checkout `dir`) with these settings and waits until it
 * answers `readyUrl`. A start warms its first pages before it listens, which on a busy machine (a test suite beside
 * it) took over a minute: this waits up to ten minutes, and stops at once if the server exits.
 */
export async function startBuiltServer(dir: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(readyUrl)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(server.exitCode === null ? 'server did not start within ten minutes' : `server exited with code ${server.exitCode}`);
}
