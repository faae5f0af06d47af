import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER_ARGS } from './built-server.ts';
import { fillServerDataDir } from './database-templates.ts';
import { TEST_SCRYPT_LOG_N } from './databases.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 't7790-process-'));
const started = new Set<ChildProcess>();
// A process still running (its test ran out of time) is stopped before its folder goes.
afterAll(async () => {
  await Promise.all(
    [...started]
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((resolve) => c.once('exit', resolve).kill('SIGKILL'))),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the output matches `pattern`; fails if the process exits first or after a generous deadline. */
  waitFor: (pattern: RegExp, ms?: number) => Promise<RegExpExecArray>;
}

function startServer(env: Record<string, string>, node = process.execPath): Server {
  let output = '';
  const child = spawn(node, BUILT_SERVER_ARGS, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
  started.add(child);
  const watchers = new Set<() => void>();
  const read = (d: Buffer) => {
    output += d;
    for (const watch of [...watchers]) watch();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, ms = 240_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const done = () => {
        watchers.delete(check);
        clearTimeout(deadline);
      };
      const check = () => {
        const m = pattern.exec(output);
        if (m) {
          done();
          resolve(m);
        }
      };
      const deadline = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} in the output within ${ms} ms:\n${output}`));
      }, ms);
      watchers.add(check);
      void exited.then((code) => {
        if (!watchers.has(check)) return;
        done();
        reject(new Error(`exited (${code}) before ${pattern} appeared:\n${output}`));
      });
      check();
    });
  return { child, output: () => output, exited, waitFor };
}

/** The first administrator's sign-in on the server at `port` (answered, not yet read). */
const signInFirstAdmin = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'firstadmin', password: 'adminpass1' }),
  });

async function waitForPort(server: Server): Promise<number> {
  return Number((await server.waitFor(/listening at http:\/\/127\.0\.0\.1:(\d+)/))[1]);
}

describe('the server process', () => {
  // Starting a server process takes seconds, and minutes on a heavily loaded machine: generous deadlines throughout.
  it('refuses to start on a bad setting, naming it', { timeout: 300_000 }, async () => {
    const s = startServer({ PORT: 'not-a-port' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/PORT:/);
  });

  it('creates the first administrator, then finishes in-flight requests on SIGTERM and exits cleanly', async () => {
    // The database from the migrated template: creating and migrating one is most of a start on a busy machine.
    await fillServerDataDir(dataDir);
    const s = startServer({ PORT: '0', ADMIN_USERNAME: 'firstadmin', ADMIN_PASSWORD: 'adminpass1' });
    const port = await waitForPort(s);
    expect(s.output()).toContain('first administrator created');
    // A sign-in spends ~100 ms hashing: send it, then SIGTERM while it is in flight.
    const login = signInFirstAdmin(port);
    // Signal only once the server has the request (its log says so), however loaded the machine is.
    await s.waitFor(/"url":"\/api\/auth\/login"/);
    s.child.kill('SIGTERM');
    const res = await login;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
    expect(await s.exited).toBe(0);

    // The embedded database closed cleanly: it reopens with the admin still there.
    const again = startServer({ PORT: '0', ADMIN_USERNAME: 'firstadmin', ADMIN_PASSWORD: 'adminpass1' });
    const port2 = await waitForPort(again);
    expect(again.output()).not.toContain('first administrator created');
    const relogin = await signInFirstAdmin(port2);
    expect(relogin.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 600_000);
});

/** Whether a process of that id still runs (signal 0 checks without signalling). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `condition` holds, checking every 50 ms; fails after a generous deadline. */
async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("npm start (the README's first command, once installed)", () => {
  it('runs the server on the Node the install brought, and stops it all on a SIGTERM to npm', async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 't7790-npm-start-'));
    let serverPid = 0;
    try {
      await fillServerDataDir(ownDir);
      let output = '';
      const npm = spawn('npm', ['start'], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? tmpdir(),
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'info',
          PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
          DATA_DIR: ownDir,
          // A web folder of its own: `npm start` builds the default one when missing, which the suite's build does.
          WEB_DIST_DIR: '/nonexistent',
        },
      });
      started.add(npm);
      npm.stdout.on('data', (d: Buffer) => (output += d));
      npm.stderr.on('data', (d: Buffer) => (output += d));
      const npmExited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
      await until(() => /listening at http:\/\/127\.0\.0\.1:\d+/.test(output), 'the server listening', 240_000);
      const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
      serverPid = Number(/"pid":(\d+)/.exec(output)![1]);
      expect(serverPid).not.toBe(npm.pid);
      // The server runs on the installed Node (node_modules/node), not on the machine's.
      expect(readlinkSync(`/proc/${serverPid}/exe`)).toBe(realpathSync(path.join(root, 'node_modules/node/bin/node')));
      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

      npm.kill('SIGTERM');
      expect(await npmExited).not.toBeUndefined();
      await until(() => !running(serverPid), 'the server exiting after npm start was sent SIGTERM');
      expect(output).toContain('shutting down');
    } finally {
      // Left running only by a failure above: stopped before its folder goes.
      if (serverPid && running(serverPid)) process.kill(serverPid, 'SIGKILL');
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 600_000);
});
