import { describe, expect, it } from 'vitest';
import { buildTestApp } from './databases.ts';

/** The milliseconds of `Server-Timing: clock-offset;desc=<ms>` in an answer's headers. */
function clockOffset(header: string | string[] | number | undefined): number {
  const found = /(?:^|,)\s*clock-offset;desc="?(-?\d+)"?/.exec(String(header));
  if (!found) throw new Error(`no clock-offset in Server-Timing: ${String(header)}`);
  return Number(found[1]);
}

/**
 * The offset every answer carries is what the web app adds to the device's time to get the server's "now"
 * (apps/web/src/lib/app-clock.ts): the app clock less real time, negative for a clock placed in the past and
 * positive for one placed in the future.
 */
describe('the clock offset in every answer (Server-Timing: clock-offset)', () => {
  for (const [placed, clockStart] of [
    ['in the past', '2025-02-26T12:00:00-05:00'],
    ['in the future', '2031-06-01T09:00:00Z'],
  ] as const) {
    it(`takes a device's time to the server's app clock, with CLOCK_START ${placed}`, async () => {
      const start = new Date(clockStart).getTime();
      const before = Date.now();
      const t = await buildTestApp('pglite', { settings: { CLOCK_START: clockStart } });
      try {
        const answers = [await t.app.inject('/api/health/live'), await t.app.inject('/api/no-such-route'), await t.app.inject('/robots.txt')];
        const after = Date.now();
        for (const answer of answers) {
          const offset = clockOffset(answer.headers['server-timing']);
          // The app clock stood at CLOCK_START at some moment between `before` and `after`; a device reading now,
          // plus the offset, is at that start plus the real time since, give or take the millisecond of each reading.
          expect(Math.sign(offset), answer.headers['server-timing'] as string).toBe(Math.sign(start - before));
          expect(offset).toBeGreaterThanOrEqual(start - after - 1);
          expect(offset).toBeLessThanOrEqual(start - before + 1);
          const deviceNow = Date.now();
          expect(deviceNow + offset).toBeGreaterThanOrEqual(start - 1);
          expect(deviceNow + offset).toBeLessThanOrEqual(start + (deviceNow - before) + 1);
        }
      } finally {
        await t.close();
      }
    });
  }
});
