import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebPushSubscriptionBody } from '@team7790/shared/notifications/push';
import type { Database } from '../../../db/client.ts';
import { rows, type Executor } from '../../../db/rows.ts';

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
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * A browser subscribes. An endpoint another account registered moves to this one only with the same keys:
   * the shared family browser, where a second account signing in re-registers the browser's one subscription
   * (only that browser and this server know its auth secret). Knowing the endpoint alone moves nothing.
   * Answers false, changing nothing, when another account holds the endpoint under other keys.
   */
  async subscribeWeb(userId: number, body: WebPushSubscriptionBody, userAgent: string | undefined): Promise<boolean> {
    const saved = await rows(
      this.db,
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at)
          values (${userId}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}, ${userAgent?.slice(0, 300) ?? null}, ${this.now()})
          on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
            user_agent = excluded.user_agent
            where push_subscriptions.user_id = excluded.user_id
               or (push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth)
          returning id`,
    );
    return saved.length > 0;
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
    return this.db.transaction(async (tx) => {
      const found = await rows<{ id: number; auth: string }>(tx, sql`select id, auth from push_subscriptions where endpoint = ${old.endpoint} for update`);
      const row = found[0];
      if (!row || !sameSecret(row.auth, old.auth)) return false;
      if (next.endpoint !== old.endpoint) {
        const taken = await rows(tx, sql`select id from push_subscriptions where endpoint = ${next.endpoint}`);
        if (taken.length > 0) {
          await tx.execute(sql`delete from push_subscriptions where id = ${row.id}`);
          return true;
        }
      }
      await tx.execute(
        sql`update push_subscriptions set endpoint = ${next.endpoint}, p256dh = ${next.keys.p256dh}, auth = ${next.keys.auth},
              user_agent = coalesce(${userAgent?.slice(0, 300) ?? null}, user_agent), last_success_at = null
            where id = ${row.id}`,
      );
      return true;
    });
  }

  /** Only the caller's own subscription is removed; answers whether there was one. */
  async unsubscribeWeb(userId: number, endpoint: string): Promise<boolean> {
    const gone = await rows(this.db, sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`);
    return gone.length > 0;
  }

  /**
   * The app registers its device token, tied to the session that registered it. A token another account
   * holds moves to this one only once that account's session on the device has ended (signed out,
   * expired or revoked): a shared tablet changes hands by signing out, not by someone who learned the token.
   * Answers false, changing nothing, while the other account is still signed in there.
   */
  async registerNative(user: { id: number; sessionId: number }, platform: 'android', token: string): Promise<boolean> {
    const at = this.now();
    const saved = await rows(
      this.db,
      sql`insert into native_devices (user_id, platform, token, session_id, created_at, updated_at)
          values (${user.id}, ${platform}, ${token}, ${user.sessionId}, ${at}, ${at})
          on conflict (token) do update set user_id = excluded.user_id, platform = excluded.platform, session_id = excluded.session_id,
            updated_at = excluded.updated_at
            where native_devices.user_id = excluded.user_id
               or not exists (select 1 from sessions s where s.id = native_devices.session_id and s.revoked_at is null and s.expires_at > ${at})
          returning id`,
    );
    return saved.length > 0;
  }

  async unregisterNative(userId: number, token: string): Promise<boolean> {
    const gone = await rows(this.db, sql`delete from native_devices where user_id = ${userId} and token = ${token} returning id`);
    return gone.length > 0;
  }

  async counts(userId: number): Promise<{ web: number; native: number }> {
    const found = await rows<{ web: number; native: number }>(
      this.db,
      sql`select (select count(*)::int from push_subscriptions where user_id = ${userId}) as web,
                 (select count(*)::int from native_devices where user_id = ${userId}) as native`,
    );
    return found[0] ?? { web: 0, native: 0 };
  }

  /** Every device the user registered, web and native. */
  async targetsOf(userId: number, db: Executor = this.db): Promise<DeviceTarget[]> {
    const web = await rows<{ id: number; endpoint: string; p256dh: string; auth: string }>(
      db,
      sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${userId} order by id`,
    );
    const native = await rows<{ id: number; token: string }>(db, sql`select id, token from native_devices where user_id = ${userId} order by id`);
    return [
      ...web.map((w) => ({ target: `web:${w.id}`, kind: 'web' as const, id: w.id, endpoint: w.endpoint, p256dh: w.p256dh, auth: w.auth })),
      ...native.map((n) => ({ target: `native:${n.id}`, kind: 'native' as const, id: n.id, token: n.token })),
    ];
  }

  /** The push service said this device is gone: forget it. */
  async remove(target: DeviceTarget): Promise<void> {
    if (target.kind === 'web') await this.db.execute(sql`delete from push_subscriptions where id = ${target.id}`);
    else await this.db.execute(sql`delete from native_devices where id = ${target.id}`);
  }

  async markSuccess(target: DeviceTarget): Promise<void> {
    if (target.kind === 'web') await this.db.execute(sql`update push_subscriptions set last_success_at = ${this.now()} where id = ${target.id}`);
  }
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
