import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { tbaWebhookAction, type TbaWebhookMessage } from '@team7790/shared/competition/tba-webhook';
import type { StateRepo } from '../../../db/state-repo.ts';
import { badRequest, HttpError, unauthorized } from '../../../http-error.ts';
import type { LiveWatcher } from '../watcher.ts';
import type { ReceiptsRepo } from './receipts-repo.ts';

const VERIFICATION_STATE = 'tba_webhook_verification';
/** A secret set by an administrator (it takes precedence over the TBA_WEBHOOK_SECRET setting). */
const SECRET_STATE = 'tba_webhook_secret';
/** An HMAC-SHA256 in hex, and nothing else: Buffer's hex decoding stops quietly at the first other character. */
const SIGNATURE_FORM = /^[0-9a-f]{64}$/i;

/** X-TBA-HMAC is the hex HMAC-SHA256 of the raw body with the webhook secret: exactly 64 hex digits. */
export function verifyTbaSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !SIGNATURE_FORM.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

export type WebhookOutcome = { status: 'verified' | 'accepted' | 'duplicate' | 'ignored' };

/** What administrators see: never the secret itself, only whether one is set and from where. */
export interface WebhookStatus {
  configured: boolean;
  secret_source: 'admin' | 'settings' | null;
  secret_updated_at: string | null;
  verification_key: string | null;
  received_at: string | null;
}

/**
 * The Blue Alliance's webhook receiver, an input of the live watcher (decision 0011): checks the signature of the raw
 * body, answers the verification message (its key is kept for the administrator to enter on TBA's site), drops a body
 * already handled, and for a message about an event records that the event must be looked at and wakes the watcher.
 * It answers at once: no provider call happens before the answer, and what changed becomes page changes and alerts
 * in the watcher's one comparison, whatever the number, order or repetition of messages.
 */
export class TbaWebhooks {
  constructor(
    private readonly state: StateRepo,
    private readonly receipts: ReceiptsRepo,
    /** TBA_WEBHOOK_SECRET, used while no administrator has set one. */
    private readonly settingSecret: string | undefined,
    /** The live watcher: records, in the receipt's transaction, that the event must be looked at, then looks here soon. */
    private readonly watcher: Pick<LiveWatcher, 'wake' | 'lookSoon'>,
    private readonly now: () => Date,
    private readonly log: (msg: string, data?: Record<string, unknown>) => void,
  ) {}

  /** The secret in force, read on every call so all instances follow an administrator's change at once. */
  private async secret(): Promise<{ value: string; source: 'admin' | 'settings'; updatedAt: string | null } | null> {
    const stored = await this.state.read<{ secret: string; updated_at: string }>(SECRET_STATE);
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
      // eslint-disable-next-line no-restricted-syntax -- the webhook's body, checked by its schema next
      message = JSON.parse(rawBody.toString('utf8')) as TbaWebhookMessage;
    } catch {
      throw badRequest('The body is not JSON.');
    }
    if (!message || typeof message.message_type !== 'string') throw badRequest('message_type is required.');

    const action = tbaWebhookAction(message);
    const at = this.now();
    const hash = createHash('sha256').update(rawBody).digest('hex');
    const outcome = await this.receipts.db.transaction(async (tx): Promise<WebhookOutcome> => {
      if (!(await this.receipts.recordFirst(tx, hash, message.message_type, at))) return { status: 'duplicate' };
      if (action.type === 'verification') {
        await this.state.write(VERIFICATION_STATE, { verification_key: action.verificationKey, received_at: at.toISOString() }, tx);
        return { status: 'verified' };
      }
      if (action.type !== 'event') return { status: 'ignored' };
      // With the receipt: a retry answered `duplicate` finds the event woken, for this or any instance's next look.
      await this.watcher.wake(action.eventKey, tx);
      return { status: 'accepted' };
    });
    if (action.type === 'verification' && outcome.status === 'verified') {
      this.log('TBA webhook verification key received; enter it on The Blue Alliance account page', { verification_key: action.verificationKey });
    }
    if (action.type === 'event' && outcome.status === 'accepted') this.watcher.lookSoon(action.eventKey);
    // Receipts are never forgotten: a signed body stays valid as long as the secret does, and most of TBA's messages
    // (verification, alliances, awards) carry no time of their own to date them by, so a body is handled once, ever.
    // A receipt is a hash and a time, and TBA sends a team's site a few thousand messages a season.
    return outcome;
  }

  async status(): Promise<WebhookStatus> {
    const value = await this.state.read<{ verification_key: string; received_at: string }>(VERIFICATION_STATE);
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
    await this.state.db.transaction(async (tx) => {
      if (secret === null) await this.state.remove(SECRET_STATE, tx);
      else await this.state.write(SECRET_STATE, { secret, updated_at: this.now().toISOString() }, tx);
      await this.state.remove(VERIFICATION_STATE, tx);
    });
    this.log(secret === null ? 'TBA webhook secret removed by an administrator' : 'TBA webhook secret set by an administrator');
    return this.status();
  }
}
