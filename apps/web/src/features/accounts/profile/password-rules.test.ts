import { describe, expect, it } from 'vitest';
import { passwordFormError } from './password-rules.ts';

describe('profile password rules', () => {
  it('asks for the current password first', () => {
    expect(passwordFormError('', 'abc', 'abd')).toBe('Enter your current password');
    expect(passwordFormError('', '123456', '123456')).toBe('Enter your current password');
  });
  it('then asks for matching passwords', () => {
    expect(passwordFormError('old-secret', 'abc', 'abd')).toBe('Passwords do not match');
    expect(passwordFormError('old-secret', 'secret-one', 'secret-two')).toBe('Passwords do not match');
  });
  it('asks for at least 6 characters', () => {
    expect(passwordFormError('old-secret', '12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(passwordFormError('old-secret', '', '')).toBe('Password must be at least 6 characters long');
  });
  it('accepts the current password and 6 matching characters', () => {
    expect(passwordFormError('old-secret', '123456', '123456')).toBeNull();
  });
});
