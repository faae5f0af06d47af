import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase } from '../databases.ts';
import { openStream, type StreamReader } from './sse-client.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const main = path.join(root, 'apps/server/src/main.ts');

describe.each(engines)('LISTEN/NOTIFY through the database handle on %s', (engine) => {
  it('delivers a notification to every listener, including after commit only, and stops after unlisten', async () => {
    const database = await openTestDatabase(engine);
    try {
      const got: string[] = [];
      const stop = await database.listen('chat_test', (p) => got.push(p));
      await database.notify('chat_test', 'one');
      await database.db.transaction(async (tx) => {
        await tx.execute(`select pg_notify('chat_test', 'in-transaction')` as never);
        throw new Error('roll back');
      }).catch(() => {});
      await database.notify('chat_test', 'two');
      await new Promise((r) => setTimeout(r, 150));
      expect(got).toEqual(['one', 'two']);
      await stop();
      await database.notify('chat_test', 'three');
      await new Promise((r) => setTimeout(r, 150));
      expect(got).toEqual(['one', 'two']);
      await expect(database.listen('bad channel; drop table users', () => {})).rejects.toThrow(/invalid/);
    } finally {
      await database.close();
    }
  });
});

// Two real server processes on one PostgreSQL database: a message posted to one reaches a tab on the other.
describe.each(engines.filter((e) => e === 'postgres'))('live delivery across two server processes on %s', () => {
  const children: ChildProcess[] = [];
  const streams: StreamReader[] = [];
  let dbName = '';
  afterAll(async () => {
    for (const s of streams) s.close();
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))));
    if (dbName) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  });

  const start = async (url: string): Promise<string> => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: url,
        WEB_DIST_DIR: '/nonexistent',
        ADMIN_USERNAME: 'coach',
        ADMIN_PASSWORD: 'coachpass',
      },
    });
    children.push(child);
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    for (let i = 0; i < 300; i++) {
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) return m[1]!;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  };

  it('delivers a message sent through instance A to a tab connected to instance B within a second', async () => {
    dbName = `t7790_two_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const a = await start(url.toString());
    const b = await start(url.toString());

    const post = async (base: string, p: string, body: object, token?: string) => {
      const res = await fetch(`${base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<any>;
    };
    const coach = (await post(a, '/api/auth/login', { username: 'coach', password: 'coachpass' })).token;
    for (const name of ['ana', 'ben']) await post(a, '/api/auth/register', { username: name, password: 'secret1', user_type: 'member' }, coach);
    const ana = (await post(a, '/api/auth/login', { username: 'ana', password: 'secret1' })).token;
    const ben = (await post(b, '/api/auth/login', { username: 'ben', password: 'secret1' })).token;

    // A ticket from instance A opens a stream on instance B: tickets live in the shared database.
    const benOnB = await openStream(b, ben);
    streams.push(benOnB);
    await benOnB.waitFor((e) => e.event === 'ready', 5000);
    const anaOnA = await openStream(a, ana);
    streams.push(anaOnA);
    await anaOnA.waitFor((e) => e.event === 'ready', 5000);

    const started = Date.now();
    const sent = await post(a, '/api/chat/messages/general', { content: 'across instances' }, ana);
    const got = await benOnB.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.id, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got.data.message.content).toBe('across instances');

    // And back: ben reads on B, ana's tab on A sees the receipt.
    await post(b, '/api/chat/notifications/read/general', {}, ben);
    await anaOnA.waitFor((e) => e.data.type === 'chat.read' && e.data.username === 'ben', 1000);
  });
});
