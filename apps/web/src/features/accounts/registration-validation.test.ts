import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration-validation.ts';

describe('registration form validation (spec 1 section 5)', () => {
  it('accepts letters, numbers, underscores and periods with a 6-character password', () => {
    expect(validateRegistration('ava.s_2025', 'secret')).toEqual({});
  });

  it('rejects other characters in the username with the spec message', () => {
    expect(validateRegistration('ava smith', 'secret1').username).toBe('Username may only contain letters, numbers, underscores, and periods.');
    expect(validateRegistration('ava-smith', 'secret1').username).toBe('Username may only contain letters, numbers, underscores, and periods.');
  });

  it('rejects a password shorter than 6 characters with the spec message', () => {
    expect(validateRegistration('ava', '12345').password).toBe('Password must be at least 6 characters long.');
  });

  it('requires both fields', () => {
    const errors = validateRegistration('', '');
    expect(errors.username).toBeTruthy();
    expect(errors.password).toBeTruthy();
  });
});
