import { describe, expect, it } from 'vitest';
import { engines, useTestWorld } from './databases.ts';

describe.each(engines)('health endpoints on %s', (engine) => {
  describe('with the database', () => {
    const t = useTestWorld(engine);

    it('answers liveness and readiness while the database answers', async () => {
      expect((await t.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
      expect((await t.app.inject('/api/health/ready')).json()).toEqual({ status: 'ok', database: engine });
    });
  });

  // An app of its own: the test closes the database under it.
  describe('when the database is gone', () => {
    const t = useTestWorld(engine);

    it('reports not ready, but still alive, when the database is gone', async () => {
      await t.database.close();
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('unavailable');
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    });
  });
});
