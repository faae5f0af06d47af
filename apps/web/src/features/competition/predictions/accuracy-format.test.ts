import { describe, expect, it } from 'vitest';
import { binLabel, formatBrier, formatShare, headlineText, matchCount, statboticsText } from './accuracy-format.ts';

/** The no-break space the page puts before '%'. */
const pct = (text: string) => text.replace(/ %/g, '\u00a0%');

describe('formatShare and formatBrier', () => {
  it('write a share as a percentage to one decimal, and a Brier score to three', () => {
    expect(formatShare(0.7112)).toBe(pct('71.1 %'));
    expect(formatShare(1)).toBe(pct('100.0 %'));
    expect(formatShare(0.5, 0)).toBe(pct('50 %'));
    expect(formatBrier(0.19204)).toBe('0.192');
    expect(formatBrier(0.25)).toBe('0.250');
  });
  it("say '–' for a figure there is none of", () => {
    expect(formatShare(null)).toBe('–');
    expect(formatShare(Number.NaN)).toBe('–');
    expect(formatBrier(null)).toBe('–');
    expect(formatBrier(undefined)).toBe('–');
  });
});

describe('binLabel', () => {
  it('names a bin by its range of predicted chance, the last one ending at 100 %', () => {
    expect(binLabel(0)).toBe(pct('0–10 %'));
    // 0.6 * 100 is 60.00000000000001 in floating point.
    expect(binLabel(0.6)).toBe(pct('60–70 %'));
    expect(binLabel(0.9)).toBe(pct('90–100 %'));
  });
});

describe('headline figures', () => {
  const ours = { count: 1137, accuracy: 0.711, brier: 0.192 };
  it('read "N matches predicted · Accuracy · Brier"', () => {
    expect(headlineText(ours)).toBe(pct('1,137 matches predicted · Accuracy 71.1 % · Brier 0.192'));
    expect(headlineText({ count: 1, accuracy: 1, brier: 0.04 })).toBe(pct('1 match predicted · Accuracy 100.0 % · Brier 0.040'));
    expect(headlineText({ count: 0, accuracy: null, brier: null })).toBe('0 matches predicted · Accuracy – · Brier –');
  });
  it("put Statbotics' figure beside ours, with its own count only when it differs", () => {
    expect(statboticsText({ ...ours, statbotics: { count: 1137, accuracy: 0.704, brier: 0.1935 } }, 'event')).toBe(
      pct('Statbotics: 70.4 % · 0.194 on the same event'),
    );
    expect(statboticsText({ ...ours, statbotics: { count: 1000, accuracy: 0.704, brier: 0.1935 } }, 'events')).toBe(
      pct('Statbotics: 70.4 % · 0.194 on the same events (1,000 matches)'),
    );
    expect(statboticsText({ ...ours, statbotics: null }, 'event')).toBeNull();
  });
  it('counts in words', () => {
    expect(matchCount(1)).toBe('1 match');
    expect(matchCount(2)).toBe('2 matches');
  });
});
