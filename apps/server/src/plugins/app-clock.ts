import type { FastifyInstance } from 'fastify';

/** The header every answer carries (the page's own HTML too, where the app reads it through the Performance API). */
export const CLOCK_TIMING_NAME = 'clock-offset';

/**
 * Every answer says how far the app clock (CLOCK_START, or real time) stands from the server's real
 * time, as `Server-Timing: clock-offset;desc=<ms>`. The web app adds it to the device's time, so its
 * countdowns, default years and event states agree with the server's. An offset, not an instant: an
 * answer kept by a cache or the offline worker stays right.
 */
export function registerAppClock(app: FastifyInstance, now: () => Date): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('server-timing', `${CLOCK_TIMING_NAME};desc=${now().getTime() - Date.now()}`);
  });
}
