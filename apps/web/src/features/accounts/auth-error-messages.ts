import { ApiError } from '../../lib/api-client.ts';

/** The server's own words for rate limiting ("Too many sign-in attempts..."), which say when to retry. */
const rateLimitMessage = (error: unknown) => (error instanceof ApiError && error.status === 429 ? error.message : null);

/** Login page wording (spec 1 section 8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Invalid username or password';
  return rateLimitMessage(error) ?? 'Login failed. Please try again.';
}

/** Create-account page wording (spec 1 section 8): a refused name reads as "might be taken". */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    return 'Could not create account. The username might be taken.';
  }
  return rateLimitMessage(error) ?? 'Registration failed. Please try again.';
}
