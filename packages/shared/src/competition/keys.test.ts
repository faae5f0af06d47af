import { describe, expect, it } from 'vitest';
import { normalizeDistrictKey, normalizeEventKey, normalizeRegionalYear, teamNumberOf } from './keys.ts';

describe('page keys', () => {
  it('defaults and prefixes event keys', () => {
    expect(normalizeEventKey(undefined)).toBe('2025milac');
    expect(normalizeEventKey('mitvc')).toBe('2025mitvc');
    expect(normalizeEventKey('2024MIL')).toBe('2024mil');
  });

  it('defaults and prefixes district keys', () => {
    expect(normalizeDistrictKey('')).toBe('2025fim');
    expect(normalizeDistrictKey('ne')).toBe('2025ne');
  });

  it('falls back to the current year for a regional year that is not 4 digits', () => {
    const now = new Date(2026, 2, 1);
    expect(normalizeRegionalYear('2025', now)).toBe(2025);
    expect(normalizeRegionalYear('25', now)).toBe(2026);
  });

  it('reads team numbers from plain team keys only', () => {
    expect(teamNumberOf('frc7790')).toBe(7790);
    expect(teamNumberOf('frc7790B')).toBeNull();
  });
});
