import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { engines, useTestWorld } from '../databases.ts';
import { startRecordedProvider } from './fixture-world.ts';
import type { StandInProvider } from './stand-in-provider.ts';

// The index is the app's (in memory, built once for the block); each test starts from the database as the app was
// built, whatever the others fetched into the provider cache.
describe.each(engines)('competition search on the server (%s)', (engine) => {
  let standIn: StandInProvider;
  const clock = new Date('2026-03-01T12:00:00Z');

  // Hooks run in the order declared: the stand-in starts before the app is built, and closes after it.
  beforeAll(async () => {
    standIn = await startRecordedProvider();
  });
  afterAll(() => standIn.close());
  const t = useTestWorld(engine, {
    // Read when the app is built, once the stand-in has its address.
    get settings() {
      return standIn.settings();
    },
    now: () => clock,
  });
  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/competition/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return competitionSearchResponse.parse(res.json());
  };

  it('builds the index from the team pages and the events of the search years, once', async () => {
    const first = await search('baywatch');
    expect(first.teams[0]).toEqual({ team_number: 7790, nickname: 'Baywatch Robotics' });
    expect(first.indexedAt).toBe(clock.toISOString());
    await search('robotics');
    expect(standIn.count('/api/v3/teams/0')).toBe(1);
    expect(standIn.count('/api/v3/teams/1')).toBe(1);
    // Pages are asked four at a time; none after the batch holding the empty page.
    expect(standIn.count('/api/v3/teams/4')).toBe(0);
    for (const year of [2024, 2025, 2026, 2027]) expect(standIn.count(`/api/v3/events/${year}`)).toBe(1);
    // A season after the coming one cannot have events yet: its list is not asked for.
    expect(standIn.count('/api/v3/events/2028')).toBe(0);
  });

  it('finds teams by number and misspelt nickname', async () => {
    expect((await search('7790')).teams[0]!.team_number).toBe(7790);
    expect((await search('baywach robotics')).teams[0]!.team_number).toBe(7790);
  });

  it('finds events in the year window, and older ones when the year is named', async () => {
    const lakeCity = await search('lake city');
    expect(lakeCity.events.slice(0, 2).map((e) => e.key)).toEqual(['2026milac', '2025milac']);
    expect(lakeCity.events[1]).toMatchObject({ name: 'FIM District Lake City Event', year: 2025, start_date: '2025-02-28' });
    expect((await search('2024 lake city')).events).toEqual([]); // 2024 is not in the recorded event lists
    expect((await search('2025 traverse city')).events[0]!.key).toBe('2025mitvc');
  });

  it('ranks exact codes, name starts and whole words before fuzzy matches, and names the tab holding the best', async () => {
    const milac = await search('milac');
    expect(milac.best).toBe('events');
    expect(milac.events.map((e) => e.key)).toEqual(['2026milac', '2025milac']);
    expect((await search('hemlock')).events[0]!.key).toBe('2026micmp2');
    expect((await search('Traverse')).events[0]!.key).toBe('2026mitvc');
    const einstein = await search('Einstein');
    expect(einstein.best).toBe('events');
    expect(einstein.events[0]).toMatchObject({ key: '2025cmptx', name: 'Einstein Field' });
    expect((await search('7790')).best).toBe('teams');
    expect((await search('zzqxj')).best).toBeNull();
  });

  it('answers at most 15 per tab', async () => {
    const many = await search('district');
    expect(many.events).toHaveLength(15);
  });

  it('answers the search box suggestions: a few per tab, best first, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/competition/search?q=lake%20ci&limit=4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const lake = competitionSearchResponse.parse(res.json());
    expect(lake.events.length).toBeGreaterThan(0);
    expect(lake.events.length).toBeLessThanOrEqual(4);
    expect(lake.events.slice(0, 2).map((e) => e.key)).toEqual(['2026milac', '2025milac']);
    expect(lake.teams.length).toBeLessThanOrEqual(4);
    const many = competitionSearchResponse.parse((await t.app.inject({ method: 'GET', url: '/api/competition/search?q=district&limit=4' })).json());
    expect(many.events).toHaveLength(4);
    // The same query without a limit still answers 15 (the answers are cached apart).
    expect((await search('district')).events).toHaveLength(15);
    const team = competitionSearchResponse.parse((await t.app.inject({ method: 'GET', url: '/api/competition/search?q=7790&limit=4' })).json());
    expect(team.teams[0]).toEqual({ team_number: 7790, nickname: 'Baywatch Robotics' });
  });

  it('rejects a limit that is not a whole number from 1 to 15', async () => {
    for (const limit of ['0', '16', '2.5', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/competition/search?q=lake&limit=${limit}` });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json(), limit).toMatchObject({ error: expect.any(String) });
    }
  });

  it('rejects empty or overlong queries', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/competition/search?q=%20' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/competition/search?q=${'a'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('makes the search box resolve real teams and events', async () => {
    const resolve = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/search/resolve?q=${encodeURIComponent(q)}` })).json().path;
    // The index built (by this search, or an earlier test's): 2025milac is known from the season's event list,
    // which the recorded provider has, though it has no page of that event to ask for.
    await search('milac');
    expect(await resolve('7790')).toBe('/team?team=7790');
    expect(await resolve('2025milac')).toBe('/event?event=2025milac');
    expect(await resolve('2019nyny')).toBe('/event?event=2019nyny'); // not in the index: asked of the provider
    expect(await resolve('99999')).toBe('/search?q=99999');
    expect(await resolve('marea')).toBe('/event?event=2026marea'); // a bare code means this season's event
  });
});
