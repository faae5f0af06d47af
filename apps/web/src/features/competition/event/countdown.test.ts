import { eventWindow } from '@team7790/shared/competition/event-status';
import { describe, expect, it } from 'vitest';
import { countdownParts } from '../../../lib/countdown.ts';

describe('countdownParts', () => {
  it("counts to midnight of the start date in the event's own time zone", () => {
    const start = eventWindow({ key: '2027milac', start_date: '2027-03-05', end_date: '2027-03-07', timezone: 'America/Detroit' })!.start;
    // Midnight in Detroit (EST) is 05:00 UTC.
    expect(start.toISOString()).toBe('2027-03-05T05:00:00.000Z');
    expect(countdownParts(start, new Date('2027-03-03T03:58:30Z'))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30, done: false });
  });
  it('stops at zero', () => {
    expect(countdownParts(new Date('2027-01-01T00:00:00Z'), new Date('2027-01-02T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
});
