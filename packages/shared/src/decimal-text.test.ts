import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromDecimalText } from './decimal-text.ts';

describe('fromDecimalText', () => {
  const id = fromDecimalText(z.number({ error: 'Id must be a number.' }).int().positive().max(2_147_483_647, 'No such thing.'));

  it('reads plain decimal digits, and numbers as they are', () => {
    expect(id.parse('16')).toBe(16);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    expect(id.parse(16)).toBe(16);
  });

  it('refuses every other spelling of a number with the schema’s own message', () => {
    for (const text of ['0x10', '16e0', '1.6e1', '+16', '-16', '0b10000', '0o20', '016', '16.0', ' 16', '16 ', '1_6', '', '0', 'Infinity']) {
      const result = id.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error!.issues[0]!.message, text).toBe('Id must be a number.');
    }
    expect(id.safeParse('2147483648').error!.issues[0]!.message).toBe('No such thing.');
  });
});
