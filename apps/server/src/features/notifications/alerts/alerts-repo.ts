import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { column, execute, select, selectOne, type Executor, type RowOf, type Tx } from '../../../db/rows.ts';
import { alerts } from '../../../db/schema/index.ts';

/** Delivered on commit: wakes the senders of every instance. */
export const ALERTS_CHANNEL = 'alerts_due';

const ALERT = {
  id: column.int,
  alert_key: column.text,
  user_id: column.nullable(column.int),
  kind: column.text,
  chat_key: column.nullable(column.text),
  first_message_id: column.nullable(column.int),
  mention: column.bool,
  title: column.text,
  body: column.text,
  url: column.text,
  attempts: column.int,
};
export type AlertRow = RowOf<typeof ALERT>;

/** A chat bundle's row: one per recipient, merged into the open bundle of that chat if there is one. */
export interface ChatBundleInsert {
  alertKey: string;
  userId: number;
  chatKey: string;
  firstMessageId: number;
  mention: boolean;
  url: string;
  dueAt: Date;
  createdAt: Date;
}

/** Alerts to send, their per-device deliveries, and the accounts they go to or are posted as. */
export class AlertsRepo {
  constructor(
    readonly db: Database,
    private readonly database: Pick<DatabaseHandle, 'notify'>,
  ) {}

  /** An account as the alert channel posts under it. */
  async account(id: number): Promise<{ id: number; username: string; is_admin: boolean; user_type: 'member' | 'public' } | undefined> {
    return selectOne(
      this.db,
      { id: column.int, username: column.text, is_admin: column.bool, user_type: column.oneOf(['member', 'public'] as const) },
      sql`select id, username, is_admin, user_type from users where id = ${id}`,
    );
  }

  /**
   * Who may hear of a new message in a chat (member accounts in its audience, null meaning all, but the sender),
   * with whether they muted the chat and when they were last sent a chat alert about it.
   */
  async chatRecipients(
    tx: Tx,
    chatKey: string,
    senderId: number | null,
    audience: number[] | null,
  ): Promise<{ id: number; muted: boolean; last_sent: Date | null }[]> {
    return select(
      tx,
      { id: column.int, muted: column.bool, last_sent: column.nullable(column.time) },
      sql`select u.id,
                 exists (select 1 from chat_mutes m where m.user_id = u.id and m.chat_key = ${chatKey}) as muted,
                 (select max(a.sent_at) from alerts a
                   where a.user_id = u.id and a.chat_key = ${chatKey} and a.kind = 'chat' and a.status = 'sent') as last_sent
          from users u
          where u.user_type = 'member' and u.id <> ${senderId ?? 0}
          ${audience === null ? sql`` : sql`and u.id = any(${`{${audience.join(',')}}`}::int[])`}`,
    );
  }

  /** Opens a chat bundle per recipient, or adds to the one open for that chat (a mention brings it forward). */
  async openChatBundles(tx: Tx, bundles: ChatBundleInsert[]): Promise<void> {
    if (bundles.length === 0) return;
    const values: SQL[] = bundles.map(
      (b) => sql`(${b.alertKey}, ${b.userId}, 'chat', ${b.chatKey}, ${b.firstMessageId}, ${b.mention}, true,
                  ${b.url}, 'pending', ${b.dueAt}, ${b.createdAt})`,
    );
    await execute(
      tx,
      sql`insert into alerts (alert_key, user_id, kind, chat_key, first_message_id, mention, bundle_open, url, status, due_at, created_at)
          values ${sql.join(values, sql`, `)}
          on conflict (user_id, chat_key) where bundle_open do update
            set mention = alerts.mention or excluded.mention,
                due_at = case when excluded.mention then least(alerts.due_at, excluded.due_at) else alerts.due_at end`,
    );
  }

  /** Stores alerts, ignoring any whose key is stored already; answers how many are new and wakes the senders if any. */
  async insertNew(db: Executor, values: (typeof alerts.$inferInsert)[]): Promise<number> {
    let created = 0;
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await db
        .insert(alerts)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing({ target: alerts.alertKey })
        .returning({ id: alerts.id });
      created += inserted.length;
    }
    // Delivered on commit: wakes the senders of every instance.
    if (created > 0) await execute(db, sql`select pg_notify(${ALERTS_CHANNEL}, '')`);
    return created;
  }

  /** A test notification to every device of the user, due now. */
  async queueTest(userId: number, at: Date): Promise<void> {
    await execute(
      this.db,
      sql`insert into alerts (alert_key, user_id, kind, title, body, url, status, due_at, created_at)
          values (${`test:${userId}:${at.getTime()}`}, ${userId}, 'test', 'Notifications are on', 'This device will get your alerts.', '/settings', 'pending', ${at}, ${at})
          on conflict (alert_key) do nothing`,
    );
    await this.database.notify(ALERTS_CHANNEL, '');
  }

  /** Claims up to `limit` due alerts (and any whose claim lapsed before `leaseEnd`) for `instance`, skipping locked ones. */
  async claim(instance: string, at: Date, leaseEnd: Date, limit: number): Promise<AlertRow[]> {
    return select(
      this.db,
      ALERT,
      sql`update alerts set status = 'sending', bundle_open = false, claimed_at = ${at}, claimed_by = ${instance}, attempts = attempts + 1
          where id in (
            select id from alerts
            where (status = 'pending' and due_at <= ${at}) or (status = 'sending' and claimed_at < ${leaseEnd})
            order by due_at, id limit ${limit} for update skip locked)
          returning id, alert_key, user_id, kind, chat_key, first_message_id, mention, title, body, url, attempts`,
    );
  }

  async setText(id: number, text: { title: string; body: string; url: string; lastMessageId: number }): Promise<void> {
    await execute(
      this.db,
      sql`update alerts set title = ${text.title}, body = ${text.body}, url = ${text.url}, last_message_id = ${text.lastMessageId}
          where id = ${id}`,
    );
  }

  /**
   * The newest message an earlier bundle of this user's chat told of (0 if none): a bundle opened by a message the
   * follower reached only after that bundle was sent starts after it, so no message is told of twice.
   */
  async toldThrough(userId: number, chatKey: string, alertId: number): Promise<number> {
    const [row] = await select(
      this.db,
      { n: column.int },
      sql`select coalesce(max(last_message_id), 0)::int as n from alerts
          where user_id = ${userId} and chat_key = ${chatKey} and kind = 'chat' and id <> ${alertId}`,
    );
    return row?.n ?? 0;
  }

  /** Claims one device's delivery of an alert, unless it was sent already or is gone; answers whether it is ours to send. */
  async claimDelivery(alertId: number, target: string, at: Date): Promise<boolean> {
    const mine = await execute(
      this.db,
      sql`insert into alert_deliveries (alert_id, target, status, attempted_at) values (${alertId}, ${target}, 'sending', ${at})
          on conflict (alert_id, target) do update set status = 'sending', attempted_at = excluded.attempted_at
            where alert_deliveries.status in ('sending', 'failed')
          returning target`,
    );
    return mine > 0;
  }

  async recordDelivery(alertId: number, target: string, status: string, detail: string | null): Promise<void> {
    await execute(
      this.db,
      sql`update alert_deliveries set status = ${status}, detail = ${detail} where alert_id = ${alertId} and target = ${target}`,
    );
  }

  /** Ends an alert this instance claimed: sent, or skipped (nothing left to say). */
  async finish(id: number, instance: string, status: 'sent' | 'skipped', at: Date): Promise<void> {
    await execute(this.db, sql`update alerts set status = ${status}, sent_at = ${at} where id = ${id} and claimed_by = ${instance}`);
  }

  /** Hands an alert this instance claimed back, to be tried again at `retryAt`. */
  async retryLater(id: number, instance: string, retryAt: Date): Promise<void> {
    await execute(
      this.db,
      sql`update alerts set status = 'pending', due_at = ${retryAt}, claimed_at = null, claimed_by = null where id = ${id} and claimed_by = ${instance}`,
    );
  }
}
