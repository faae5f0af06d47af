import { describe, expect, it } from 'vitest';
import { firstPageRequests } from './page-requests.ts';

const first = (url: string) => {
  const u = new URL(url, 'http://x');
  return firstPageRequests(u.pathname, u.searchParams);
};

describe('the first answers of each competition page', () => {
  it('follows each page’s own address rules', () => {
    expect(first('/event?event=milac')).toEqual(['/competition/events/2025milac', '/competition/events/2025milac/epa']);
    expect(first('/event')).toEqual(['/competition/events/2025milac', '/competition/events/2025milac/epa']);
    expect(first('/team?team=frc254')).toEqual(['/competition/teams/254']);
    expect(first('/team?team=nonsense')).toEqual(['/competition/teams/7790']);
    expect(first('/match?match=2025MILAC_qm1')).toEqual(['/competition/matches/2025milac_qm1', '/ai/match-summary/2025milac_qm1']);
    expect(first('/district?district=fim')).toEqual(['/competition/districts/2025fim']);
    expect(first('/predictions?event=MILAC')).toEqual(['/competition/events/2025milac', '/competition/events/2025milac/predictions']);
    expect(first('/predictions?year=2019')).toEqual(['/competition/seasons/2019/prediction-accuracy']);
    expect(first('/')).toEqual(['/competition/updates']);
    expect(first('/search?q=%20lake%20city%20')).toEqual(['/competition/search?q=lake%20city']);
    expect(first('/scouting?event=2025MILAC')).toEqual([
      '/competition/events/2025milac',
      '/competition/events/2025milac/epa',
      '/competition/events/2025milac/oprs',
    ]);
    // A code without a year is the season's at the app clock's date (the scouting page's own rule).
    const u = new URL('http://x/scouting?event=milac');
    expect(firstPageRequests(u.pathname, u.searchParams, new Date('2026-03-01T12:00:00Z'))[0]).toBe('/competition/events/2026milac');
    // The accuracy page without a 4-digit year is the season's at the app clock's date.
    const season = new URL('http://x/predictions?year=soon');
    expect(firstPageRequests(season.pathname, season.searchParams, new Date('2026-03-01T12:00:00Z'))).toEqual([
      '/competition/seasons/2026/prediction-accuracy',
    ]);
  });
  it('asks for nothing where the page would not, and escapes what it sends on', () => {
    expect(first('/match')).toEqual([]);
    expect(first('/regional')).toEqual([]);
    expect(first('/robots')).toEqual([]);
    expect(first('/search?q=%20')).toEqual([]);
    expect(first('/scouting')).toEqual([]);
    expect(first('/scouting?event=%3F%3F')).toEqual([]);
    expect(first('/event?event=2025a%2F..%2Fb')).toEqual(['/competition/events/2025a%2F..%2Fb', '/competition/events/2025a%2F..%2Fb/epa']);
  });
});
