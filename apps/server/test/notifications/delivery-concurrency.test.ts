import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { chatKit, type ChatKit, type Role } from '../chat/chat-kit.ts';
import { PushServiceStandIn, type BrowserSubscription } from './push-service-stand-in.ts';

// One score for a team many people follow makes as many alerts at once; a slow push service must not
// make them wait for each other one by one.
describe.each(engines)('alert delivery to a slow push service on %s', (engine) => {
  let k: ChatKit;
  const push = new PushServiceStandIn();
  const people: Role[] = ['coach', 'mentor', 'ana', 'ben', 'cy', 'fan'];
  const subs = new Map<Role, BrowserSubscription>();

  beforeAll(async () => {
    await push.start();
    k = await chatKit(engine);
    for (const who of people) {
      subs.set(who, push.subscription(who));
      await k.ok('POST', '/api/notifications/push/subscriptions', who, subs.get(who));
    }
  }, 60_000);
  afterAll(async () => {
    await k.close();
    await push.close();
  });

  it('sends several alerts at once, each exactly once', async () => {
    push.delayMs = 300;
    const at = new Date();
    for (const who of people) {
      for (const n of [1, 2]) {
        await k.t.database.query(
          `insert into alerts (alert_key, user_id, kind, title, body, url, status, due_at, created_at)
           values ($1, $2, 'result', $3, 'Red 1 – Blue 0', '/match', 'pending', $4, $4)`,
          [`test:${who}:${n}`, k.ids[who], `alert ${n} for ${who}`, at],
        );
      }
    }
    const started = Date.now();
    expect(await k.t.app.alerts.delivery.deliverDue()).toBe(12);
    const elapsed = Date.now() - started;

    expect(push.maxInFlight).toBeGreaterThanOrEqual(4);
    for (const who of people) {
      expect(push.for(subs.get(who)!).map((p) => p.payload.title).sort()).toEqual([`alert 1 for ${who}`, `alert 2 for ${who}`]);
    }
    // One at a time would take 12 x 300 ms.
    expect(elapsed).toBeLessThan(12 * 300);
    const statuses = await k.t.database.query<{ status: string }>(`select distinct status from alerts where alert_key like 'test:%'`);
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});
