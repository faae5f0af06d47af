import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgres } from '../../src/db/client.ts';
import { testSettings } from '../databases.ts';

const HAS_TOOLS = ['/usr/bin/pg_dump', '/usr/bin/pg_restore'].every((p) => existsSync(p));

// The commands docs/deploy.md gives for backups, run for real against the PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL || !HAS_TOOLS)(
  'backup with pg_dump and restore with pg_restore (needs TEST_DATABASE_URL and the PostgreSQL client tools)',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
    const names = { live: `t7790_live_${suffix}`, restored: `t7790_restored_${suffix}` };
    const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    let dir = '';
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    afterAll(async () => {
      for (const name of Object.values(names)) await admin(`drop database if exists "${name}" with (force)`);
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('restores accounts, sessions and team data into a new database that the app then serves', async () => {
      await admin(`create database "${names.live}"`);
      const live = await buildApp({ settings: testSettings(), database: await openPostgres(urlOf(names.live), 3), logger: false });
      await live.services.accounts.ensureFirstAdmin('coach', 'coachpass');
      const token = (await live.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'coach', password: 'coachpass' } })).json()
        .token;
      const auth = { authorization: `Bearer ${token}` };
      const task = await live.inject({ method: 'POST', url: '/api/tasks', headers: auth, payload: { title: 'Pack the pit cart' } });
      expect(task.statusCode).toBe(201);
      const sent = await live.inject({
        method: 'POST',
        url: '/api/chat/messages/general',
        headers: auth,
        payload: { content: 'see you at the event' },
      });
      expect(sent.statusCode).toBe(200);

      dir = mkdtempSync(path.join(tmpdir(), 't7790-backup-'));
      // Taken while the app runs: pg_dump reads one consistent snapshot.
      const dump = path.join(dir, 'team7790.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, urlOf(names.live)]);
      await live.close();

      await admin(`create database "${names.restored}"`);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(names.restored)}`, dump]);

      const restored = await buildApp({ settings: testSettings(), database: await openPostgres(urlOf(names.restored), 3), logger: false });
      try {
        // The same session token still works: sessions came back too.
        const tasks = await restored.inject({ url: '/api/tasks', headers: auth });
        expect(tasks.statusCode).toBe(200);
        expect(JSON.stringify(tasks.json())).toContain('Pack the pit cart');
        const messages = await restored.inject({ url: '/api/chat/messages/general', headers: auth });
        expect(JSON.stringify(messages.json())).toContain('see you at the event');
        // New rows continue after the restored ids (sequences restored).
        const next = await restored.inject({ method: 'POST', url: '/api/tasks', headers: auth, payload: { title: 'Charge batteries' } });
        expect(next.statusCode).toBe(201);
        expect(next.json().id).toBeGreaterThan(task.json().id);
      } finally {
        await restored.close();
      }
    });
  },
);
