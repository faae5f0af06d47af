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

  it('names a zone without an English short name by its long name, not by its offset', () => {
    // 2025isde1 (Asia/Jerusalem) and the Istanbul regionals, as recorded: GMT+2 and GMT+3 before.
    expect(formatZoneName(Date.UTC(2025, 2, 17, 8) / 1000, 'Asia/Jerusalem')).toBe('Israel Standard Time');
    expect(formatZoneName(Date.UTC(2025, 2, 17, 8) / 1000, 'Europe/Istanbul')).toBe('Türkiye Standard Time');
    expect(formatZoneName(Date.UTC(2025, 2, 17, 8) / 1000, 'Asia/Shanghai')).toBe('China Standard Time');
    expect(formatMatchMoment(Date.UTC(2025, 2, 17, 8) / 1000, 'Asia/Jerusalem')).toBe('Mon, Mar 17, 10:00 AM Israel Standard Time');
    // Where English has a short name it stays: London's GMT, Mexico City's CST.
    expect(formatZoneName(Date.UTC(2025, 0, 17, 8) / 1000, 'Europe/London')).toBe('GMT');
    expect(formatZoneName(Date.UTC(2025, 0, 17, 8) / 1000, 'America/Mexico_City')).toBe('CST');
  });

  it('says TBD without a time and leaves the zone out when the event has none', () => {
    expect(formatMatchTime(null, 'America/Detroit')).toBe('TBD');
    expect(formatZoneName(seconds, null)).toBe('');
    expect(formatZoneName(seconds, 'Not/AZone')).toBe('');
    expect(formatMatchMoment(seconds, 'Not/AZone')).toMatch(/^\w{3}, \w{3} \d+, \d+:\d\d [AP]M$/);
  });
});
