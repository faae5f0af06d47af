import { sql } from 'drizzle-orm';
import type { WebPushSubscriptionBody } from '@team7790/shared/notifications/push';
import type { Database } from '../../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type Tx } from '../../../db/rows.ts';

/** Browsers' push subscriptions and the app's device tokens. */
export class DevicesRepo {
  constructor(readonly db: Database) {}

  /**
   * Stores a browser's subscription for `userId`; an endpoint another account holds moves only with the same keys.
   * Answers whether it was stored.
   */
  async saveWeb(userId: number, body: WebPushSubscriptionBody, userAgent: string | null, at: Date): Promise<boolean> {
    const saved = await execute(
      this.db,
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at)
          values (${userId}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}, ${userAgent}, ${at})
          on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
            user_agent = excluded.user_agent
            where push_subscriptions.user_id = excluded.user_id
               or (push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth)
          returning id`,
    );
    return saved > 0;
  }

  /** A subscription by its endpoint, locked until the transaction ends. */
  async lockWeb(tx: Tx, endpoint: string): Promise<{ id: number; auth: string } | undefined> {
    return selectOne(tx, { id: column.int, auth: column.text }, sql`select id, auth from push_subscriptions where endpoint = ${endpoint} for update`);
  }

  async webEndpointTaken(tx: Tx, endpoint: string): Promise<boolean> {
    return (await execute(tx, sql`select id from push_subscriptions where endpoint = ${endpoint}`)) > 0;
  }

  /** Puts a renewed subscription in the old one's place (same id, same user). */
  async replaceWeb(tx: Tx, id: number, next: WebPushSubscriptionBody, userAgent: string | null): Promise<void> {
    await execute(
      tx,
      sql`update push_subscriptions set endpoint = ${next.endpoint}, p256dh = ${next.keys.p256dh}, auth = ${next.keys.auth},
            user_agent = coalesce(${userAgent}, user_agent), last_success_at = null
          where id = ${id}`,
    );
  }

  async removeWebById(db: Executor, id: number): Promise<void> {
    await execute(db, sql`delete from push_subscriptions where id = ${id}`);
  }

  /** Removes the user's own subscription; answers whether there was one. */
  async removeWeb(userId: number, endpoint: string): Promise<boolean> {
    return (await execute(this.db, sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`)) > 0;
  }

  /**
   * Stores the app's device token for the session that registered it; a token another account holds moves only once
   * that account's session on the device has ended. Answers whether it was stored.
   */
  async saveNative(user: { id: number; sessionId: number }, platform: 'android', token: string, at: Date): Promise<boolean> {
    const saved = await execute(
      this.db,
      sql`insert into native_devices (user_id, platform, token, session_id, created_at, updated_at)
          values (${user.id}, ${platform}, ${token}, ${user.sessionId}, ${at}, ${at})
          on conflict (token) do update set user_id = excluded.user_id, platform = excluded.platform, session_id = excluded.session_id,
            updated_at = excluded.updated_at
            where native_devices.user_id = excluded.user_id
               or not exists (select 1 from sessions s where s.id = native_devices.session_id and s.revoked_at is null and s.expires_at > ${at})
          returning id`,
    );
    return saved > 0;
  }

  async removeNative(userId: number, token: string): Promise<boolean> {
    return (await execute(this.db, sql`delete from native_devices where user_id = ${userId} and token = ${token} returning id`)) > 0;
  }

  async removeNativeById(id: number): Promise<void> {
    await execute(this.db, sql`delete from native_devices where id = ${id}`);
  }

  async counts(userId: number): Promise<{ web: number; native: number } | undefined> {
    return selectOne(
      this.db,
      { web: column.int, native: column.int },
      sql`select (select count(*)::int from push_subscriptions where user_id = ${userId}) as web,
                 (select count(*)::int from native_devices where user_id = ${userId}) as native`,
    );
  }

  async webOf(db: Executor, userId: number): Promise<{ id: number; endpoint: string; p256dh: string; auth: string }[]> {
    return select(
      db,
      { id: column.int, endpoint: column.text, p256dh: column.text, auth: column.text },
      sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${userId} order by id`,
    );
  }

  async nativeOf(db: Executor, userId: number): Promise<{ id: number; token: string }[]> {
    return select(db, { id: column.int, token: column.text }, sql`select id, token from native_devices where user_id = ${userId} order by id`);
  }

  async markWebSuccess(id: number, at: Date): Promise<void> {
    await execute(this.db, sql`update push_subscriptions set last_success_at = ${at} where id = ${id}`);
  }
}
