import { describe, expect, it } from 'vitest';
import { formatMatchMoment, formatMatchTime, formatZoneName } from './match-time.ts';

describe("match times in the event's zone", () => {
  // 2025-03-01 20:43 UTC: 3:43 PM in Michigan (EST), 5:43 AM the next day in Tokyo.
  const seconds = Date.UTC(2025, 2, 1, 20, 43) / 1000;

  it("reads the same wherever the viewer is, named with the zone's short name", () => {
    expect(formatMatchTime(seconds, 'America/Detroit')).toBe('3:43 PM');
    expect(formatMatchMoment(seconds, 'America/Detroit')).toBe('Sat, Mar 1, 3:43 PM EST');
    expect(formatZoneName(Date.UTC(2025, 3, 17, 20) / 1000, 'America/Chicago')).toBe('CDT');
  });

  it('says TBD without a time and leaves the zone out when the event has none', () => {
    expect(formatMatchTime(null, 'America/Detroit')).toBe('TBD');
    expect(formatZoneName(seconds, null)).toBe('');
    expect(formatZoneName(seconds, 'Not/AZone')).toBe('');
    expect(formatMatchMoment(seconds, 'Not/AZone')).toMatch(/^\w{3}, \w{3} \d+, \d+:\d\d [AP]M$/);
  });
});
