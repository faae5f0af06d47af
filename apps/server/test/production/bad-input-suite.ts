import { describe, expect, it } from 'vitest';
import { engines, type Engine } from '../databases.ts';
import { badRequests } from './bad-input.ts';
import { tableDigest, useProductionKit, type Role } from './production-kit.ts';

const ROLES: Role[] = ['admin', 'member', 'anonymous'];

/**
 * The suite for one engine. Each engine's run has its own file (bad-input-pglite, bad-input-postgres), so the two
 * runs, over 3000 requests each, go on two workers at once instead of one after the other in one.
 */
export function badInputSuite(engine: Engine): void {
  describe.skipIf(!engines.includes(engine))(`malformed, oversized and hostile input on every API route (${engine})`, () => {
    const k = useProductionKit(engine);

    it('answers every one with a clear 4xx (or a harmless read), never a 5xx, and stores nothing', async () => {
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
      for (const op of k.operations) {
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
      expect(sent).toBeGreaterThan(3000);
      expect(await tableDigest(k.t)).toEqual(before);
      // Over 3000 requests: a deadline for a busy shared machine, not a measure.
    }, 300_000);
  });
}
