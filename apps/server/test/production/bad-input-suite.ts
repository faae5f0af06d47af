import { describe, expect, it } from 'vitest';
import { engines, type Engine } from '../databases.ts';
import { badRequests } from './bad-input.ts';
import { tableDigest, useProductionKit, type Operation, type Role } from './production-kit.ts';

const ROLES: Role[] = ['admin', 'member', 'anonymous'];

/**
 * The API in groups of routes, each group its own test: the whole API is over 3000 bad requests, which in one test took
 * minutes on a busy machine and ran past its deadline there. A group is the paths equal to or under one of its
 * prefixes; the first test checks that every route is in exactly one group, so a new route cannot go unprobed.
 */
const ROUTE_GROUPS: Record<string, string[]> = {
  'accounts, profile and preferences': ['/api/auth', '/api/profile', '/api/preferences', '/api/admin'],
  'chat channels and groups': ['/api/chat/channels', '/api/chat/groups'],
  'chat messages': ['/api/chat/messages'],
  'the rest of chat': ['/api/chat'],
  calendar: ['/api/calendar'],
  'tasks and scouting': ['/api/tasks', '/api/scouting'],
  notifications: ['/api/notifications'],
  'competition and search': ['/api/competition', '/api/search', '/api/live', '/api/ai'],
  'site, health and documents': ['/api/site', '/api/health', '/api/docs', '/api/metrics'],
};

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The group of an operation: the one with its longest matching prefix (so "chat messages" takes its paths from "chat"). */
function groupOf(op: Operation): string | undefined {
  let best: { group: string; length: number } | undefined;
  for (const [group, prefixes] of Object.entries(ROUTE_GROUPS)) {
    for (const prefix of prefixes) {
      if (under(op.path, prefix) && prefix.length > (best?.length ?? -1)) best = { group, length: prefix.length };
    }
  }
  return best?.group;
}

/**
 * The suite for one engine. Each engine's run has its own file (bad-input-pglite, bad-input-postgres), so the two
 * go on two workers at once instead of one after the other in one.
 */
export function badInputSuite(engine: Engine): void {
  describe.skipIf(!engines.includes(engine))(`malformed, oversized and hostile input on every API route (${engine})`, () => {
    const k = useProductionKit(engine);

    it('probes every route, each in one group of the tests below, with over 3000 requests in all', () => {
      const ungrouped = k.operations.filter((op) => groupOf(op) === undefined).map((op) => `${op.method} ${op.path}`);
      expect(ungrouped).toEqual([]);
      const empty = Object.keys(ROUTE_GROUPS).filter((group) => !k.operations.some((op) => groupOf(op) === group));
      expect(empty).toEqual([]);
      const requests = k.operations.reduce((sum, op) => sum + badRequests(op).length * ROLES.length, 0);
      expect(requests).toBeGreaterThan(3000);
    });

    for (const group of Object.keys(ROUTE_GROUPS)) {
      it(`answers every one with a clear 4xx (or a harmless read), never a 5xx, and stores nothing: ${group}`, async () => {
        // Something stored for the run to leave alone.
        const seeded = [
          await k.call('POST', '/api/tasks', 'member', { title: 'Wire the robot', description: 'before Friday' }),
          await k.call('POST', '/api/calendar', 'member', { title: 'Build night', event_date: '2026-03-05', event_time: '18:00' }),
          await k.call('POST', '/api/chat/messages/general', 'member', { content: 'hello team' }),
        ];
        for (const res of seeded) expect(res.statusCode, res.body).toBeLessThan(300);
        const before = await tableDigest(k.t);
        const failures: string[] = [];
        let sent = 0;
        for (const op of k.operations.filter((o) => groupOf(o) === group)) {
          for (const bad of badRequests(op)) {
            for (const role of ROLES) {
              const res = await k.call(bad.method, bad.url, role, bad.body);
              sent++;
              const where = `${role} ${bad.method} ${op.path} [${bad.label}] -> ${res.statusCode}`;
              if (res.statusCode >= 500) {
                failures.push(`${where} ${res.body.slice(0, 200)}`);
              } else if (res.statusCode >= 400) {
                const error = /json/.test(String(res.headers['content-type'])) ? res.json().error : undefined;
                if (typeof error !== 'string' || error.length === 0) failures.push(`${where} without an error message: ${res.body.slice(0, 200)}`);
              } else if (!bad.mayPass) {
                failures.push(`${where}: accepted`);
              }
            }
          }
        }
        expect(failures).toEqual([]);
        expect(sent).toBeGreaterThan(0);
        expect(await tableDigest(k.t)).toEqual(before);
        // A deadline for a busy shared machine, not a measure: the largest group takes well under a minute alone.
      }, 300_000);
    }
  });
}
