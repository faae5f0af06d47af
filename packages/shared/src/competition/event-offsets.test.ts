import { describe, expect, it } from 'vitest';
import { eventStatus } from './event-status.ts';

// Spec 2 section 4: without a time zone from the provider, an event runs until UTC midnight of its end date plus
// 17.5 h for keys containing txcmp and about 17 h 10 min for necmp. Keys and dates are the 2025 district
// championships as the provider lists them (tba/events/2025.json), here with no time zone.
const at = (iso: string) => new Date(iso);
const noZone = (key: string, start_date: string, end_date: string) => ({ key, start_date, end_date, timezone: null });

describe('the txcmp offset (17.5 h)', () => {
  it.each([
    noZone('2025txcmp', '2025-04-05', '2025-04-05'),
    noZone('2025txcmp1', '2025-04-02', '2025-04-05'),
    noZone('2025txcmp2', '2025-04-02', '2025-04-05'),
  ])('$key is current until 17:30 UTC of its end date, completed from then', (event) => {
    expect(eventStatus(event, at('2025-04-05T17:29:59.999Z'))).toBe('current');
    expect(eventStatus(event, at('2025-04-05T17:30:00.000Z'))).toBe('completed');
  });
});

describe('the necmp offset (17 h 10 min)', () => {
  it.each([
    noZone('2025necmp', '2025-04-05', '2025-04-05'),
    noZone('2025necmp1', '2025-04-02', '2025-04-05'),
    noZone('2025necmp2', '2025-04-02', '2025-04-05'),
  ])('$key is current until 17:10 UTC of its end date, completed from then', (event) => {
    expect(eventStatus(event, at('2025-04-05T17:09:59.999Z'))).toBe('current');
    expect(eventStatus(event, at('2025-04-05T17:10:00.000Z'))).toBe('completed');
  });
});

describe('the offsets belong to those keys only', () => {
  it('an event of another key with the same dates runs on to the default 37 h', () => {
    const other = noZone('2025txdal', '2025-04-02', '2025-04-05');
    expect(eventStatus(other, at('2025-04-05T17:30:00.000Z'))).toBe('current');
    expect(eventStatus(other, at('2025-04-06T13:00:00.000Z'))).toBe('completed');
  });

  it('a provider time zone wins over the offset', () => {
    // 2025txcmp1 in its own zone (America/Chicago, CDT) ends at local midnight after April 5.
    const chicago = { ...noZone('2025txcmp1', '2025-04-02', '2025-04-05'), timezone: 'America/Chicago' };
    expect(eventStatus(chicago, at('2025-04-06T04:59:59.999Z'))).toBe('current');
    expect(eventStatus(chicago, at('2025-04-06T05:00:00.000Z'))).toBe('completed');
  });
});
