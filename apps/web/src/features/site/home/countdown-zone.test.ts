import { describe, expect, it } from 'vitest';
import { targetText } from './countdown.tsx';

describe('the kickoff countdown date', () => {
  it('names a European visitor zone in words, not as an offset', () => {
    const text = targetText('Europe/Berlin');
    expect(text).not.toMatch(/GMT[+-]/);
    expect(text).toMatch(/Central European (Standard )?Time$/);
  });

  it('keeps the short name where English has one', () => {
    expect(targetText('America/Detroit')).toMatch(/ E[SD]T$/);
  });
});
