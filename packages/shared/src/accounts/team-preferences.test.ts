import { describe, expect, it } from 'vitest';
import { parseTeamNumbers, teamPreferenceBody } from './team-preferences.ts';

describe('parseTeamNumbers', () => {
  it('splits on any non-digit run and drops leading zeros', () => {
    expect(parseTeamNumbers('33, 67 2056')).toEqual(['33', '67', '2056']);
    expect(parseTeamNumbers('frc0254;;007790\n3767')).toEqual(['254', '7790', '3767']);
  });
  it('drops non-numbers, zero and repeats, and gives nothing for empty input', () => {
    expect(parseTeamNumbers('abc, 0, 000')).toEqual([]);
    expect(parseTeamNumbers('')).toEqual([]);
    expect(parseTeamNumbers('254 254 0254')).toEqual(['254']);
  });
});

describe('teamPreferenceBody', () => {
  it('accepts the old client 0/1 flags and numeric team numbers', () => {
    const parsed = teamPreferenceBody.parse({ team_number: 254, notif_upcoming: 0, notif_awards: 1, highlight_color: '#ABCDEF' });
    expect(parsed).toEqual({ team_number: '254', notif_upcoming: false, notif_awards: true, highlight_color: '#abcdef' });
  });
  it('refuses a team number that is not a number', () => {
    expect(teamPreferenceBody.safeParse({ team_number: 'frc254' }).success).toBe(false);
    expect(teamPreferenceBody.safeParse({ team_number: '0' }).success).toBe(false);
  });
});
