import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loginErrorMessage, registrationErrorMessage } from './auth-error-messages.ts';

describe('login error wording', () => {
  it('says the credentials are wrong on 401', () => {
    expect(loginErrorMessage(new ApiError('Invalid username or password.', 401))).toBe('Invalid username or password');
  });
  it("shows the server's rate-limit message on 429", () => {
    expect(loginErrorMessage(new ApiError('Too many sign-in attempts. Please wait and try again.', 429))).toBe(
      'Too many sign-in attempts. Please wait and try again.',
    );
  });
  it('says login failed for anything else', () => {
    expect(loginErrorMessage(new ApiError('boom', 500))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new ApiError('offline', 0))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new Error('unexpected'))).toBe('Login failed. Please try again.');
  });
});

describe('registration error wording', () => {
  it('suggests the name is taken on 409 and 400', () => {
    for (const status of [409, 400]) {
      expect(registrationErrorMessage(new ApiError('x', status))).toBe('Could not create account. The username might be taken.');
    }
  });
  it("shows the server's rate-limit message on 429", () => {
    expect(registrationErrorMessage(new ApiError('Too many accounts created from this address. Please try again later.', 429))).toBe(
      'Too many accounts created from this address. Please try again later.',
    );
  });
  it('says registration failed otherwise', () => {
    expect(registrationErrorMessage(new ApiError('x', 503))).toBe('Registration failed. Please try again.');
  });
});
