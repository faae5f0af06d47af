import { PASSWORD_MIN_LENGTH } from '@team7790/shared/accounts/contracts';

export const CURRENT_PASSWORD_MISSING_MESSAGE = 'Enter your current password';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long';

/**
 * The profile's password rules: the spec's (spec 3 section 5: matching first, then at least 6 characters), after the
 * current password this product also asks for, so a stolen token or an unlocked phone cannot take the account over.
 */
export function passwordFormError(current: string, password: string, confirmation: string): string | null {
  if (current === '') return CURRENT_PASSWORD_MISSING_MESSAGE;
  if (password !== confirmation) return PASSWORD_MISMATCH_MESSAGE;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return null;
}
