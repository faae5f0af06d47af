import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_SERVER_ARGS } from '../built-server.ts';
import { engines, openTestDatabase, TEST_SCRYPT_LOG_N } from '../databases.ts';
import { openStream, type StreamReader } from '../live/sse-client.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

describe.each(engines)('LISTEN/NOTIFY through the database handle on %s', (engine) => {
  it('delivers a notification to every listener, including after commit only, and stops after unlisten', async () => {
    const database = await openTestDatabase(engine);
    try {
      const got: string[] = [];
      const stop = await database.listen('chat_test', (p) => got.push(p));
      // A second channel, listened to throughout: notifications reach a listener in the order they were sent, so once
      // its marker has come, anything sent before it on chat_test would have come too.
      const markers: string[] = [];
      const stopMarkers = await database.listen('chat_test_marker', (p) => markers.push(p));
      await database.notify('chat_test', 'one');
      await database.db
        .transaction(async (tx) => {
          await tx.execute(`select pg_notify('chat_test', 'in-transaction')` as never);
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.notify('chat_test', 'two');
      await vi.waitUntil(() => got.includes('two'), { timeout: 20_000 });
      expect(got).toEqual(['one', 'two']);
      await stop();
      await database.notify('chat_test', 'three');
      await database.notify('chat_test_marker', 'after three');
      await vi.waitUntil(() => markers.includes('after three'), { timeout: 20_000 });
      expect(got).toEqual(['one', 'two']);
      await stopMarkers();
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
  // What a test started ends with it: its streams, its server processes and its database.
  afterEach(async () => {
    for (const s of streams.splice(0)) s.close();
    const started = children.splice(0);
    for (const c of started) c.kill('SIGTERM');
    await Promise.all(started.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))));
    if (dbName) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
      dbName = '';
    }
  });

  const start = async (url: string): Promise<string> => {
    let output = '';
    const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
        DATABASE_URL: url,
        WEB_DIST_DIR: '/nonexistent',
        ADMIN_USERNAME: 'coach',
        ADMIN_PASSWORD: 'coachpass',
      },
    });
    children.push(child);
    // Ready when it says where it listens; a generous deadline, for a loaded machine.
    return new Promise<string>((resolve, reject) => {
      const deadline = setTimeout(() => fail('did not say it was listening within 150 s'), 150_000);
      const fail = (why: string) => {
        clearTimeout(deadline);
        reject(new Error(`server ${why}:\n${output}`));
      };
      const read = (d: Buffer) => {
        output += d;
        const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) {
          clearTimeout(deadline);
          resolve(m[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => fail(`exited (${code}) before listening`));
    });
  };

  // Two processes to start on a possibly loaded machine: a generous deadline.
  it('delivers a message sent through instance A to a tab connected to instance B', { timeout: 400_000 }, async () => {
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
    await benOnB.waitFor((e) => e.event === 'ready');
    const anaOnA = await openStream(a, ana);
    streams.push(anaOnA);
    await anaOnA.waitFor((e) => e.event === 'ready');

    // That it comes by the database notification, not by the hub's safety sweep, is shown in live-stream.test.ts.
    const sent = await post(a, '/api/chat/messages/general', { content: 'across instances' }, ana);
    const got = await benOnB.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.id);
    expect(got.data.message.content).toBe('across instances');

    // And back: ben reads on B, ana's tab on A sees the receipt.
    await post(b, '/api/chat/notifications/read/general', {}, ben);
    await anaOnA.waitFor((e) => e.data.type === 'chat.read' && e.data.username === 'ben');
  });
});
