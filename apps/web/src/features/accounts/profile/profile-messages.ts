import { ApiError } from '../../../lib/api-client.ts';

/** The server's own words for a refusal (4xx); otherwise the fallback. */
const refusalText = (err: unknown): string | null => (err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null);
const unreachable = (err: unknown) => !(err instanceof ApiError) || err.status === 0;

/** Spec 3 section 8, username. */
export function usernameErrorText(err: unknown): string {
  if (unreachable(err)) return 'Network error or server unreachable.';
  return refusalText(err) ?? 'Failed to update username.';
}

/** Spec 3 section 8, password. */
export function passwordErrorText(err: unknown): string {
  if (unreachable(err)) return 'Error updating password';
  return refusalText(err) ?? 'Failed to update password';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
