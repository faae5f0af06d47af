import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { passwordErrorText, usernameErrorText } from './profile-messages.ts';

describe('profile error texts (spec 3 section 8)', () => {
  it("shows the server's refusal", () => {
    expect(usernameErrorText(new ApiError('Username is already taken.', 409))).toBe('Username is already taken.');
    expect(passwordErrorText(new ApiError('Password must be at least 6 characters long.', 400))).toBe('Password must be at least 6 characters long.');
  });
  it('falls back when the server fails', () => {
    expect(usernameErrorText(new ApiError('Internal Server Error', 500))).toBe('Failed to update username.');
    expect(passwordErrorText(new ApiError('Bad Gateway', 502))).toBe('Failed to update password');
  });
  it('says when the server could not be reached', () => {
    expect(usernameErrorText(new ApiError('offline', 0))).toBe('Network error or server unreachable.');
    expect(passwordErrorText(new TypeError('fetch failed'))).toBe('Error updating password');
  });
});
