import { describe, expect, it } from 'vitest';
import { teamLinks, teamThemeColor } from './team-themes.ts';

describe('team themes', () => {
  it('gives 7790, 3767, 7598 and 5560 their colours', () => {
    expect(teamThemeColor(7790)).toBe('#ff6b00');
    expect(teamThemeColor(3767)).toBe('#68be5c');
    expect(teamThemeColor(7598)).toBe('#7b00ff');
    expect(teamThemeColor(5560)).toBe('#002aff');
    expect(teamThemeColor(254)).toBeNull();
  });

  it('lists the provider and official pages for every team, and YouTube and Instagram for 7790', () => {
    const kinds = teamLinks(7790, null).map((l) => l.kind);
    expect(kinds).toEqual(['provider', 'official', 'statistics', 'website', 'youtube', 'instagram']);
    expect(teamLinks(254, null).map((l) => l.href)).toEqual([
      'https://www.thebluealliance.com/team/254',
      'https://frc-events.firstinspires.org/team/254',
      'https://www.statbotics.io/team/254',
    ]);
  });

  it('adds custom links for 3767 and 7598, and a plain website for other teams', () => {
    expect(teamLinks(3767, 'http://other.example').at(-1)).toMatchObject({ kind: 'website', href: 'http://frc3767.wordpress.com/' });
    expect(teamLinks(7598, null).length).toBe(4);
    expect(teamLinks(254, 'https://www.team254.com').at(-1)).toMatchObject({ kind: 'website', href: 'https://www.team254.com' });
    expect(teamLinks(254, 'javascript:alert(1)').length).toBe(3);
  });
});
