import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fillServerDataDir } from '../../apps/server/test/database-templates.ts';

export interface ExtraServer {
  baseURL: string;
  /** What the server wrote until it listened. */
  startOutput: string;
  stop(): Promise<void>;
}

/** How long an extra server may take to start listening: seconds alone, minutes on a machine running other work. */
export const EXTRA_SERVER_START_MS = 200_000;

/**
 * Another app server for tests that need different settings (a placed clock, a failing provider,
 * a form service): on a port the server itself takes from the system and reports (a port probed
 * free beforehand can be taken by another process before the server binds it, and fixed ports let
 * two runs on one machine answer each other's tests), with a fresh data folder filled with the
 * migrated template, and the same built web app, run as production runs it: the compiled server (`npm run build`
 * makes it) with plain `node`. `stop` ends it and removes its folder.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const dataDir = `.tmp/e2e-extra-${process.pid}-${randomBytes(4).toString('hex')}`;
  await fillServerDataDir(dataDir);
  // TEST_SERVER_NODE: the browser tests' servers on another Node binary, to try one by hand (CI does not set it).
  const child: ChildProcess = spawn(process.env.TEST_SERVER_NODE ?? process.execPath, ['--max-semi-space-size=2', 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PASSWORD_SCRYPT_LOG_N: '10',
      ADMIN_USERNAME: 'e2e_admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOGIN_MAX_PER_ADDRESS: '10000',
      REGISTER_MAX_PER_ADDRESS: '10000',
      ...env,
      PORT: '0',
      // Info is the level of the line that names the port.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let port: number | undefined;
  const listening = new Promise<number>((resolve, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`extra server did not start within ${EXTRA_SERVER_START_MS} ms: ${output}`)),
      EXTRA_SERVER_START_MS,
    );
    const read = (chunk: Buffer) => {
      // Once the port is known the output is only drained (the server logs every request at this level).
      if (port !== undefined) return;
      output += String(chunk);
      const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!found) return;
      port = Number(found[1]);
      clearTimeout(deadline);
      resolve(port);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(deadline);
      reject(new Error(`extra server exited before it listened: ${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await listening;
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL: `http://127.0.0.1:${port}`, startOutput: output, stop };
}
