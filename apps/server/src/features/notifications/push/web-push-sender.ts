import { createHash } from 'node:crypto';
import { request } from 'undici';
import webpush from 'web-push';
import type { PushPayload } from '@team7790/shared/notifications/push';
import type { PushEndpointPolicy } from './endpoint-policy.ts';
import type { VapidDetails } from './vapid.ts';

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent'; 'gone' when the push service says the subscription no longer exists; 'failed' otherwise (retried later). */
export type SendOutcome = { status: 'sent' } | { status: 'gone' | 'failed'; detail: string };

/** Push services coalesce messages with the same Topic (at most 32 base64url characters). */
export const topicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

const TIMEOUT_MS = 10_000;

/**
 * Web Push: `web-push` encrypts the payload (aes128gcm) and signs the VAPID header; the request goes
 * out over undici, through the endpoint policy's dispatcher, so it reaches only a push service's public
 * address, and a slow one cannot hold the worker.
 */
export class WebPushSender {
  constructor(
    private readonly vapid: VapidDetails,
    private readonly policy: PushEndpointPolicy,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async send(target: WebPushTarget, payload: PushPayload, ttlSeconds = 4 * 3600): Promise<SendOutcome> {
    // Stored before the policy existed, or the policy changed since: such an endpoint will never be sent to.
    const refused = this.policy.formRefusal(target.endpoint);
    if (refused) return { status: 'gone', detail: refused };
    let details;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: this.vapid, TTL: ttlSeconds, contentEncoding: 'aes128gcm', urgency: 'high', topic: topicOf(payload.tag) },
      );
    } catch (err) {
      // Keys the browser gave that cannot encrypt anything: the subscription is useless.
      return { status: 'gone', detail: err instanceof Error ? err.message : String(err) };
    }
    try {
      const res = await request(details.endpoint, {
        method: 'POST',
        headers: details.headers,
        body: details.body ?? undefined,
        dispatcher: this.policy.isStandIn(details.endpoint) ? undefined : this.policy.dispatcher,
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      const text = await res.body.text();
      if (res.statusCode >= 200 && res.statusCode < 300) return { status: 'sent' };
      if (res.statusCode === 404 || res.statusCode === 410) return { status: 'gone', detail: `HTTP ${res.statusCode}` };
      return { status: 'failed', detail: `HTTP ${res.statusCode} ${text.slice(0, 200)}` };
    } catch (err) {
      return { status: 'failed', detail: err instanceof Error ? err.message : String(err) };
    }
  }
}
