import { EVENT_KEY_PATTERN } from './keys.ts';

/** The Blue Alliance's webhook envelope: `{message_type, message_data}`. */
export interface TbaWebhookMessage {
  message_type: string;
  message_data?: Record<string, unknown> | null;
}

export type TbaWebhookAction = { type: 'verification'; verificationKey: string } | { type: 'event'; eventKey: string } | { type: 'ignored' };

/**
 * The messages that say an event's data moved on. The message is only a wake-up: what changed is read from the
 * provider, compared once by the live watcher, and turned into page changes and alerts there (decision 0011), so a
 * message repeated, late or out of order changes nothing by itself.
 */
export const EVENT_MESSAGE_TYPES: ReadonlySet<string> = new Set([
  'upcoming_match',
  'match_score',
  'match_video',
  'starting_comp_level',
  'alliance_selection',
  'awards_posted',
  'schedule_updated',
]);

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/**
 * What a webhook message asks of us: keep the verification key, look at an event now, or nothing (a message type we do
 * not act on, or an event key that is not one: it never reaches a provider address).
 */
export function tbaWebhookAction(message: TbaWebhookMessage): TbaWebhookAction {
  const data = message.message_data ?? {};
  if (message.message_type === 'verification') {
    const key = str(data.verification_key);
    return key ? { type: 'verification', verificationKey: key } : { type: 'ignored' };
  }
  if (!EVENT_MESSAGE_TYPES.has(message.message_type)) return { type: 'ignored' };
  const eventKey = str(data.event_key)?.toLowerCase() ?? null;
  if (!eventKey || !EVENT_KEY_PATTERN.test(eventKey)) return { type: 'ignored' };
  return { type: 'event', eventKey };
}
