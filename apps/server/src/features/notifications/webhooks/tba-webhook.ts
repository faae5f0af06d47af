import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tbaWebhookAction, type TbaWebhookMessage } from '@team7790/shared/notifications/alerts-webhook';
import type { Database } from '../../../db/client.ts';
import { badRequest, HttpError, unauthorized } from '../../../http-error.ts';
import { rows } from '../event-log.ts';
import type { TeamAlerts } from '../alerts/team-alerts.ts';

const VERIFICATION_STATE = 'tba_webhook_verification';
const RECEIPT_RETENTION_DAYS = 14;

/** X-TBA-HMAC is the hex HMAC-SHA256 of the raw body with the webhook secret. */
export function verifyTbaSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookOutcome = { status: 'verified' | 'accepted' | 'duplicate' | 'ignored'; alerts: number };

/**
 * The Blue Alliance's webhook receiver: checks the signature of the raw body, answers the
 * verification message (its key is kept for the administrator to enter on TBA's site), drops a
 * body already handled, and turns event messages into alerts plus an early look at the event.
 */
export class TbaWebhooks {
  constructor(
    private readonly db: Database,
    private readonly secret: string | undefined,
    private readonly alerts: TeamAlerts,
    private readonly followedTeams: () => Promise<Set<number>>,
    private readonly now: () => Date,
    private readonly log: (msg: string, data?: Record<string, unknown>) => void,
  ) {}

  get configured(): boolean {
    return Boolean(this.secret);
  }

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.secret) throw new HttpError(404, 'Webhooks are not configured.', 'not_configured');
    if (!signature) throw unauthorized('Missing X-TBA-HMAC signature.');
    if (!verifyTbaSignature(rawBody, signature, this.secret)) throw unauthorized('Invalid X-TBA-HMAC signature.');
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

  async verification(): Promise<{ configured: boolean; verification_key: string | null; received_at: string | null }> {
    const found = await rows<{ value: unknown }>(this.db, sql`select value from alert_state where name = ${VERIFICATION_STATE}`);
    const raw = found[0]?.value;
    const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { verification_key: string; received_at: string } | undefined;
    return { configured: this.configured, verification_key: value?.verification_key ?? null, received_at: value?.received_at ?? null };
  }
}
