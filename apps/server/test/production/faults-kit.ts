import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BUILT_SERVER_ARGS } from '../built-server.ts';
import { fillServerDataDir } from '../database-templates.ts';
import { TEST_SCRYPT_LOG_N } from '../databases.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns something other than undefined/false, or fails after `ms` naming `what`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
  every = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await sleep(every);
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One real server process (`node apps/server/dist/main.js`, the compiled server), as production runs it. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM and wait for the exit; harmless when it already exited. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** How long a server process may take to start listening. Tests that start one allow for it in their timeouts. */
export const START_DEADLINE_MS = 240_000;

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (env.DATA_DIR && !env.DATABASE_URL) await fillServerDataDir(env.DATA_DIR);
  let output = '';
  const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
  running.add(child);
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Fastify logs "Server listening at ..." at info level: the port comes from that line.
  // A generous deadline: a start takes seconds alone, and minutes on a machine running two suites at once.
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (m) return { base: m[1]!, child, output: () => output, exited, stop };
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Every server process this file started and did not stop, stopped (afterAll). */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.on('exit', r)));
    }),
  );
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

/** One HTTP call; a refused or cut connection answers status 0 with the error text. */
export async function api<T = any>(
  base: string,
  method: string,
  p: string,
  body?: unknown,
  token?: string,
  timeoutMs = 15_000,
): Promise<ApiAnswer<T>> {
  try {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (HTML pages)
    }
    return { status: res.status, body: parsed as T };
  } catch (err) {
    return { status: 0, body: String((err as Error).cause ?? err) as T };
  }
}

/** Like `api`, but anything other than 2xx throws. */
export async function ok<T = any>(base: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await api<T>(base, method, p, body, token);
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A fresh database on the shared PostgreSQL server (TEST_DATABASE_URL), and a way to drop it. */
export async function freshDatabase(prefix: string, adminUrl = process.env.TEST_DATABASE_URL!): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t7790_${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** Rows of one query on a database, over a short-lived connection of the test's own. */
export async function queryRows<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server binaries of this machine (Debian layout), newest first; null when absent. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')) && existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0]!, 'bin') : null;
}

/**
 * A private PostgreSQL cluster in a temporary folder on a port of its own, which a test may stop and
 * start at will (the shared server at 5432 is never touched). Runs as the postgres OS user when the
 * test runs as root, since PostgreSQL refuses to run as root.
 */
export class PrivateCluster {
  readonly dir: string;
  readonly port: number;
  private readonly bin: string;
  private readonly asRoot = process.getuid?.() === 0;

  private constructor(bin: string, dir: string, port: number) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(bin: string): Promise<PrivateCluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 't7790-pgcluster-'));
    const cluster = new PrivateCluster(bin, dir, await freePort());
    if (cluster.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    cluster.run('initdb', ['-D', cluster.data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    return cluster;
  }

  private get data(): string {
    return path.join(this.dir, 'data');
  }

  private run(tool: string, args: string[]): string {
    const command = path.join(this.bin, tool);
    const [file, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  }

  private get options(): string[] {
    return ['-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`];
  }

  start(): void {
    this.run('pg_ctl', ['-D', this.data, '-l', path.join(this.dir, 'server.log'), '-w', '-t', '60', ...this.options, 'start']);
  }

  /** `pg_ctl restart -m fast`: every connection is cut, then the server comes back. */
  restart(): void {
    this.run('pg_ctl', ['-D', this.data, '-l', path.join(this.dir, 'server.log'), '-m', 'fast', '-w', '-t', '60', ...this.options, 'restart']);
  }

  stop(): void {
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  running(): boolean {
    try {
      this.run('pg_ctl', ['-D', this.data, 'status']);
      return true;
    } catch {
      return false;
    }
  }

  destroy(): void {
    try {
      if (this.running()) this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
