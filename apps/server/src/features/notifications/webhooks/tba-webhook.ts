import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tbaWebhookAction, type TbaWebhookMessage } from '@team7790/shared/notifications/alerts-webhook';
import type { Database } from '../../../db/client.ts';
import { badRequest, HttpError, unauthorized } from '../../../http-error.ts';
import { rows } from '../../../db/rows.ts';
import type { TeamAlerts } from '../alerts/team-alerts.ts';

const VERIFICATION_STATE = 'tba_webhook_verification';
/** A secret set by an administrator (it takes precedence over the TBA_WEBHOOK_SECRET setting). */
const SECRET_STATE = 'tba_webhook_secret';
const RECEIPT_RETENTION_DAYS = 14;

/** X-TBA-HMAC is the hex HMAC-SHA256 of the raw body with the webhook secret. */
export function verifyTbaSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookOutcome = { status: 'verified' | 'accepted' | 'duplicate' | 'ignored'; alerts: number };

/** What administrators see: never the secret itself, only whether one is set and from where. */
export interface WebhookStatus {
  configured: boolean;
  secret_source: 'admin' | 'settings' | null;
  secret_updated_at: string | null;
  verification_key: string | null;
  received_at: string | null;
}

const parseState = <T>(raw: unknown): T | undefined => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T | undefined;

/**
 * The Blue Alliance's webhook receiver: checks the signature of the raw body, answers the
 * verification message (its key is kept for the administrator to enter on TBA's site), drops a
 * body already handled, and turns event messages into alerts plus an early look at the event.
 */
export class TbaWebhooks {
  constructor(
    private readonly db: Database,
    /** TBA_WEBHOOK_SECRET, used while no administrator has set one. */
    private readonly settingSecret: string | undefined,
    private readonly alerts: TeamAlerts,
    private readonly followedTeams: () => Promise<Set<number>>,
    private readonly now: () => Date,
    private readonly log: (msg: string, data?: Record<string, unknown>) => void,
  ) {}

  /** The secret in force, read on every call so all instances follow an administrator's change at once. */
  private async secret(): Promise<{ value: string; source: 'admin' | 'settings'; updatedAt: string | null } | null> {
    const found = await rows<{ value: unknown }>(this.db, sql`select value from alert_state where name = ${SECRET_STATE}`);
    const stored = parseState<{ secret: string; updated_at: string }>(found[0]?.value);
    if (stored?.secret) return { value: stored.secret, source: 'admin', updatedAt: stored.updated_at };
    return this.settingSecret ? { value: this.settingSecret, source: 'settings', updatedAt: null } : null;
  }

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const secret = await this.secret();
    if (!secret) throw new HttpError(404, 'Webhooks are not configured.', 'not_configured');
    if (!signature) throw unauthorized('Missing X-TBA-HMAC signature.');
    if (!verifyTbaSignature(rawBody, signature, secret.value)) throw unauthorized('Invalid X-TBA-HMAC signature.');
    let message: TbaWebhookMessage;
    try {
      message = JSON.parse(rawBody.toString('utf8')) as TbaWebhookMessage;
    } catch {
      throw badRequest('The body is not JSON.');
    }
    if (!message || typeof message.message_type !== 'string') throw badRequest('message_type is required.');

    const teams = await this.followedTeams();
    const action = tbaWebhookAction(message, teams);
    const at = this.now();
    const hash = createHash('sha256').update(rawBody).digest('hex');
    const outcome = await this.db.transaction(async (tx): Promise<WebhookOutcome> => {
      const fresh = await rows(
        tx,
        sql`insert into tba_webhook_receipts (body_hash, message_type, received_at) values (${hash}, ${message.message_type}, ${at})
            on conflict do nothing returning body_hash`,
      );
      if (fresh.length === 0) return { status: 'duplicate', alerts: 0 };
      if (action.type === 'verification') {
        const value = JSON.stringify({ verification_key: action.verificationKey, received_at: at.toISOString() });
        await tx.execute(
          sql`insert into alert_state (name, value, updated_at) values (${VERIFICATION_STATE}, ${value}::jsonb, now())
              on conflict (name) do update set value = excluded.value, updated_at = excluded.updated_at`,
        );
        return { status: 'verified', alerts: 0 };
      }
      if (action.type === 'ignored') return { status: 'ignored', alerts: 0 };
      const created = await this.alerts.record(action.facts, tx);
      return { status: 'accepted', alerts: created };
    });
    if (action.type === 'verification' && outcome.status === 'verified') {
      this.log('TBA webhook verification key received; enter it on The Blue Alliance account page', { verification_key: action.verificationKey });
    }
    if (action.type === 'event' && outcome.status === 'accepted') await this.alerts.wake(action.eventKey);
    await this.db.execute(sql`delete from tba_webhook_receipts where received_at < ${new Date(at.getTime() - RECEIPT_RETENTION_DAYS * 86_400_000)}`);
    return outcome;
  }

  async status(): Promise<WebhookStatus> {
    const found = await rows<{ value: unknown }>(this.db, sql`select value from alert_state where name = ${VERIFICATION_STATE}`);
    const value = parseState<{ verification_key: string; received_at: string }>(found[0]?.value);
    const secret = await this.secret();
    return {
      configured: secret !== null,
      secret_source: secret?.source ?? null,
      secret_updated_at: secret?.updatedAt ?? null,
      verification_key: value?.verification_key ?? null,
      received_at: value?.received_at ?? null,
    };
  }

  /**
   * An administrator sets or replaces the secret (entered on TBA's webhook page too), or removes it
   * (null: back to TBA_WEBHOOK_SECRET, or off). A verification key received under the previous
   * secret belongs to a registration that no longer works, so it is forgotten.
   */
  async setSecret(secret: string | null): Promise<WebhookStatus> {
    await this.db.transaction(async (tx) => {
      if (secret === null) {
        await tx.execute(sql`delete from alert_state where name = ${SECRET_STATE}`);
      } else {
        const value = JSON.stringify({ secret, updated_at: this.now().toISOString() });
        await tx.execute(
          sql`insert into alert_state (name, value, updated_at) values (${SECRET_STATE}, ${value}::jsonb, now())
              on conflict (name) do update set value = excluded.value, updated_at = excluded.updated_at`,
        );
      }
      await tx.execute(sql`delete from alert_state where name = ${VERIFICATION_STATE}`);
    });
    this.log(secret === null ? 'TBA webhook secret removed by an administrator' : 'TBA webhook secret set by an administrator');
    return this.status();
  }
}
