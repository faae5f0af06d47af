import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { testSettings } from '../databases.ts';

const CONFIG = path.resolve(import.meta.dirname, '../../../../deploy/nginx/team7790.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** A fresh database on the PostgreSQL server, and a way to drop it. */
async function sharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t7790_nginx_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

// .ci/run installs nginx and starts PostgreSQL; the two instances share one database, as in production.
describe.skipIf(!NGINX || !process.env.TEST_DATABASE_URL)('deploy/nginx/team7790.conf in front of two instances on one PostgreSQL (needs nginx and TEST_DATABASE_URL)', () => {
  let dir = '';
  const tls = new Agent({ connect: { rejectUnauthorized: false } });
  const instances: Instance[] = [];
  let database: Awaited<ReturnType<typeof sharedDatabase>> | undefined;
  let nginx: ChildProcess | undefined;
  let https = '';
  let http = '';
  const nginxArgs = () => ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 't7790-nginx-'));
    chmodSync(dir, 0o755);
    for (const sub of ['body', 'proxy']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    database = await sharedDatabase();
    for (let i = 0; i < 2; i++) {
      const handle = await openPostgres(database.url, 5);
      const app = await buildApp({ settings: testSettings({ TRUST_PROXY: 'true' }), database: handle, logger: false });
      await app.ready();
      instances.push({ app, database: handle });
    }
    await instances[0]!.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
    const [a, b] = [await listening(instances[0]!.app), await listening(instances[1]!.app)];
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    http = `http://127.0.0.1:${httpPort}`;
    https = `https://127.0.0.1:${httpsPort}`;
    // The committed file, with only addresses, ports and certificate paths changed for this machine.
    const site = readFileSync(CONFIG, 'utf8')
      .replace('server 127.0.0.1:3001', `server 127.0.0.1:${a}`)
      .replace('server 127.0.0.1:3002', `server 127.0.0.1:${b}`)
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${path.join(dir, 'cert.pem')};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${path.join(dir, 'key.pem')};`);
    writeFileSync(path.join(dir, 'team7790.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
  include ${dir}/team7790.conf;
}
`,
    );
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const t of instances) await t.app.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    const check = spawnSync(NGINX!, ['-t', ...nginxArgs()], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.status).toBe(0);
  });

  it('serves over TLS, spreads requests over both instances, and sends plain HTTP to HTTPS', async () => {
    nginx = spawn(NGINX!, nginxArgs(), { stdio: 'ignore' });
    await expect.poll(async () => (await fetch(`${https}/api/health/live`, { dispatcher: tls }).catch(() => null))?.status, { timeout: 5000 }).toBe(200);

    const plain = await fetch(`${http}/api/health/live`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);

    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${https}/api/health/ready`, { dispatcher: tls });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    }
    for (const t of instances) {
      const metrics = (await t.app.inject('/api/metrics')).body;
      expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status_code="200"\} [1-9]/);
    }
  });

  it('hides the metrics from the internet', async () => {
    expect((await fetch(`${https}/api/metrics`, { dispatcher: tls })).status).toBe(404);
  });

  it('records the real client address, whatever X-Forwarded-For the client sends', async () => {
    const res = await fetch(`${https}/api/auth/login`, {
      dispatcher: tls,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      body: JSON.stringify({ username: 'coach', password: 'coachpass' }),
    });
    expect(res.status).toBe(200);
    const sessions = await instances[0]!.database.query<{ ip: string }>('select ip_address as ip from sessions');
    expect(sessions.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  it('passes live stream events through at once, whichever instance holds the stream', async () => {
    const login = await fetch(`${https}/api/auth/login`, {
      dispatcher: tls,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'coach', password: 'coachpass' }),
    });
    const { token } = (await login.json()) as { token: string };
    const ticketRes = await fetch(`${https}/api/chat/notifications/stream-ticket`, {
      dispatcher: tls,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ticketRes.status).toBe(200);
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const controller = new AbortController();
    const started = Date.now();
    const stream = await fetch(`${https}/api/chat/notifications/stream?ticket=${ticket}`, { dispatcher: tls, signal: controller.signal });
    expect(stream.status).toBe(200);
    let received = '';
    for await (const chunk of stream.body!) {
      received += Buffer.from(chunk).toString('utf8');
      if (received.includes('event: ready')) break;
    }
    controller.abort();
    expect(received).toContain('event: ready');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
