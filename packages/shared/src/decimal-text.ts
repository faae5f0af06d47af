import { z } from 'zod';

/** A positive whole number as a person writes it: digits only, no sign, prefix (0x, 0b, 0o), exponent, fraction, leading zero or space. */
export const DECIMAL_TEXT = /^[1-9]\d*$/;

/**
 * A number read from text (a path parameter): only its plain decimal spelling reaches `schema`, so `0x10`, `16e0`,
 * `+16`, `016` and `0b10000` are refused with `schema`'s own message instead of naming the same thing as `16`.
 * Numbers pass as they are (code that already holds one). The API document still calls it an integer.
 */
export function fromDecimalText<T extends z.ZodNumber>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value), schema);
}
