import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionSearchResponse, type CompetitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { buildTestApp, type TestApp } from '../databases.ts';

/**
 * What people type into search, and what they expect to see first, on the simulated season (no
 * provider key). The clock is the off-season, when the header box sends every short event code to
 * the search page: the index holds 2024-2028, the simulated seasons end with 2026, and events
 * without a year in the query are kept from 2025 on.
 */
type Case = [query: string, tab: 'teams' | 'events', first: string];

const cases: Case[] = [
  // Event codes, with or without their year
  ['milac', 'events', '2026milac'],
  ['MILAC', 'events', '2026milac'],
  ['2025milac', 'events', '2025milac'],
  ['2024 milac', 'events', '2024milac'],
  ['mitvc', 'events', '2026mitvc'],
  ['cmptx', 'events', '2026cmptx'],
  ['micmp2', 'events', '2026micmp2'],
  ['2025 arc', 'events', '2025arc'],
  // Event names and short names
  ['Traverse', 'events', '2026mitvc'],
  ['Traverse City', 'events', '2026mitvc'],
  ['lake city', 'events', '2026milac'],
  ['Kettering', 'events', '2026miket'],
  ['michigan state championship', 'events', '2026micmp'],
  ['Orange County', 'events', '2026caoc'],
  // Divisions
  ['Einstein', 'events', '2026cmptx'],
  ['einstein field', 'events', '2026cmptx'],
  ['hemlock', 'events', '2026micmp2'],
  ['Hemlock Semiconductor', 'events', '2026micmp2'],
  ['michigan hemlock', 'events', '2026micmp2'],
  ['curie', 'events', '2026cur'],
  ['galileo division', 'events', '2026gal'],
  ['aptiv', 'events', '2026micmp4'],
  // Cities
  ['Detroit', 'events', '2026midtr'],
  ['Montreal', 'events', '2026qcmo'],
  ['duluth', 'events', '2026mndu'],
  ['Houston', 'events', '2026arc'],
  // Districts
  ['fim', 'events', '2026miket'],
  ['FIRST in Michigan', 'events', '2026miket'],
  // Team numbers
  ['7790', 'teams', '7790'],
  ['254', 'teams', '254'],
  ['33', 'teams', '33'],
  ['frc 217', 'teams', '217'],
  ['team 3767', 'teams', '3767'],
  // Nicknames
  ['Baywatch', 'teams', '7790'],
  ['Baywatch Robotics', 'teams', '7790'],
  ['ThunderChickens', 'teams', '217'],
  ['killer bees', 'teams', '33'],
  ['Titans', 'teams', '3767'],
  ['rayders', 'teams', '5560'],
  ['lakers', 'teams', '7598'],
  // Nicknames and names with typos
  ['baywach', 'teams', '7790'],
  ['baywatch robtics', 'teams', '7790'],
  ['thunderchikens', 'teams', '217'],
  ['killer bes', 'teams', '33'],
  ['lightnig mustangs', 'teams', '9235'],
  ['einstien', 'events', '2026cmptx'],
  ['hemlok', 'events', '2026micmp2'],
  ['travers city', 'events', '2026mitvc'],
  ['tallahasee', 'events', '2026flta'],
  ['lakecity', 'events', '2026milac'],
  // A year and a name
  ['2024 lake city', 'events', '2024milac'],
  ['lake city 2025', 'events', '2025milac'],
  ['2025 traverse city', 'events', '2025mitvc'],
  ['2024 einstein', 'events', '2024cmptx'],
  ['hemlock 2025', 'events', '2025micmp2'],
  // Outside the indexed years: that season is read when the query names it.
  ['2022 lake city', 'events', '2022milac'],
];

describe('search relevance on the simulated season', () => {
  let t: TestApp;
  const clock = new Date('2026-11-25T12:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp('pglite', { now: () => clock });
  });
  afterAll(() => t.close());

  const search = async (q: string): Promise<CompetitionSearchResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/competition/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return competitionSearchResponse.parse(res.json());
  };
  const firstOf = (answer: CompetitionSearchResponse, tab: 'teams' | 'events') =>
    tab === 'teams' ? String(answer.teams[0]?.team_number) : answer.events[0]?.key;

  it('has at least 40 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('%s -> the %s tab, %s first', async (query, tab, first) => {
    const answer = await search(query);
    expect({ tab: answer.best, first: firstOf(answer, tab) }).toEqual({ tab, first });
  });

  it('pads no tab with names that merely share letters (the queries of issue 18)', async () => {
    const nicknames = async (q: string) => (await search(q)).teams.map((team) => team.nickname);
    expect(await nicknames('milac')).toEqual([]); // was Atomic Builders, Atomic Jackets, ...
    expect(await nicknames('Traverse')).toEqual([]); // was Rocketravens, Voltageravens, ...
    expect(await nicknames('Einstein')).toEqual([]); // was Lightningmustangs, Lightningspartans, ...
    expect(await nicknames('hemlock')).toEqual([]); // was Rocketpanthers, Rocketfalcons, ...
    expect((await search('2024 lake city')).teams).toEqual([]); // was 4024 Gear Titans, 2022 Rocket Cougars, ...
  });

  it("sends an event code to the search page when the guessed season has none, which lists the code's latest events first", async () => {
    // From October the box guesses next season (2027); the simulated seasons end with 2026.
    const res = await t.app.inject({ method: 'GET', url: '/api/search/resolve?q=milac' });
    expect(res.json()).toEqual({ path: '/search?q=milac' });
    const answer = await search('milac');
    expect(answer.best).toBe('events');
    expect(answer.events.map((e) => e.key)).toEqual(['2026milac', '2025milac']);
  });
});
