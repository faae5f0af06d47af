import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fillPgliteDataDir } from '../../apps/server/test/database-templates.ts';

export interface ExtraServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now, chosen by the system (two runs on one machine never share one). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Another app server for tests that need different settings (a placed clock, a failing provider,
 * a form service): a port the system says is free (fixed ports let two runs on one machine answer
 * each other's tests), a fresh data folder filled with the migrated template, the same built web app.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort();
  const dataDir = `.tmp/e2e-extra-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await fillPgliteDataDir(dataDir);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_LOG_N: '10',
      ADMIN_USERNAME: 'e2e_admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOGIN_MAX_PER_ADDRESS: '10000',
      REGISTER_MAX_PER_ADDRESS: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`extra server on ${port} exited: ${stderr}`);
    try {
      if ((await fetch(`${baseURL}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`extra server on ${port} did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
