import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { Agent, buildConnector } from 'undici';

export const root = path.resolve(import.meta.dirname, '../..');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summary(samples: number[]): { n: number; p50: number; p95: number; p99: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 10) / 10;
  return { n: s.length, p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), p99: r(percentile(s, 99)), max: r(s.at(-1) ?? NaN) };
}

/** The compiled server (`npm run build`), as production runs it. */
const BUILT_SERVER = path.join(root, 'apps/server/dist/main.js');

/**
 * The server's command line: the compiled server as production runs it when it is built (BENCH_ENTRY=loader runs the
 * sources through tsx instead), or another entry through tsx (a benchmark's own, with test seams).
 */
function serverArgs(entry: string | undefined): string[] {
  if (entry) return ['--import', 'tsx', entry];
  if (process.env.BENCH_ENTRY !== 'loader' && existsSync(BUILT_SERVER)) return [BUILT_SERVER];
  return ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
}

/** A process's resident memory in KiB, as the kernel counts it. */
export const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Reads a process's resident memory every 100 ms until stopped, and gives the highest reading. */
export function peakRss(pid: number): { stop(): number } {
  let peak = rssKb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(pid));
    } catch {
      // the process has ended
    }
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * Starts the real server (loopback only) in its own process and resolves with its base URL. With
 * `logFile` its output goes to that file, as to a journal, instead of through this process.
 */
export async function startServer(
  env: Record<string, string>,
  options: { logFile?: string; /** Another entry than main.ts (a benchmark's own, with test seams). */ entry?: string } = {},
): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  let output = '';
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", or a V8 memory flag) is given to the server's node.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const log = options.logFile ? openSync(options.logFile, 'a') : null;
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs(options.entry)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
  });
  if (log !== null) closeSync(log);
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const read = () => (options.logFile ? readFileSync(options.logFile, 'utf8') : output);
  // The port is found in the "listening at" line, which needs LOG_LEVEL info or lower.
  for (let i = 0; i < 600; i++) {
    const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(read());
    if (m) {
      const base = m[1]!;
      return {
        base,
        child,
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.on('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${read()}`);
}

export async function api<T = any>(base: string, method: string, p: string, body?: object, token?: string): Promise<T> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, dropped again by `drop`. */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t7790_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * Waits until the live watcher's first look at `eventKey` is saved (a fingerprint, no look pending). The TBA webhook is
 * answered before the watcher asks the provider, and the first look only learns: a change made before it is the one it
 * learns, told to no page and made into no alert.
 */
export async function firstLookSaved(databaseUrl: string, eventKey: string, timeoutMs = 30_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query(
        `select 1 from live_snapshots where event_key = $1 and jsonb_typeof(state) = 'object' and not wake_requested`,
        [eventKey],
      );
      if (rows.length > 0) return;
      if (performance.now() > deadline) throw new Error(`the watcher did not look at ${eventKey} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await client.end();
  }
}

/**
 * Reads a server-sent event stream's blocks ('event: …', 'id: …', 'data: …' lines) as they arrive, until it ends
 * or is aborted; the benchmarks match their events with a look at the text rather than parse every one.
 */
export async function forEachSseBlock(body: unknown, onBlock: (block: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        onBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  } catch {
    // closed at the end
  }
}

/**
 * Visitors per client address in the live load runs: within the app's per-address share of live streams
 * (LIVE_MAX_STREAMS_PER_ADDRESS, unset: max(20, cap/20)) and nginx's (60 per address), so none is refused for it.
 */
export const VISITORS_PER_ADDRESS = 25;

/** The a-th client address: 127.0.10.1, 127.0.10.2, … (all loopback; Linux routes 127.0.0.0/8 to lo). */
export const clientAddress = (a: number) => `127.0.${10 + Math.floor(a / 200)}.${1 + (a % 200)}`;

/**
 * Clients from loopback addresses of their own, so the per-address shares of the app and nginx apply as in
 * production: one undici Agent per address (a throwaway front's TLS certificate accepted), all closed by `close`.
 */
export class LoopbackClients {
  private readonly agents = new Map<string, Agent>();

  constructor(private readonly perAddress = VISITORS_PER_ADDRESS) {}

  /** Connections from `localAddress` (e.g. 127.0.0.1 for the benchmark's own requests). */
  from(localAddress: string): Agent {
    let agent = this.agents.get(localAddress);
    if (!agent) {
      const connector = buildConnector({ rejectUnauthorized: false });
      agent = new Agent({ connections: null, pipelining: 0, connect: (opts, cb) => connector({ ...opts, localAddress } as typeof opts, cb) });
      this.agents.set(localAddress, agent);
    }
    return agent;
  }

  /** Visitor i's connections: `perAddress` visitors to each client address, in order. */
  visitor(i: number): Agent {
    return this.from(clientAddress(Math.floor(i / this.perAddress)));
  }

  async close(): Promise<void> {
    for (const agent of this.agents.values()) await agent.close().catch(() => {});
    this.agents.clear();
  }
}

/** What a benchmark does with one accepted visitor stream. */
export interface VisitorStream {
  /** Each block but `event: ready`, as it arrives. */
  onBlock(block: string): void;
  /** Once it is ready, or ended before it was. */
  onReady?(): void;
  /** When it ends (closed by the server or the benchmark). */
  onEnd?(): void;
}

/**
 * Opens `count` visitors' live streams (GET /api/live/stream, no account), 50 at a time, visitor i from its own
 * loopback address (`loopback.visitor(i)`), each abortable through `controllers`; `onStream(i)` says what to do with
 * visitor i's stream once it is accepted. Resolves when every accepted stream is ready; answers how many were refused.
 */
export async function openVisitorStreams(options: {
  base: string;
  count: number;
  topicsOf: (i: number) => string;
  loopback: LoopbackClients;
  controllers: AbortController[];
  fetch: (url: string, init: { dispatcher: Agent; signal: AbortSignal }) => Promise<{ status: number; body: unknown; text(): Promise<string> }>;
  onStream: (i: number) => VisitorStream;
}): Promise<{ refused: number }> {
  let refused = 0;
  await pool(
    Array.from({ length: options.count }, (_, i) => i),
    50,
    async (i) => {
      const controller = new AbortController();
      options.controllers.push(controller);
      const res = await options.fetch(`${options.base}/api/live/stream?topics=${options.topicsOf(i)}`, {
        dispatcher: options.loopback.visitor(i),
        signal: controller.signal,
      });
      if (res.status !== 200) {
        refused++;
        await res.text();
        return;
      }
      const stream = options.onStream(i);
      let ready: () => void = () => {};
      const isReady = new Promise<void>((r) => (ready = r));
      void forEachSseBlock(res.body, (block) => (block.startsWith('event: ready') ? ready() : stream.onBlock(block))).finally(() => {
        stream.onEnd?.();
        ready();
      });
      await isReady;
      stream.onReady?.();
    },
  );
  return { refused };
}
