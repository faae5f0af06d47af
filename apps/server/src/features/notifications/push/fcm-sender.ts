import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { DEFAULT_PUSH_TITLE, type PushPayload } from '@team7790/shared/notifications/push';
import type { NativePushSender } from '../alerts/delivery.ts';
import type { SendOutcome } from './web-push-sender.ts';

/** The fields of a Firebase service-account file that sending needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;

export function readServiceAccount(file: string): ServiceAccount {
  // eslint-disable-next-line no-restricted-syntax -- the service account key file
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServiceAccount>;
  for (const field of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (!parsed[field]) throw new Error(`FCM_SERVICE_ACCOUNT_FILE: the service account has no ${field}`);
  }
  return parsed as ServiceAccount;
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/**
 * Android push through Firebase Cloud Messaging's HTTP v1 API. The service account signs a
 * short-lived JWT (RS256) that is exchanged for an access token at its token_uri (OAuth 2.0
 * JWT bearer grant); the token is reused until shortly before it expires.
 */
export class FcmSender implements NativePushSender {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly account: ServiceAccount,
    /** FCM's base address; tests point it at a stand-in. */
    private readonly baseUrl = 'https://fcm.googleapis.com',
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - 60_000 > Date.now()) return this.token.value;
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = b64url(JSON.stringify({ iss: this.account.client_email, scope: SCOPE, aud: this.account.token_uri, iat: now, exp: now + 3600 }));
    const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(this.account.private_key);
    const assertion = `${header}.${claims}.${b64url(signature)}`;
    const res = await request(this.account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const body = (await res.body.json()) as { access_token?: string; expires_in?: number };
    if (res.statusCode !== 200 || !body.access_token) throw new Error(`FCM token exchange failed: HTTP ${res.statusCode}`);
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return this.token.value;
  }

  async send(deviceToken: string, payload: PushPayload): Promise<SendOutcome> {
    try {
      const access = await this.accessToken();
      const message = {
        token: deviceToken,
        notification: { title: payload.title || DEFAULT_PUSH_TITLE, body: payload.body },
        data: { url: payload.url, tag: payload.tag, kind: payload.kind },
        // The same tag replaces a notification already shown: a repeated send never shows twice.
        android: { priority: 'high', collapse_key: payload.tag.slice(0, 64), notification: { tag: payload.tag } },
      };
      const res = await request(`${this.baseUrl}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      const text = await res.body.text();
      if (res.statusCode === 200) return { status: 'sent' };
      // FCM answers 404 UNREGISTERED (or 400 INVALID_ARGUMENT for a malformed token) for a token that will never work again.
      if (res.statusCode === 404 || (res.statusCode === 400 && text.includes('INVALID_ARGUMENT')))
        return { status: 'gone', detail: `HTTP ${res.statusCode}` };
      return { status: 'failed', detail: `HTTP ${res.statusCode} ${text.slice(0, 200)}` };
    } catch (err) {
      return { status: 'failed', detail: err instanceof Error ? err.message : String(err) };
    }
  }
}
