import { describe, expect, it } from 'vitest';
import { currentEvent } from './current-event.ts';

const tz = 'America/Detroit';
const lakeCity = { key: '2025milac', start_date: '2025-02-28', end_date: '2025-03-02', timezone: tz };
const traverse = { key: '2025mitvc', start_date: '2025-04-03', end_date: '2025-04-05', timezone: tz };
const states = { key: '2025micmp', start_date: '2025-04-16', end_date: '2025-04-19', timezone: tz };
const season = [states, traverse, lakeCity];

describe('currentEvent', () => {
  it('is the first upcoming event before the season starts', () => {
    expect(currentEvent(season, new Date('2025-01-10T12:00:00Z'))?.key).toBe('2025milac');
  });

  it('is the event in progress', () => {
    expect(currentEvent(season, new Date('2025-04-04T15:00:00Z'))?.key).toBe('2025mitvc');
  });

  it('keeps the event through its last evening, local time, then moves to the next', () => {
    expect(currentEvent(season, new Date('2025-03-03T04:00:00Z'))?.key).toBe('2025milac');
    expect(currentEvent(season, new Date('2025-03-03T06:00:00Z'))?.key).toBe('2025mitvc');
  });

  it('is null once every event is over', () => {
    expect(currentEvent(season, new Date('2025-05-01T00:00:00Z'))).toBeNull();
  });
});
