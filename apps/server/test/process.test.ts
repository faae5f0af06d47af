import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/src/main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 't7790-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent', ...env },
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForPort(output: () => string): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
    if (m) return Number(m[1]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe('the server process', () => {
  it('refuses to start on a bad setting, naming it', async () => {
    const s = startServer({ PORT: 'not-a-port' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/PORT:/);
  });

  it('creates the first administrator, then finishes in-flight requests on SIGTERM and exits cleanly', async () => {
    const s = startServer({ PORT: '0', ADMIN_USERNAME: 'firstadmin', ADMIN_PASSWORD: 'adminpass1' });
    const port = await waitForPort(s.output);
    expect(s.output()).toContain('first administrator created');
    // A sign-in spends ~100 ms hashing: send it, then SIGTERM while it is in flight.
    const login = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'firstadmin', password: 'adminpass1' }),
    });
    // Signal only once the server has the request (its log says so), however loaded the machine is.
    for (let i = 0; i < 300 && !s.output().includes('"url":"/api/auth/login"'); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    s.child.kill('SIGTERM');
    const res = await login;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
    expect(await s.exited).toBe(0);

    // The embedded database closed cleanly: it reopens with the admin still there.
    const again = startServer({ PORT: '0', ADMIN_USERNAME: 'firstadmin', ADMIN_PASSWORD: 'adminpass1' });
    const port2 = await waitForPort(again.output);
    expect(again.output()).not.toContain('first administrator created');
    const relogin = await fetch(`http://127.0.0.1:${port2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'firstadmin', password: 'adminpass1' }),
    });
    expect(relogin.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);
});
