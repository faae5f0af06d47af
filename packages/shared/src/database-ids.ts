import { z } from 'zod';
import { fromDecimalText } from './decimal-text.ts';

/** The largest id a row can have (PostgreSQL integer). A larger id names nothing, and must not reach a query. */
export const DATABASE_ID_MAX = 2_147_483_647;

/**
 * A row's id in a body (a member to add, the scout of a report): a positive whole number no larger than a row's id
 * can be, `message` otherwise. A larger number names nobody, and must not reach a query.
 */
export function rowIdValue(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(DATABASE_ID_MAX, message);
}

/**
 * A row's id in a path, in its plain decimal spelling (`fromDecimalText`): "<Noun> id must be a number." for anything
 * that is not a positive whole number, "No such <thing>." past the largest id a row can have.
 */
export function rowIdParam(noun: string, thing: string) {
  const notANumber = `${noun} id must be a number.`;
  return fromDecimalText(z.number({ error: notANumber }).int(notANumber).positive(notANumber).max(DATABASE_ID_MAX, `No such ${thing}.`));
}
