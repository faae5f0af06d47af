import { describe, expect, it } from 'vitest';
import { resolveSearchTarget, seasonYearFor } from './search-target.ts';

const teams = new Set([7790, 254, 3767]);
const events = new Set(['2025milac', '2026mitvc', '2027miket', '2026mil']);
const lookup = {
  teamExists: (n: number) => teams.has(n),
  eventExists: (k: string) => events.has(k),
};
const march2026 = new Date(2026, 2, 15, 12);
const october2026 = new Date(2026, 9, 1, 0, 0, 1);

describe('resolveSearchTarget', () => {
  it('does nothing for blank text', async () => {
    expect(await resolveSearchTarget('   ', march2026, lookup)).toBeNull();
  });

  it('sends a known team number to the team page, leading zeros dropped', async () => {
    expect(await resolveSearchTarget(' 7790 ', march2026, lookup)).toBe('/team?team=7790');
    expect(await resolveSearchTarget('0254', march2026, lookup)).toBe('/team?team=254');
  });

  it('sends an unknown number to the search page', async () => {
    expect(await resolveSearchTarget('99999', march2026, lookup)).toBe('/search?q=99999');
  });

  it('sends a full event key, in any case, to the event page', async () => {
    expect(await resolveSearchTarget('2025MILAC', march2026, lookup)).toBe('/event?event=2025milac');
  });

  it('prefixes a bare code with the current season before October', async () => {
    expect(await resolveSearchTarget('mitvc', march2026, lookup)).toBe('/event?event=2026mitvc');
    expect(await resolveSearchTarget('miket', march2026, lookup)).toBe('/search?q=miket');
  });

  it('prefixes a bare code with next season from October on', async () => {
    expect(seasonYearFor(october2026)).toBe(2027);
    expect(await resolveSearchTarget('miket', october2026, lookup)).toBe('/event?event=2027miket');
  });

  it('applies the 2 to 20 character limit of the code rule', async () => {
    expect(await resolveSearchTarget('m', march2026, lookup)).toBe('/search?q=m');
    const long = 'a'.repeat(21);
    expect(await resolveSearchTarget(long, march2026, { ...lookup, eventExists: () => true })).toBe(`/search?q=${long}`);
  });

  it('takes the first rule that matches: a team number wins over an event code', async () => {
    const everything = { teamExists: () => true, eventExists: () => true };
    expect(await resolveSearchTarget('254', march2026, everything)).toBe('/team?team=254');
  });

  it('tries the rules in their order, a team number, then a full event key, then a season-prefixed code', async () => {
    // Text each of the rules could take, with a lookup where everything exists: the earlier rule must win.
    const everything = { teamExists: () => true, eventExists: () => true };
    // Five digits: a team number, and also four digits and more as an event key, and a code.
    expect(await resolveSearchTarget('20250', march2026, everything)).toBe('/team?team=20250');
    // An event key is also a 2 to 20 character code, which the season would prefix (20262025milac).
    expect(await resolveSearchTarget('2025milac', march2026, everything)).toBe('/event?event=2025milac');
    // A rule whose lookup fails hands the text to the next one.
    const onlyEvents = (keys: string[]) => ({ teamExists: () => false, eventExists: (k: string) => keys.includes(k) });
    expect(await resolveSearchTarget('20250', march2026, onlyEvents(['20250', '202620250']))).toBe('/event?event=20250');
    expect(await resolveSearchTarget('2025milac', march2026, onlyEvents(['20262025milac']))).toBe('/event?event=20262025milac');
    // What each lookup was asked, in order: the team first, then the key as typed, then the season's code.
    const asked: string[] = [];
    const recording = {
      teamExists: (n: number) => (asked.push(`team ${n}`), false),
      eventExists: (k: string) => (asked.push(`event ${k}`), false),
    };
    expect(await resolveSearchTarget('20250', march2026, recording)).toBe('/search?q=20250');
    expect(asked).toEqual(['team 20250', 'event 20250', 'event 202620250']);
  });

  it('encodes free text for the search page', async () => {
    expect(await resolveSearchTarget('Baywatch Robotics & co', march2026, lookup)).toBe('/search?q=Baywatch%20Robotics%20%26%20co');
  });
});
