import type { SubscriptionRecord } from './subscription-renewal.ts';

/**
 * Where the page leaves the current push subscription's record for the service worker (which has no
 * localStorage): one entry in Cache Storage, which both can open. The worker keeps this cache on update.
 */
export const PUSH_STATE_CACHE = 'push-state-v1';
const RECORD_KEY = '/__push-subscription';

export async function readSubscriptionRecord(): Promise<SubscriptionRecord | null> {
  if (typeof caches === 'undefined') return null;
  const found = await (await caches.open(PUSH_STATE_CACHE)).match(RECORD_KEY);
  if (!found) return null;
  try {
    const value = (await found.json()) as Partial<SubscriptionRecord>;
    if (typeof value.endpoint !== 'string' || typeof value.auth !== 'string') return null;
    return {
      endpoint: value.endpoint,
      auth: value.auth,
      applicationServerKey: typeof value.applicationServerKey === 'string' ? value.applicationServerKey : null,
    };
  } catch {
    return null;
  }
}

export async function writeSubscriptionRecord(record: SubscriptionRecord | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(PUSH_STATE_CACHE);
  if (record) await cache.put(RECORD_KEY, new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
  else await cache.delete(RECORD_KEY);
}
