import { z } from 'zod';
import { fromDecimalText } from './decimal-text.ts';

/** The largest id a row can have (PostgreSQL integer). A larger id names nothing, and must not reach a query. */
export const DATABASE_ID_MAX = 2_147_483_647;

/**
 * A row's id in a path, in its plain decimal spelling (`fromDecimalText`): "<Noun> id must be a number." for anything
 * that is not a positive whole number, "No such <thing>." past the largest id a row can have.
 */
export function rowIdParam(noun: string, thing: string) {
  const notANumber = `${noun} id must be a number.`;
  return fromDecimalText(z.number({ error: notANumber }).int(notANumber).positive(notANumber).max(DATABASE_ID_MAX, `No such ${thing}.`));
}
