import { describe, expect, it } from 'vitest';
import { passwordFormError } from './password-rules.ts';

describe('profile password rules', () => {
  it('asks for matching passwords before anything else', () => {
    expect(passwordFormError('abc', 'abd')).toBe('Passwords do not match');
    expect(passwordFormError('secret-one', 'secret-two')).toBe('Passwords do not match');
  });
  it('asks for at least 6 characters', () => {
    expect(passwordFormError('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(passwordFormError('', '')).toBe('Password must be at least 6 characters long');
  });
  it('accepts 6 matching characters', () => {
    expect(passwordFormError('123456', '123456')).toBeNull();
  });
});
