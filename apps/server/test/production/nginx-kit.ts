import { execFileSync, spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Agent, fetch as undiciFetch } from 'undici';
import { buildApp } from '../../src/app.ts';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { testSettings } from '../databases.ts';
import { freePort, freshDatabase, startServer, type ServerProcess } from './faults-kit.ts';

/**
 * The committed nginx configuration in front of app instances on one PostgreSQL database, as in
 * production. Used by the deployment tests and by scripts/bench/competition-day.ts.
 */
export const NGINX_CONFIG = path.resolve(import.meta.dirname, '../../../../deploy/nginx/team7790.conf');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));

export { freePort } from './faults-kit.ts';

/** A fresh database on the PostgreSQL server at TEST_DATABASE_URL (or `adminUrl`), and a way to drop it. */
export const sharedDatabase = (adminUrl = process.env.TEST_DATABASE_URL!) => freshDatabase('nginx', adminUrl);

export interface NginxFront {
  /** https://127.0.0.1:PORT, the address clients use. */
  https: string;
  /** http://127.0.0.1:PORT, which redirects to HTTPS. */
  http: string;
  dir: string;
  /** Accepts the front's self-signed certificate. */
  tls: Agent;
  /** `fetch` through the front, trusting its certificate. */
  fetch: typeof undiciFetch;
  /** `nginx -t` on the written configuration. */
  check(): SpawnSyncReturns<string>;
  /** Starts nginx and waits until it answers. */
  start(): Promise<void>;
  /** The nginx master process, once started. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** nginx `worker_connections` (the tests need few; a load run needs many). */
  workerConnections?: number;
  workerProcesses?: number;
  /** Replaces the committed config's cap on live streams through this front (`limit_conn team7790_live_all`). */
  liveStreams?: number;
  /** Replaces the committed config's cap on one client network's live streams (`limit_conn team7790_live_address`). */
  liveStreamsPerAddress?: number;
  /**
   * A header from which nginx takes the client's address when the connection comes from this machine (the realip
   * module, as a load balancer in front of nginx would), so a test can speak from any address.
   */
  clientAddressHeader?: string;
}

/**
 * Writes deploy/nginx/team7790.conf with only addresses, ports, upstream list and certificate paths
 * changed for this machine (and a throwaway self-signed certificate), ready to `start()`.
 */
export async function nginxFront(upstreamPorts: number[], options: NginxOptions = {}): Promise<NginxFront> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 't7790-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const committed = readFileSync(NGINX_CONFIG, 'utf8');
  // The committed upstream lists 127.0.0.1:3001 and :3002; keep its per-server options for each port here.
  const serverLine = /^(\s*)server 127\.0\.0\.1:3001(.*)$/m.exec(committed);
  if (!serverLine || !committed.includes('server 127.0.0.1:3002')) throw new Error('deploy/nginx/team7790.conf: upstream servers not found');
  const servers = upstreamPorts.map((port) => `${serverLine[1]}server 127.0.0.1:${port}${serverLine[2]}`).join('\n');
  const site = committed
    .replace(/^\s*server 127\.0\.0\.1:3002.*\n/m, '')
    .replace(serverLine[0], servers)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${path.join(dir, 'cert.pem')};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${path.join(dir, 'key.pem')};`)
    .replace(/limit_conn team7790_live_all \d+;/, (line) => (options.liveStreams ? `limit_conn team7790_live_all ${options.liveStreams};` : line))
    .replace(/limit_conn team7790_live_address \d+;/, (line) =>
      options.liveStreamsPerAddress ? `limit_conn team7790_live_address ${options.liveStreamsPerAddress};` : line,
    );
  writeFileSync(path.join(dir, 'team7790.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes ${options.workerProcesses ?? 1};
worker_rlimit_nofile ${Math.max(1024, (options.workerConnections ?? 64) * 2)};
pid ${dir}/nginx.pid;
events { worker_connections ${options.workerConnections ?? 64}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
${options.clientAddressHeader ? `  set_real_ip_from 127.0.0.1;\n  real_ip_header ${options.clientAddressHeader};\n` : ''}  include ${dir}/team7790.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const tls = new Agent({ connect: { rejectUnauthorized: false } });
  const https = `https://127.0.0.1:${httpsPort}`;
  let child: ChildProcess | undefined;
  const through = ((url: Parameters<typeof undiciFetch>[0], init: Parameters<typeof undiciFetch>[1] = {}) =>
    undiciFetch(url, { dispatcher: tls, ...init })) as typeof undiciFetch;
  return {
    https,
    http: `http://127.0.0.1:${httpPort}`,
    dir,
    tls,
    fetch: through,
    check: () => spawnSync(NGINX!, ['-t', ...args], { encoding: 'utf8' }),
    pid: () => child?.pid,
    async start() {
      child = spawn(NGINX!, args, { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        const res = await through(`${https}/api/health/live`).catch(() => null);
        if (res?.status === 200) return;
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`nginx did not answer:\n${existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
    },
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await tls.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Instance {
  name: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  port: number;
}

export interface InstancesBehindNginx {
  instances: Instance[];
  front: NginxFront;
  /** The database of the first instance (all share one). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Each answer names the instance that gave it (a header the test adds, not the product). */
export const INSTANCE_HEADER = 'x-test-instance';

/**
 * `count` in-process app instances on one fresh PostgreSQL database, each with its own pool, listening
 * on loopback, with the committed nginx configuration written in front of them (not yet started unless
 * `start`). The first administrator is coach / coachpass.
 */
export async function instancesBehindNginx(
  options: {
    count?: number;
    settings?: Record<string, string>;
    now?: () => Date;
    start?: boolean;
    pushServiceStandIns?: string[];
    nginx?: NginxOptions;
  } = {},
): Promise<InstancesBehindNginx> {
  const database = await sharedDatabase();
  const instances: Instance[] = [];
  let front: NginxFront | undefined;
  const close = async () => {
    await front?.stop();
    for (const t of instances) await t.app.close();
    await database.drop();
  };
  try {
    for (let i = 0; i < (options.count ?? 2); i++) {
      const name = String.fromCharCode(97 + i);
      const handle = await openPostgres(database.url, 5);
      const app = await buildApp({
        settings: testSettings({ TRUST_PROXY: 'true', ...options.settings }),
        database: handle,
        logger: false,
        now: options.now,
        pushServiceStandIns: options.pushServiceStandIns,
      });
      app.addHook('onSend', async (_request, reply) => {
        reply.header(INSTANCE_HEADER, name);
      });
      await app.ready();
      instances.push({ name, app, database: handle, port: 0 });
    }
    await instances[0]!.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
    for (const t of instances) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      t.port = (t.app.server.address() as { port: number }).port;
    }
    front = await nginxFront(
      instances.map((t) => t.port),
      options.nginx,
    );
    if (options.start) await front.start();
    return { instances, front, database: instances[0]!.database, close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

/** One compiled server process behind the front. */
export interface BuiltInstance {
  name: string;
  /** http://127.0.0.1:PORT, the instance itself (its metrics are readable from this machine). */
  base: string;
  port: number;
  process: ServerProcess;
}

export interface BuiltInstancesBehindNginx {
  instances: BuiltInstance[];
  front: NginxFront;
  /** The database the instances share. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * `count` compiled server processes (`node apps/server/dist/main.js`, as production runs them) on one fresh PostgreSQL
 * database, with the committed nginx configuration written in front of them and started. The first administrator
 * is coach / coachpass, made by the first instance's start.
 */
export async function builtInstancesBehindNginx(
  options: { count?: number; settings?: Record<string, string>; nginx?: NginxOptions } = {},
): Promise<BuiltInstancesBehindNginx> {
  const database = await sharedDatabase();
  const instances: BuiltInstance[] = [];
  let front: NginxFront | undefined;
  const close = async () => {
    await front?.stop();
    await Promise.all(instances.map((t) => t.process.stop()));
    await database.drop();
  };
  try {
    for (let i = 0; i < (options.count ?? 2); i++) {
      // One after the other: the first start makes the schema and the administrator.
      const process = await startServer({
        DATABASE_URL: database.url,
        TRUST_PROXY: 'true',
        ADMIN_USERNAME: 'coach',
        ADMIN_PASSWORD: 'coachpass',
        ...options.settings,
      });
      instances.push({ name: String.fromCharCode(97 + i), base: process.base, port: Number(new URL(process.base).port), process });
    }
    front = await nginxFront(
      instances.map((t) => t.port),
      options.nginx,
    );
    await front.start();
    return { instances, front, databaseUrl: database.url, close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}
