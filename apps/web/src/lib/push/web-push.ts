import type { pushDevicesResponse, testPushResponse, webPushConfigResponse } from '@team7790/shared/notifications/push';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { writeSubscriptionRecord } from './subscription-record-store.ts';
import { recordOf } from './subscription-renewal.ts';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** How many browsers and app installs of the user get their alerts. */
export type PushDevices = z.infer<typeof pushDevicesResponse>;
type WebPushConfig = z.infer<typeof webPushConfigResponse>;

/** Whether this browser can take Web Push, and whether the user has already refused it. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (!window.isSecureContext) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe expects. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64Url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // Registered at start-up; on a first visit it may still be installing.
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Asks for permission (from a click), subscribes this browser and registers it for the signed-in user. */
export async function subscribe(): Promise<PushDevices> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission === 'denied' ? 'blocked' : 'dismissed');
  const { vapid_public_key } = await apiRequest<WebPushConfig>('/notifications/push/config');
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  const key = applicationServerKey(vapid_public_key);
  // A subscription made with an older key cannot receive our pushes: replace it.
  const oldKey = subscription?.options.applicationServerKey;
  if (subscription && oldKey && !sameBytes(new Uint8Array(oldKey), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const devices = await apiRequest<PushDevices>('/notifications/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  await remember(subscription, vapid_public_key);
  return devices;
}

/** Leaves the subscription's record for the service worker, which renews it on pushsubscriptionchange. */
async function remember(subscription: PushSubscription | null, key: string | null = null): Promise<void> {
  await writeSubscriptionRecord(subscription ? recordOf(subscription, key) : null).catch(() => undefined);
}

/** Stops alerts on this browser (and forgets it on the server). */
export async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest('/notifications/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
  await remember(null);
}

/** Re-registers an existing subscription for whoever is signed in now (another account on this browser, a server move). */
export async function syncSubscription(): Promise<boolean> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await apiRequest('/notifications/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  await remember(subscription);
  return true;
}

export const sendTestPush = () => apiRequest<z.infer<typeof testPushResponse>>('/notifications/push/test', { method: 'POST' });

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
