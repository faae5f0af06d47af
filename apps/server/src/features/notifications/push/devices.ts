import { timingSafeEqual } from 'node:crypto';
import type { WebPushSubscriptionBody } from '@team7790/shared/notifications/push';
import type { Executor } from '../../../db/rows.ts';
import type { DevicesRepo } from './devices-repo.ts';

export interface DeviceTarget {
  /** 'web:{id}' or 'native:{id}': how a delivery names the device. */
  target: string;
  kind: 'web' | 'native';
  id: number;
  endpoint?: string;
  p256dh?: string;
  auth?: string;
  token?: string;
}

/** Browsers' push subscriptions and the app's device tokens, always for the token's user. */
export class PushDevices {
  constructor(
    private readonly repo: DevicesRepo,
    private readonly now: () => Date,
  ) {}

  /**
   * A browser subscribes. An endpoint another account registered moves to this one only with the same keys:
   * the shared family browser, where a second account signing in re-registers the browser's one subscription
   * (only that browser and this server know its auth secret). Knowing the endpoint alone moves nothing.
   * Answers false, changing nothing, when another account holds the endpoint under other keys.
   */
  subscribeWeb(userId: number, body: WebPushSubscriptionBody, userAgent: string | undefined): Promise<boolean> {
    return this.repo.saveWeb(userId, body, userAgent?.slice(0, 300) ?? null, this.now());
  }

  /**
   * The browser's push service renewed a subscription (the service worker's `pushsubscriptionchange`):
   * the new one takes the old one's place, for the same user and under the same device id (so a
   * delivery being retried goes to the new address). No session: the worker has none. What proves the
   * right to do it is the old subscription's auth secret, which only that browser and this server know.
   * If the page already registered the new subscription, the old one is simply removed.
   * Answers false, changing nothing, when the old subscription is unknown or the secret is wrong.
   */
  async replaceWeb(old: { endpoint: string; auth: string }, next: WebPushSubscriptionBody, userAgent: string | undefined): Promise<boolean> {
    return this.repo.db.transaction(async (tx) => {
      const row = await this.repo.lockWeb(tx, old.endpoint);
      if (!row || !sameSecret(row.auth, old.auth)) return false;
      if (next.endpoint !== old.endpoint && (await this.repo.webEndpointTaken(tx, next.endpoint))) {
        await this.repo.removeWebById(tx, row.id);
        return true;
      }
      await this.repo.replaceWeb(tx, row.id, next, userAgent?.slice(0, 300) ?? null);
      return true;
    });
  }

  /** Only the caller's own subscription is removed; answers whether there was one. */
  unsubscribeWeb(userId: number, endpoint: string): Promise<boolean> {
    return this.repo.removeWeb(userId, endpoint);
  }

  /**
   * The app registers its device token, tied to the session that registered it. A token another account
   * holds moves to this one only once that account's session on the device has ended (signed out,
   * expired or revoked): a shared tablet changes hands by signing out, not by someone who learned the token.
   * Answers false, changing nothing, while the other account is still signed in there.
   */
  registerNative(user: { id: number; sessionId: number }, platform: 'android', token: string): Promise<boolean> {
    return this.repo.saveNative(user, platform, token, this.now());
  }

  unregisterNative(userId: number, token: string): Promise<boolean> {
    return this.repo.removeNative(userId, token);
  }

  async counts(userId: number): Promise<{ web: number; native: number }> {
    return (await this.repo.counts(userId)) ?? { web: 0, native: 0 };
  }

  /** Every device the user registered, web and native. */
  async targetsOf(userId: number, db: Executor = this.repo.db): Promise<DeviceTarget[]> {
    const web = await this.repo.webOf(db, userId);
    const native = await this.repo.nativeOf(db, userId);
    return [
      ...web.map((w) => ({ target: `web:${w.id}`, kind: 'web' as const, id: w.id, endpoint: w.endpoint, p256dh: w.p256dh, auth: w.auth })),
      ...native.map((n) => ({ target: `native:${n.id}`, kind: 'native' as const, id: n.id, token: n.token })),
    ];
  }

  /** The push service said this device is gone: forget it. */
  async remove(target: DeviceTarget): Promise<void> {
    if (target.kind === 'web') await this.repo.removeWebById(this.repo.db, target.id);
    else await this.repo.removeNativeById(target.id);
  }

  async markSuccess(target: DeviceTarget): Promise<void> {
    if (target.kind === 'web') await this.repo.markWebSuccess(target.id, this.now());
  }
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
