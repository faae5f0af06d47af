import { describe, expect, it } from 'vitest';
import { recordOf, renewSubscription, type RenewalDeps, type SubscriptionLike, type SubscriptionRecord } from './subscription-renewal.ts';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const keyBytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;

function subscription(endpoint: string, auth: string, key: string | null = VAPID): SubscriptionLike {
  return {
    endpoint,
    options: { applicationServerKey: key ? keyBytes(key) : null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256dh-of-${auth}`, auth } }),
  };
}

/** The browser and server sides the worker talks to, recording what it asked. */
function world(options: { saved?: SubscriptionRecord | null; current?: SubscriptionLike | null; status?: number } = {}) {
  let saved = options.saved ?? null;
  const calls: string[] = [];
  const posted: unknown[] = [];
  const deps: RenewalDeps = {
    saved: async () => saved,
    save: async (record) => {
      saved = record;
    },
    serverKey: async () => {
      calls.push('serverKey');
      return VAPID;
    },
    current: async () => options.current ?? null,
    subscribe: async (key) => {
      calls.push(`subscribe:${key}`);
      return subscription('https://push.example/new', 'new-auth-secret-1', key);
    },
    replace: async (body) => {
      posted.push(body);
      return options.status ?? 200;
    },
  };
  return { deps, calls, posted, saved: () => saved };
}

describe('pushsubscriptionchange', () => {
  it("re-subscribes with the old subscription's VAPID key and sends the new one to replace it, proven by the old auth secret", async () => {
    const w = world();
    const outcome = await renewSubscription(w.deps, {
      oldSubscription: subscription('https://push.example/old', 'old-auth-secret-1'),
      newSubscription: null,
    });
    expect(outcome).toBe('replaced');
    expect(w.calls).toEqual([`subscribe:${VAPID}`]);
    expect(w.posted).toEqual([
      {
        old_endpoint: 'https://push.example/old',
        old_auth: 'old-auth-secret-1',
        subscription: {
          endpoint: 'https://push.example/new',
          expirationTime: null,
          keys: { p256dh: 'p256dh-of-new-auth-secret-1', auth: 'new-auth-secret-1' },
        },
      },
    ]);
    // The next change starts from the new subscription.
    expect(w.saved()).toEqual({ endpoint: 'https://push.example/new', auth: 'new-auth-secret-1', applicationServerKey: VAPID });
  });

  it('uses the record the page left when the browser gives no old subscription (Chrome), and the new one the event brought', async () => {
    const w = world({ saved: { endpoint: 'https://push.example/old', auth: 'old-auth-secret-1', applicationServerKey: VAPID } });
    const brought = subscription('https://push.example/brought', 'brought-auth-secret');
    expect(await renewSubscription(w.deps, { oldSubscription: null, newSubscription: brought })).toBe('replaced');
    expect(w.calls).toEqual([]); // no new subscribe: the event's is used
    expect(w.posted).toMatchObject([
      { old_endpoint: 'https://push.example/old', old_auth: 'old-auth-secret-1', subscription: { endpoint: 'https://push.example/brought' } },
    ]);
  });

  it('asks the server for its key only when the old key is unknown', async () => {
    const w = world({ saved: { endpoint: 'https://push.example/old', auth: 'old-auth-secret-1', applicationServerKey: null } });
    expect(await renewSubscription(w.deps, {})).toBe('replaced');
    expect(w.calls).toEqual(['serverKey', `subscribe:${VAPID}`]);
  });

  it('without any record of the old subscription, keeps the new one for the page to register and sends nothing', async () => {
    const w = world({ current: subscription('https://push.example/current', 'current-auth-secr') });
    expect(await renewSubscription(w.deps, {})).toBe('no-record');
    expect(w.posted).toEqual([]);
    expect(w.saved()?.endpoint).toBe('https://push.example/current');
  });

  it('sends nothing when the subscription did not actually change, and fails the event when the server is down', async () => {
    const same = world({
      saved: { endpoint: 'https://push.example/old', auth: 'old-auth-secret-1', applicationServerKey: VAPID },
      current: subscription('https://push.example/old', 'old-auth-secret-1'),
    });
    expect(await renewSubscription(same.deps, {})).toBe('unchanged');
    expect(same.posted).toEqual([]);
    const down = world({ saved: { endpoint: 'https://push.example/old', auth: 'old-auth-secret-1', applicationServerKey: VAPID }, status: 503 });
    await expect(renewSubscription(down.deps, {})).rejects.toThrow(/503/);
    expect(down.saved()?.endpoint).toBe('https://push.example/old'); // tried again with the same proof next time
    const unknown = world({ saved: { endpoint: 'https://push.example/old', auth: 'old-auth-secret-1', applicationServerKey: VAPID }, status: 404 });
    expect(await renewSubscription(unknown.deps, {})).toBe('unknown-to-server');
  });

  it('records a subscription with its key in base64url', () => {
    expect(recordOf(subscription('https://push.example/x', 'auth-secret-12345'))).toEqual({
      endpoint: 'https://push.example/x',
      auth: 'auth-secret-12345',
      applicationServerKey: VAPID,
    });
    expect(recordOf(subscription('https://push.example/x', 'auth-secret-12345', null), 'fallback')).toMatchObject({
      applicationServerKey: 'fallback',
    });
  });
});
