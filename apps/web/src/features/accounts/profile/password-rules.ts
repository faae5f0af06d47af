import { PASSWORD_MIN_LENGTH } from '@team7790/shared/accounts/contracts';

export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long';

/** The profile's password rules (spec 3 section 5): matching first, then at least 6 characters. */
export function passwordFormError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORD_MISMATCH_MESSAGE;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return null;
}
