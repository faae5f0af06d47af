import { SPONSOR_FORM_ERROR } from '@team7790/shared/site/sponsor-inquiry';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * What the form says when sending failed. The spec's error invites another try, which is right for a failure; a
 * refusal for sending too often (429) says when a try can work instead, from the server's Retry-After.
 */
export function sendFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 429) return SPONSOR_FORM_ERROR;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    return 'Too many messages were sent from here in a short time. Please try again later.';
  }
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes <= 1 ? 'a minute' : minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many messages were sent from here in a short time. Please try again in ${wait}.`;
}
