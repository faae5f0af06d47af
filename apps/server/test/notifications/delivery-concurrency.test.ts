import { beforeEach, describe, expect, it, vi } from 'vitest';
import { engines, type TestAppOptions } from '../databases.ts';
import { useChatKit, type Role } from '../chat/chat-kit.ts';
import { usePushServiceStandIn, type BrowserSubscription } from './push-service-stand-in.ts';

// One score for a team many people follow makes as many alerts at once; a slow push service must not
// make them wait for each other one by one.
// Every test starts from the cast with no alerts, each of them with a new browser subscribed.
describe.each(engines)('alert delivery to a slow push service on %s', (engine) => {
  const people: Role[] = ['coach', 'mentor', 'ana', 'ben', 'cy', 'fan'];
  const subs = new Map<Role, BrowserSubscription>();
  const options: TestAppOptions = {};
  const push = usePushServiceStandIn(options);
  const k = useChatKit(engine, options);
  beforeEach(async () => {
    for (const who of people) {
      subs.set(who, push.subscription(who));
      await k.ok('POST', '/api/notifications/push/subscriptions', who, subs.get(who));
    }
  });

  it('sends several alerts at once, each exactly once', async () => {
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
    // The push service answers nothing until eight pushes are open at once, the delivery's concurrency
    // (SEND_CONCURRENCY): sent one at a time, they never would be, and the wait below would fail.
    let release = () => {};
    push.hold = new Promise<void>((resolve) => (release = resolve));
    push.maxInFlight = 0;
    const delivering = k.t.app.services.alerts.delivery.deliverDue();
    try {
      await vi.waitUntil(() => push.inFlight >= 8, { timeout: 20_000 });
    } finally {
      release();
      push.hold = null;
    }
    expect(await delivering).toBe(12);
    // And never more than that.
    expect(push.maxInFlight).toBe(8);
    for (const who of people) {
      expect(
        push
          .for(subs.get(who)!)
          .map((p) => p.payload.title)
          .sort(),
      ).toEqual([`alert 1 for ${who}`, `alert 2 for ${who}`]);
    }
    const statuses = await k.t.database.query<{ status: string }>(`select distinct status from alerts where alert_key like 'test:%'`);
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});
