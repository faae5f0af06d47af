import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N=2^15, r=8: 32 MiB of memory per hash, about 100 ms on this class of machine. PASSWORD_SCRYPT_LOG_N
 * moves N (tests lower it: they make thousands of accounts and prove nothing about scrypt's cost).
 */
export const DEFAULT_SCRYPT_LOG_N = 15;
const KEY_LENGTH = 64;
const paramsFor = (logN: number) => ({ N: 2 ** logN, r: 8, p: 1 });

function scryptAsync(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string, logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const params = paramsFor(logN);
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummies = new Map<number, Promise<string>>();

/**
 * A hash that matches nothing, at the cost accounts are hashed at, verified against when the account does not exist
 * so timing reveals nothing. Made once per cost.
 */
export function dummyPasswordHash(logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  let dummy = dummies.get(logN);
  if (!dummy) dummies.set(logN, (dummy = hashPassword(randomBytes(12).toString('hex'), logN)));
  return dummy;
}
