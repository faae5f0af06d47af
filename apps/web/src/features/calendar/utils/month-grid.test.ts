import type { CalendarEvent } from '@team7790/shared/calendar/contracts';
import { describe, expect, it } from 'vitest';
import { cellEvents, clockTime, fetchRange, gridDays, monthTitle, shiftMonth, timeRange } from './month-grid.ts';

describe('month grid', () => {
  it('shows six weeks from the Sunday on or before the 1st', () => {
    const days = gridDays('2025-03');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2025-02-23');
    expect(days[6]).toBe('2025-03-01');
    expect(days[41]).toBe('2025-04-05');
    expect(gridDays('2026-02')[0]).toBe('2026-02-01'); // February 2026 starts on a Sunday
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(monthTitle('2025-03')).toBe('March 2025');
  });

  it('fetches the visible month with one month either side', () => {
    expect(fetchRange('2025-01')).toEqual({ start: '2024-12-01', end: '2025-02-28' });
    expect(fetchRange('2024-01')).toEqual({ start: '2023-12-01', end: '2024-02-29' });
  });

  it('shows at most three events in a cell and counts the rest', () => {
    const events = Array.from({ length: 5 }, (_, i) => ({ id: String(i) }) as CalendarEvent);
    expect(cellEvents(events)).toMatchObject({ more: 2 });
    expect(cellEvents(events).shown.map((e) => e.id)).toEqual(['0', '1', '2']);
    expect(cellEvents(events.slice(0, 3)).more).toBe(0);
  });

  it('writes times on a 12-hour clock', () => {
    expect(clockTime('00:05')).toBe('12:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('18:30')).toBe('6:30 PM');
    expect(timeRange({ event_time: null, event_end_time: null })).toBe('All day');
    expect(timeRange({ event_time: '18:00', event_end_time: '20:00' })).toBe('6:00 PM – 8:00 PM');
  });
});
