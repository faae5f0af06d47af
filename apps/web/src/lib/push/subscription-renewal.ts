/**
 * What the service worker does on `pushsubscriptionchange` (the push service renewed or dropped this
 * browser's subscription), as a function of its inputs so tests can reach it. Kept free of the page's
 * modules: the service worker bundles it.
 */

/** The part of a subscription the worker keeps: enough to prove it to the server and renew it alike. */
export interface SubscriptionRecord {
  endpoint: string;
  /** The subscription's auth secret (base64url): the server takes it as proof the old one is ours. */
  auth: string;
  /** The VAPID public key it was made with (base64url), or null when unknown. */
  applicationServerKey: string | null;
}

export interface SubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null } | null;
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
}

export interface RenewalDeps {
  /** The record kept when the page last subscribed or registered (the event's old subscription is often null). */
  saved(): Promise<SubscriptionRecord | null>;
  save(record: SubscriptionRecord | null): Promise<void>;
  /** The server's VAPID public key (GET /api/notifications/push/config), when the old key is unknown. */
  serverKey(): Promise<string>;
  /** pushManager.getSubscription() and pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }). */
  current(): Promise<SubscriptionLike | null>;
  subscribe(applicationServerKey: string): Promise<SubscriptionLike>;
  /** POST /api/notifications/push/subscriptions/replace; answers the HTTP status. */
  replace(body: { old_endpoint: string; old_auth: string; subscription: ReturnType<SubscriptionLike['toJSON']> }): Promise<number>;
}

export type RenewalOutcome = 'replaced' | 'unchanged' | 'no-record' | 'unknown-to-server';

const b64url = (bytes: ArrayBuffer): string => {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The record of a live subscription, or null when it lacks an auth secret. */
export function recordOf(subscription: SubscriptionLike, fallbackKey: string | null = null): SubscriptionRecord | null {
  const auth = subscription.toJSON().keys?.auth;
  if (!auth) return null;
  const key = subscription.options?.applicationServerKey;
  return { endpoint: subscription.endpoint, auth, applicationServerKey: key ? b64url(key) : fallbackKey };
}

/**
 * Re-subscribes with the same VAPID key (the old subscription's, else the server's) unless the event
 * brought the new subscription, and has the server put it in the old one's place. Without any record
 * of the old subscription there is nothing to prove ownership with: the page registers the new one on
 * its next visit instead (syncSubscription). Network failures reject, so the browser sees the event fail.
 */
export async function renewSubscription(
  deps: RenewalDeps,
  event: { oldSubscription?: SubscriptionLike | null; newSubscription?: SubscriptionLike | null },
): Promise<RenewalOutcome> {
  const old = (event.oldSubscription ? recordOf(event.oldSubscription) : null) ?? (await deps.saved());
  const key = old?.applicationServerKey ?? (await deps.serverKey());
  const next = event.newSubscription ?? (await deps.current()) ?? (await deps.subscribe(key));
  const nextRecord = recordOf(next, key);
  if (!old) {
    await deps.save(nextRecord);
    return 'no-record';
  }
  if (nextRecord && nextRecord.endpoint === old.endpoint && nextRecord.auth === old.auth) return 'unchanged';
  const status = await deps.replace({ old_endpoint: old.endpoint, old_auth: old.auth, subscription: next.toJSON() });
  if (status >= 500 || status === 0) throw new Error(`The server could not take the renewed subscription (HTTP ${status}).`);
  // Either way the old subscription is dead: remember the new one (the page registers it if the server did not know the old).
  await deps.save(nextRecord);
  return status === 200 ? 'replaced' : 'unknown-to-server';
}
