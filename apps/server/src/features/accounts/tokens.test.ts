import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../plugins/auth.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('session tokens', () => {
  it('are random, 256-bit and URL-safe', () => {
    const a = newSessionToken();
    const b = newSessionToken();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
  });

  it('are stored as a SHA-256 digest that does not contain the token', () => {
    const token = newSessionToken();
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
  });

  it('are read from a Bearer header only', () => {
    const token = newSessionToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken('Bearer a.b.c-with;semicolon-xxxxxxxxxxxxxxx')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('password hashes', () => {
  it('verify the right password only, and salt each hash', async () => {
    const h1 = await hashPassword('correct horse');
    const h2 = await hashPassword('correct horse');
    expect(h1).not.toBe(h2);
    expect(await verifyPassword('correct horse', h1)).toBe(true);
    expect(await verifyPassword('correct hors', h1)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain')).toBe(false);
  });

  it('are made at scrypt N=2^15 unless told otherwise, and each keeps the cost it was made with', async () => {
    const strong = await hashPassword('correct horse');
    expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    const light = await hashPassword('correct horse', 10);
    expect(light.split('$')[1]).toBe('1024');
    expect(await verifyPassword('correct horse', light)).toBe(true);
    expect(await verifyPassword('correct horse', strong)).toBe(true);
  });
});
