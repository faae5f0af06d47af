import { describe, expect, it } from 'vitest';
import { daysUntilStart, eventStatus, eventWindow } from './event-status.ts';

// 2025milac as the provider lists it: Lake City, Michigan, Eastern time.
const lakeCity = { key: '2025milac', start_date: '2025-02-28', end_date: '2025-03-02', timezone: 'America/Detroit' };

describe('eventStatus', () => {
  it('runs from local midnight of the start date to local midnight after the end date', () => {
    const w = eventWindow(lakeCity)!;
    expect(w.start.toISOString()).toBe('2025-02-28T05:00:00.000Z');
    expect(w.end.toISOString()).toBe('2025-03-03T05:00:00.000Z');
  });

  it('is upcoming one minute before local midnight of the start date, current one minute after', () => {
    expect(eventStatus(lakeCity, new Date('2025-02-28T04:59:00Z'))).toBe('upcoming');
    expect(eventStatus(lakeCity, new Date('2025-02-28T05:01:00Z'))).toBe('current');
  });

  it('stays current through the last evening in the event time zone, then completes', () => {
    // 23:30 in Detroit on the end date is already the next day in UTC.
    expect(eventStatus(lakeCity, new Date('2025-03-03T04:30:00Z'))).toBe('current');
    expect(eventStatus(lakeCity, new Date('2025-03-03T05:00:01Z'))).toBe('completed');
  });

  it('follows daylight saving time of the event zone', () => {
    const summer = { key: '2025mitvc', start_date: '2025-04-03', end_date: '2025-04-05', timezone: 'America/Detroit' };
    expect(eventWindow(summer)!.start.toISOString()).toBe('2025-04-03T04:00:00.000Z');
  });

  it('uses the spec offsets when the provider gives no time zone', () => {
    const noZone = { key: '2025micmp', start_date: '2025-04-02', end_date: '2025-04-05', timezone: null };
    // 20.5 h after UTC midnight of the end date for keys containing micmp.
    expect(eventWindow(noZone)!.end.toISOString()).toBe('2025-04-05T20:30:00.000Z');
    expect(eventWindow({ ...noZone, key: '2025abc' })!.end.toISOString()).toBe('2025-04-06T13:00:00.000Z');
  });

  it('treats missing dates as not yet started (Date TBD)', () => {
    expect(eventWindow({ key: 'x', start_date: '', end_date: '' })).toBeNull();
    expect(eventStatus({ key: 'x', start_date: '', end_date: '' }, new Date())).toBe('upcoming');
  });

  it('counts whole days until the start', () => {
    expect(daysUntilStart(lakeCity, new Date('2025-02-25T06:00:00Z'))).toBe(2);
    expect(daysUntilStart(lakeCity, new Date('2025-03-01T12:00:00Z'))).toBe(0);
  });
});
