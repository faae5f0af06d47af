import { describe, expect, it } from 'vitest';
import { continuesGroup, formatMessageStamp, groupMessages } from './message-grouping.ts';

const m = (sender_id: number | null, timestamp: string) => ({ sender_id, timestamp });

describe('grouping within 2 minutes', () => {
  it('keeps one sender together up to exactly 2 minutes apart', () => {
    expect(continuesGroup(m(1, '2026-01-01T10:00:00Z'), m(1, '2026-01-01T10:02:00Z'))).toBe(true);
    expect(continuesGroup(m(1, '2026-01-01T10:00:00Z'), m(1, '2026-01-01T10:02:01Z'))).toBe(false);
  });
  it('starts a new group on another sender or a deleted sender', () => {
    expect(continuesGroup(m(1, '2026-01-01T10:00:00Z'), m(2, '2026-01-01T10:00:10Z'))).toBe(false);
    expect(continuesGroup(m(null, '2026-01-01T10:00:00Z'), m(null, '2026-01-01T10:00:10Z'))).toBe(false);
  });
  it('splits a list into runs', () => {
    const list = [m(1, '2026-01-01T10:00:00Z'), m(1, '2026-01-01T10:01:00Z'), m(2, '2026-01-01T10:01:30Z'), m(2, '2026-01-01T10:05:00Z')];
    expect(groupMessages(list).map((g) => g.length)).toEqual([2, 1, 1]);
  });
});

describe('message stamps', () => {
  const now = new Date('2026-03-14T18:00:00Z');
  it('shows the time for today', () => {
    expect(formatMessageStamp('2026-03-14T13:05:00Z', now, 'en-US', 'UTC')).toBe('1:05 PM');
  });
  it('shows month/day for other days', () => {
    expect(formatMessageStamp('2026-03-02T13:05:00Z', now, 'en-US', 'UTC')).toBe('3/2');
  });
  it('decides "today" in the viewer\'s zone', () => {
    // 02:00 UTC on the 15th is still the 14th in Detroit.
    expect(formatMessageStamp('2026-03-15T02:00:00Z', new Date('2026-03-15T03:00:00Z'), 'en-US', 'America/Detroit')).toBe('10:00 PM');
  });
});
