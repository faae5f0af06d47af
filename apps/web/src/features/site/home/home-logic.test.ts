import { describe, expect, it } from 'vitest';
import { ordinal, recordLabel, recordText } from './competition-text.ts';
import { countdownParts } from '../../../lib/countdown.ts';

describe('ordinal', () => {
  it('uses st, nd, rd and th, with 11 to 13 (and 111 to 113) taking th', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [101, '101st'],
      [111, '111th'],
      [112, '112th'],
      [113, '113th'],
    ];
    for (const [n, text] of cases) expect(ordinal(n)).toBe(text);
  });
});

describe('record', () => {
  it('shows ties only above 0', () => {
    expect(recordText({ wins: 7, losses: 4, ties: 0 })).toBe('7-4');
    expect(recordText({ wins: 7, losses: 4, ties: 1 })).toBe('7-4-1');
    expect(recordLabel({ wins: 1, losses: 2, ties: 0 })).toBe('1 win, 2 losses');
    expect(recordLabel({ wins: 0, losses: 1, ties: 2 })).toBe('0 wins, 1 loss, 2 ties');
  });
});

describe('countdownParts', () => {
  const target = new Date('2026-01-10T12:00:00-05:00');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(target, new Date('2026-01-08T10:58:30-05:00'))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30, done: false });
    expect(countdownParts(target, new Date('2026-01-10T11:59:59-05:00'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
  });

  it('never goes negative: at and after the target it is done', () => {
    expect(countdownParts(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(target, new Date('2026-11-21T06:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
