import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { DeliveryResult } from '@team7790/shared/scouting/match-scouting';
import { LIST_RECHECK_MS, TEAM_PAGE_SIZE } from '../../src/features/competition/cache/known-keys.ts';
import { chatKit, type ChatKit } from '../chat/chat-kit.ts';
import { engines } from '../databases.ts';
import { firstSave, REPORTS } from '../scouting/scouting-kit.ts';
import { startRecordedProvider } from './fixture-world.ts';
import { fixture, type StandInProvider } from './stand-in-provider.ts';

type Obj = Record<string, unknown>;
const PROBES = Number(process.env.PROBES ?? 3_000);
const START = new Date('2026-03-01T12:00:00Z');
/** A real event the season's list did not hold when the server first read it (announced later). */
const ANNOUNCED_LATER = '2026marea';
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Team 7790</title></head><body><div id="root"></div></body></html>';

/** Made-up event keys: before the provider's first season, of a past and the current season, the coming one, and later. */
const madeUpEventKeys = (n: number) => Array.from({ length: n }, (_, i) => `${[1991, 2019, 2026, 2027, 2031][i % 5]}zq${i}`);

/**
 * Keys that cannot exist, sent to every competition GET and page that takes one: The Blue Alliance is never asked
 * about them (the season's list, the team list, the district list and an event's matches decide) and the provider
 * cache keeps no row for them, so a stranger cannot spend the team's read key or fill the cache. A real event the
 * list did not hold yet is found once the list is asked again, at most every LIST_RECHECK_MS.
 */
describe.each(engines)('made-up keys on %s', (engine) => {
  let standIn: StandInProvider;
  let k: ChatKit;
  let dist: string;
  let clock = START;
  let season2026: Obj[];
  /** The team numbers the team list holds. */
  let listed: Set<number>;

  beforeAll(async () => {
    standIn = await startRecordedProvider();
    // Season lists for the recorded events' seasons, made of their recorded events (the provider lists every event).
    const eventsOf = (year: number) => fixture<Obj[]>(`tba/events/${year}.json`);
    standIn.serve(
      '/api/v3/events/2019',
      ['2019cmptx', '2019micmp', '2019nyny'].map((key) => fixture(`tba/event/${key}.json`)),
    );
    season2026 = eventsOf(2026);
    standIn.serve(
      '/api/v3/events/2026',
      season2026.filter((e) => e.key !== ANNOUNCED_LATER),
    );
    // The season's districts, as its events name them.
    const districts = new Map(season2026.flatMap((e) => (e.district ? [[(e.district as Obj).key as string, e.district]] : [])));
    standIn.serve('/api/v3/districts/2026', [...districts.values()]);
    // The team list as The Blue Alliance pages it: page p holds the numbers p*500 to p*500+499, and a page past the
    // last team is empty (the recorded world puts every team on page 0).
    const teams = (await (await fetch(`${standIn.tbaBase}/teams/0`)).json()) as Obj[];
    listed = new Set(teams.map((t) => t.team_number as number));
    const lastPage = Math.floor(Math.max(...listed) / TEAM_PAGE_SIZE);
    standIn.serve('/api/v3/status', { current_season: 2026, max_season: 2026, max_team_page: lastPage, is_datafeed_down: false, down_events: [] });
    for (let page = 0; page <= lastPage; page++) {
      standIn.serve(
        `/api/v3/teams/${page}`,
        teams.filter((t) => Math.floor((t.team_number as number) / TEAM_PAGE_SIZE) === page),
      );
    }
    dist = await mkdtemp(path.join(tmpdir(), 'made-up-keys-'));
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    k = await chatKit(engine, { settings: standIn.settings({ WEB_DIST_DIR: dist }), now: () => clock });
  });
  afterAll(async () => {
    await k?.close();
    await standIn?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => k.t.app.inject({ method: 'GET', url });
  const rows = async () => (await k.t.database.query<{ n: number }>('select count(*)::int as n from provider_cache'))[0]!.n;
  const providerPaths = (from: number) => standIn.requests.slice(from).map((r) => r.path);
  /** Each key to one of the family's routes in turn: every route gets its share of the keys. */
  const spread = <K>(keys: readonly K[], routes: (key: K) => string[]) => keys.map((key, i) => routes(key)[i % routes(key).length]!);

  /** Asks for every address, a hundred at a time; each must be a 404 (in the API's error shape for /api). */
  async function allMissing(urls: readonly string[], atOnce = 100): Promise<void> {
    for (let i = 0; i < urls.length; i += atOnce) {
      const answers = await Promise.all(urls.slice(i, i + atOnce).map(get));
      answers.forEach((res, j) => {
        const url = urls[i + j]!;
        if (res.statusCode !== 404) expect.fail(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (url.startsWith('/api/') && res.json().code !== 'not_found') expect.fail(`${url}: ${res.body}`);
      });
    }
  }

  /** The addresses cost no provider call and leave no row, once the lists they are judged by were read. */
  async function costNothing(urls: readonly string[], warmUp: readonly string[], atOnce = 100): Promise<void> {
    // What an earlier test's pages still had on the way (a match page's Statbotics reads) is not the warm-up's.
    await k.t.app.services.competition.idle();
    const beforeWarmUp = standIn.requests.length;
    await allMissing(warmUp);
    await k.t.app.services.competition.idle();
    // Reading the lists is all the warm-up asked: nothing about the keys themselves.
    for (const p of providerPaths(beforeWarmUp))
      expect(p).toMatch(/^\/api\/v3\/(status|events\/\d{4}|districts\/\d{4}|teams\/\d+|event\/2019nyny(\/matches)?)$/);
    const calls = standIn.requests.length;
    const stored = await rows();
    await allMissing(urls, atOnce);
    await k.t.app.services.competition.idle();
    expect(providerPaths(calls)).toEqual([]);
    expect(await rows()).toBe(stored);
  }

  it('events: the event page, its EPA, OPRs, predictions, odds and a team there cost nothing for made-up keys', async () => {
    const keys = madeUpEventKeys(PROBES);
    const routes = (key: string) => [
      `/api/competition/events/${key}`,
      `/api/competition/events/${key}/epa`,
      `/api/competition/events/${key}/oprs`,
      `/api/competition/events/${key}/predictions`,
      `/api/competition/events/${key}/odds`,
      `/api/competition/teams/2337/events/${key}/matches`,
    ];
    await costNothing(spread(keys, routes), [...madeUpEventKeys(5).map((key) => `/api/competition/events/${key}x`), ...routes('2026zx')]);
    // A recorded event of a listed season still opens.
    const page = await get('/api/competition/events/2019nyny');
    expect(page.statusCode).toBe(200);
    expect(eventPageResponse.parse(page.json()).event.key).toBe('2019nyny');
  });

  it('teams: the team page and its history cost nothing for numbers the team list does not hold', async () => {
    const numbers = [98_768];
    // Numbers inside the list's pages it does not hold, then numbers past its end.
    for (let n = 1; n < 1000 && numbers.length < PROBES / 2; n++) if (!listed.has(n)) numbers.push(n);
    for (let n = 20_000; numbers.length < PROBES; n += 17) numbers.push(n);
    expect(numbers.some((n) => listed.has(n))).toBe(false);
    // The warm-up reads the provider's status and each team page the numbers fall on (once a day, for everyone).
    const pages = new Map(numbers.map((n) => [Math.floor(n / TEAM_PAGE_SIZE), n]));
    await costNothing(
      spread(numbers, (n) => [`/api/competition/teams/${n}`, `/api/competition/teams/${n}/history`, `/api/competition/teams/${n}?year=2019`]),
      [...pages.values()].map((n) => `/api/competition/teams/${n}`),
    );
    // A season after the coming one is not asked about either.
    await costNothing(['/api/competition/teams/2337?year=2099'], []);
    // The home page's updates for a made-up team: nothing to show, and nothing asked.
    const calls = standIn.requests.length;
    const updates = await get('/api/competition/updates?team=98768');
    expect(updates.statusCode).toBe(200);
    expect(updates.json()).toMatchObject({ teamNumber: 98768, eventKey: null });
    expect(providerPaths(calls)).toEqual([]);
    expect((await get('/api/competition/teams/2337')).statusCode).toBe(200);
  });

  it("matches: a made-up event's match, or a match its event's list lacks, costs nothing", async () => {
    const keys = [
      ...madeUpEventKeys(PROBES / 2).map((e) => `${e}_qm1`),
      ...Array.from({ length: PROBES / 2 }, (_, i) => (i < 850 ? `2019nyny_qm${150 + i}` : `2019nyny_sf${i - 750}m1`)),
    ];
    await costNothing(
      spread(keys, (key) => [`/api/competition/matches/${key}`, `/api/competition/matches/${key}/epa`]),
      ['/api/competition/matches/2019nyny_qm149', ...madeUpEventKeys(5).map((e) => `/api/competition/matches/${e}x_qm1`)],
    );
    const real = await get('/api/competition/matches/2019nyny_qm1');
    expect(real.statusCode).toBe(200);
    expect(real.json().match.key).toBe('2019nyny_qm1');
  });

  it("districts: a key the season's district list lacks costs nothing", async () => {
    const keys = Array.from({ length: PROBES }, (_, i) => `${[1991, 2017, 2026, 2027, 2031][i % 5]}zq${i}`);
    await costNothing(
      keys.map((key) => `/api/competition/districts/${key}`),
      ['1991', '2017', '2026', '2027', '2031'].map((y) => `/api/competition/districts/${y}zz`),
    );
    expect((await get('/api/competition/districts/2017fim')).statusCode).toBe(200);
  });

  it('drawn pages: an event or team that does not exist is a missing page (404), at no cost', async () => {
    // A tenth of the probes, one at a time: a drawn page waits at most a quarter of a second for its answers (past it
    // the page is sent without them, status 200), and the API routes behind them took every probe above.
    const keys = madeUpEventKeys(PROBES / 10);
    await costNothing(
      [
        '/event?event=2026xq006',
        '/team?team=98768',
        ...keys.slice(0, PROBES / 20).map((key) => `/event?event=${key}`),
        ...Array.from({ length: PROBES / 20 }, (_, i) => `/team?team=${30_000 + i}`),
      ],
      // Through the API, so the lists are read before any page waits on them.
      [...madeUpEventKeys(5).map((key) => `/api/competition/events/${key}x`), '/api/competition/teams/99999'],
      1,
    );
    const page = await get('/event?event=2019nyny');
    expect(page.statusCode).toBe(200);
    expect((await get('/team?team=2337')).statusCode).toBe(200);
  });

  it("scouting: a member's reports for made-up events are refused at no cost", async () => {
    // The current season's, whose form a phone has. A tenth of the probes: each save is a database transaction, and
    // what is tested (no provider call, no row) does not grow with their number.
    const keys = Array.from({ length: PROBES / 10 }, (_, i) => `2026zq${i}`);
    const saves = keys.map((key) => firstSave({ event_key: key, match_key: `${key}_qm1`, form_season: 2026 }));
    await k.call('POST', REPORTS, 'ana', { reports: [firstSave({ event_key: '2026zz', match_key: '2026zz_qm1', form_season: 2026 })] });
    await k.t.app.services.competition.idle();
    const calls = standIn.requests.length;
    const stored = await rows();
    for (let i = 0; i < saves.length; i += 50) {
      const { results } = await k.ok<{ results: DeliveryResult[] }>('POST', REPORTS, 'ana', { reports: saves.slice(i, i + 50) });
      expect(results.every((r) => r.status === 'refused' && r.code === 'unknown_event')).toBe(true);
    }
    expect(providerPaths(calls)).toEqual([]);
    expect(await rows()).toBe(stored);
  });

  it("finds a real event announced after the season's list was read, asking the list again at most every few minutes", async () => {
    clock = START;
    expect((await get(`/api/competition/events/2026zz`)).statusCode).toBe(404);
    // The provider lists the new event; until the list is asked again it is unknown, and nobody can make it be asked.
    standIn.serve('/api/v3/events/2026', season2026);
    expect((await get(`/api/competition/events/${ANNOUNCED_LATER}`)).statusCode).toBe(404);
    clock = new Date(START.getTime() + LIST_RECHECK_MS + 1_000);
    const calls = standIn.requests.length;
    const page = await get(`/api/competition/events/${ANNOUNCED_LATER}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(eventPageResponse.parse(page.json()).event.key).toBe(ANNOUNCED_LATER);
    expect(providerPaths(calls)).toContain('/api/v3/events/2026');
    // Right after, made-up keys cost nothing again (once the coming season's list, also due, was asked again); a few
    // minutes on, one read of each season's list for all of them.
    await allMissing(['/api/competition/events/2027zx']);
    await k.t.app.services.competition.idle();
    const after = standIn.requests.length;
    await allMissing(madeUpEventKeys(500).map((key) => `/api/competition/events/${key}y`));
    expect(providerPaths(after)).toEqual([]);
    clock = new Date(clock.getTime() + 2 * LIST_RECHECK_MS);
    await allMissing(madeUpEventKeys(500).map((key) => `/api/competition/events/${key}w`));
    await k.t.app.services.competition.idle();
    expect(providerPaths(after).filter((p) => !p.startsWith('/api/v3/events/'))).toEqual([]);
    expect(providerPaths(after).length).toBeLessThanOrEqual(2);
    clock = START;
  });
});
