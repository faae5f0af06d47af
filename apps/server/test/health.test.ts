import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from './databases.ts';

describe.each(engines)('health endpoints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers liveness and readiness while the database answers', async () => {
    expect((await t.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/health/ready')).json()).toEqual({ status: 'ok', database: engine });
  });

  it('reports not ready, but still alive, when the database is gone', async () => {
    await t.database.close();
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('unavailable');
    expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
  });
});
