import { describe, expect, it } from 'vitest';
import { normalizeDistrictKey, normalizeEventKey, normalizeMatchKey, normalizeRegionalYear, teamNumberFromParam, teamNumberOf } from './keys.ts';

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

describe('team and match parameters', () => {
  it('reads the team parameter: digits (frc prefix allowed) above 0, else the fallback', () => {
    expect(teamNumberFromParam(null, 7790)).toBe(7790);
    expect(teamNumberFromParam('3767', 7790)).toBe(3767);
    expect(teamNumberFromParam(' frc254 ', 7790)).toBe(254);
    expect(teamNumberFromParam('abc', 7790)).toBe(7790);
    expect(teamNumberFromParam('0', 7790)).toBe(7790);
    expect(teamNumberFromParam('123456', 7790)).toBe(7790);
  });
  it('reads the match parameter trimmed and lower-cased', () => {
    expect(normalizeMatchKey(' 2025MILAC_QM1 ')).toBe('2025milac_qm1');
    expect(normalizeMatchKey(null)).toBe('');
  });
});
