import { z } from 'zod';
import { claimedUserId } from '../chat/contracts.ts';

export { DEFAULT_PUSH_TITLE, UNREAD_LOCAL_NOTIFICATION, type PushPayload } from './push-display.ts';

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'Keys must be base64url text.');

/** The JSON of a browser PushSubscription. */
export const webPushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'The subscription endpoint must be an http(s) URL.' })
    .max(2048, 'The subscription endpoint is too long.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64Url.min(80, 'The p256dh key is not a P-256 public key.').max(120),
    auth: base64Url.min(16, 'The auth secret is too short.').max(40),
  }),
});
export type WebPushSubscriptionBody = z.infer<typeof webPushSubscriptionBody>;

/**
 * POST /api/notifications/push/subscriptions/replace, from the service worker when the push service
 * renewed the subscription: the old one's endpoint and auth secret (the proof), and the new one.
 */
export const webPushReplaceBody = z.object({
  old_endpoint: z.string().min(1, 'The old subscription endpoint is required.').max(2048),
  old_auth: base64Url.min(16, 'The old auth secret is too short.').max(40),
  subscription: webPushSubscriptionBody,
});
export type WebPushReplaceBody = z.infer<typeof webPushReplaceBody>;
export const webPushReplaceResponse = z.object({ replaced: z.literal(true) });

export const webPushUnsubscribeBody = z.object({ endpoint: z.string().min(1, 'The subscription endpoint is required.').max(2048) });

export const pushDevicesResponse = z.object({
  web: z.number().int(),
  native: z.number().int(),
});

/** GET /api/notifications/push/config: what a browser needs to subscribe. */
export const webPushConfigResponse = z.object({
  enabled: z.boolean(),
  vapid_public_key: z.string(),
});

/** Spec 1: POST /chat/notifications/register-device {user_id, platform (android), token}. */
export const registerDeviceBody = z.object({
  user_id: claimedUserId,
  platform: z.enum(['android'], { error: 'platform must be android.' }),
  token: z.string().trim().min(20, 'The device token is too short.').max(4096, 'The device token is too long.'),
});
export const registerDeviceResponse = z.object({ registered: z.boolean(), platform: z.literal('android') });
export const unregisterDeviceBody = z.object({ token: z.string().trim().min(1, 'The device token is required.').max(4096) });

/** Spec 1: GET /chat/notifications/push-config?user_id=: whether native and web push are on for this user. */
export const pushConfigResponse = z.object({
  native_enabled: z.boolean(),
  web_enabled: z.boolean(),
  vapid_public_key: z.string(),
  devices: pushDevicesResponse,
  /** Foreground pushes without a title show this. */
  default_title: z.string(),
});
export type PushConfig = z.infer<typeof pushConfigResponse>;

export const testPushResponse = z.object({ queued: z.boolean() });

/** Admin: which chat channel, if any, receives the favourite-team alerts of the listed teams. */
export const alertChannelBody = z.object({
  channel_id: z.string().trim().min(1).max(80).nullable(),
  teams: z.array(z.coerce.number().int().min(1).max(99999)).max(50).default([7790]),
});
export const alertChannelResponse = z.object({ channel_id: z.string().nullable(), teams: z.array(z.number().int()) });
export type AlertChannelConfig = z.infer<typeof alertChannelResponse>;

/**
 * Admin: The Blue Alliance webhook settings. The secret itself is never sent back: only whether one is
 * in force and where it comes from (set here, or the TBA_WEBHOOK_SECRET setting).
 */
export const webhookVerificationResponse = z.object({
  configured: z.boolean(),
  secret_source: z.enum(['admin', 'settings']).nullable(),
  secret_updated_at: z.string().nullable(),
  verification_key: z.string().nullable(),
  received_at: z.string().nullable(),
  /** The address to enter on TBA's webhook page (from PUBLIC_SITE_URL), or null when that is not set. */
  webhook_url: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof webhookVerificationResponse>;

export const WEBHOOK_SECRET_MIN_LENGTH = 16;
export const webhookSecretBody = z.object({
  secret: z
    .string()
    .trim()
    .min(WEBHOOK_SECRET_MIN_LENGTH, `The secret must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters.`)
    .max(256, 'The secret must be at most 256 characters.')
    .regex(/^[\x21-\x7e]+$/, 'The secret may contain only visible ASCII characters, no spaces.'),
});
