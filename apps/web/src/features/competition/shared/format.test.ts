import { describe, expect, it } from 'vitest';
import { formatCount, formatDateRange, formatDay, formatDecimal, formatMatchTime, formatPlace } from './format.ts';

describe('formatDateRange', () => {
  it('writes one month, two months and two years compactly', () => {
    expect(formatDateRange('2025-03-06', '2025-03-08')).toBe('Mar 6 – 8, 2025');
    expect(formatDateRange('2025-02-28', '2025-03-02')).toBe('Feb 28 – Mar 2, 2025');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('Dec 30, 2025 – Jan 2, 2026');
    expect(formatDateRange('2025-04-19', '2025-04-19')).toBe('Apr 19, 2025');
  });
  it("says 'Date TBD' for missing or impossible dates (spec 2 section 8)", () => {
    expect(formatDateRange('', '2025-03-02')).toBe('Date TBD');
    expect(formatDateRange('2025-02-30', '2025-03-02')).toBe('Date TBD');
    expect(formatDateRange(null, null)).toBe('Date TBD');
    expect(formatDay('soon')).toBe('Date TBD');
  });
  it('does not shift a calendar date by the viewer time zone', () => {
    expect(formatDay('2025-03-01')).toBe('Mar 1, 2025');
  });
});

describe('dates and counts written without Intl', () => {
  it("match en-US's own short dates on every day of a leap year and a common one", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (const year of [2024, 2025]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(formatDay(iso)).toBe(intl.format(new Date(day)));
      }
    }
  });
  it("group thousands as en-US does ('10,000')", () => {
    for (const value of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 98_765_432, -4321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatMatchTime', () => {
  it("writes h:mm AM/PM in the event's own time zone", () => {
    // 2025-03-01 14:00 UTC is 9:00 AM in Detroit and 8:00 AM in Houston.
    const t = Date.UTC(2025, 2, 1, 14, 0) / 1000;
    expect(formatMatchTime(t, 'America/Detroit')).toBe('9:00 AM');
    expect(formatMatchTime(t, 'America/Chicago')).toBe('8:00 AM');
    expect(formatMatchTime(t + 5 * 3600 + 7 * 60, 'America/Detroit')).toBe('2:07 PM');
  });
  it("says 'TBD' without a time", () => {
    expect(formatMatchTime(null, 'America/Detroit')).toBe('TBD');
    expect(formatMatchTime(0, 'America/Detroit')).toBe('TBD');
  });
});

describe('formatDecimal and formatPlace', () => {
  it('shows two decimals where the value has a fraction, a whole number whole, and a dash for nothing', () => {
    expect(formatDecimal(4.5)).toBe('4.50');
    expect(formatDecimal(2.57)).toBe('2.57');
    expect(formatDecimal(0.33)).toBe('0.33');
    // District points and 2015's coopertition totals are whole: printed as the provider prints them.
    expect(formatDecimal(414)).toBe('414');
    expect(formatDecimal(61)).toBe('61');
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(-0)).toBe('0');
    expect(formatDecimal(413.999)).toBe('414');
    expect(formatDecimal(null)).toBe('–');
    expect(formatDecimal(31.25, 1)).toBe('31.3');
    expect(formatDecimal(31, 1)).toBe('31');
  });
  it('joins only the parts that exist', () => {
    expect(formatPlace('Lake City', 'MI', null)).toBe('Lake City, MI');
    expect(formatPlace('', 'MI', 'USA')).toBe('MI, USA');
  });
});
