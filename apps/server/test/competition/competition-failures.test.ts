import { beforeEach, describe, expect, it } from 'vitest';
import { districtPageResponse } from '@team7790/shared/competition/contracts/district';
import { eventEpaResponse, eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { matchPageResponse } from '@team7790/shared/competition/contracts/match';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { startRecordedProvider } from './fixture-world.ts';
import { fixture, type StandInProvider } from './stand-in-provider.ts';

describe.each(engines)('competition pages when the provider fails (%s)', (engine) => {
  let standIn: StandInProvider;
  let t: TestApp;
  let clock: Date;

  /**
   * Each test of the block gets a provider stand-in and an app of its own, made in hooks, with the clock at `at`: what
   * the tests prove depends on nothing being cached yet, in the app's memory or in its database.
   */
  function freshAppEachTest(at: string) {
    beforeEach(async () => {
      clock = new Date(at);
      const provider = (standIn = await startRecordedProvider());
      const app = (t = await buildTestApp(engine, { settings: provider.settings(), now: () => clock }).catch(async (error) => {
        await provider.close();
        throw error;
      }));
      // Called after the test.
      return async () => {
        await app.close();
        await provider.close();
      };
    });
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('in the 2026 season', () => {
    freshAppEachTest('2026-03-01T12:00:00Z');

    it('keeps the page when one part fails, leaving that part null', async () => {
      standIn.script('/api/v3/event/2019nyny/rankings', { status: 500 });
      const res = await get('/api/competition/events/2019nyny');
      expect(res.statusCode).toBe(200);
      const page = eventPageResponse.parse(res.json());
      expect(page.rankings).toBeNull();
      expect(page.matches).toHaveLength(94);
      expect(page.awards!.length).toBeGreaterThan(0);
    });

    it('lists every division of a championship even when the division events are not at the provider', async () => {
      const page = eventPageResponse.parse((await get('/api/competition/events/2019cmptx')).json());
      expect(page.is_championship).toBe(true);
      expect(page.divisions.map((d) => d.key)).toEqual(['2019carv', '2019gal', '2019hop', '2019new', '2019roe', '2019tur']);
    });

    it("names a team whose own lookup fails from the event's team list (not 'Unknown Team')", async () => {
      standIn.script('/api/v3/team/frc4640', { status: 500 });
      const res = await get('/api/competition/matches/2019nyny_qm1');
      expect(res.statusCode).toBe(200);
      const team = matchPageResponse.parse(res.json()).teams.find((x) => x.team_key === 'frc4640')!;
      const listed = fixture<Array<{ key: string; nickname: string; city: string }>>('tba/event/2019nyny/teams.json').find(
        (x) => x.key === 'frc4640',
      )!;
      expect([team.nickname, team.city]).toEqual([listed.nickname, listed.city]);
      expect(team.nickname).toBeTruthy();
    });

    it('answers 502 with the page message when the main data fails with nothing cached; EPA stays silent', async () => {
      standIn.down = { status: 503 };
      const event = await get('/api/competition/events/2019nyny');
      expect(event.statusCode).toBe(502);
      expect(event.json()).toEqual({ error: 'Failed to load event data', code: 'provider_unavailable' });
      const district = await get('/api/competition/districts/2017fim');
      expect(district.statusCode).toBe(502);
      expect(district.json().error).toBe('Failed to load district data');
      const epa = await get('/api/competition/events/2025cabe/epa');
      expect(epa.statusCode).toBe(200);
      expect(eventEpaResponse.parse(epa.json())).toMatchObject({ available: false, teams: {} });
    });

    it('serves the last good data marked stale while the provider is down, and recovers', async () => {
      const warm = eventPageResponse.parse((await get('/api/competition/events/2019nyny')).json());
      const districtWarm = districtPageResponse.parse((await get('/api/competition/districts/2017fim')).json());
      expect(warm.stale).toBe(false);
      expect(districtWarm.stale).toBe(false);

      standIn.down = { status: 500 };
      clock = new Date('2026-03-02T13:00:00Z'); // past seasons expire after a day
      await get('/api/competition/events/2019nyny');
      await get('/api/competition/districts/2017fim');
      await t.app.services.competition.idle();
      const during = eventPageResponse.parse((await get('/api/competition/events/2019nyny')).json());
      expect(during.stale).toBe(true);
      expect(during.matches).toEqual(warm.matches);
      expect(during.fetchedAt).toBe(warm.fetchedAt);
      expect(districtPageResponse.parse((await get('/api/competition/districts/2017fim')).json()).stale).toBe(true);

      standIn.down = null;
      clock = new Date('2026-03-02T13:01:00Z');
      await get('/api/competition/events/2019nyny');
      await t.app.services.competition.idle();
      const after = eventPageResponse.parse((await get('/api/competition/events/2019nyny')).json());
      expect(after.stale).toBe(false);
      expect(after.fetchedAt).toBe(clock.toISOString());
    });

    it('never sends the provider key to the browser, and always sends it to the provider', async () => {
      for (const url of ['/api/competition/events/2019nyny', '/api/competition/matches/2019nyny_qm1', '/api/competition/teams/2337?year=2017']) {
        const res = await get(url);
        expect(res.body).not.toContain('test-key');
        expect(JSON.stringify(res.headers)).not.toContain('test-key');
      }
      const tbaRequests = standIn.requests.filter((r) => r.path.startsWith('/api/v3/'));
      expect(tbaRequests.length).toBeGreaterThan(0);
      expect(tbaRequests.every((r) => r.headers['x-tba-auth-key'] === 'test-key')).toBe(true);
      expect(standIn.requests.filter((r) => r.path.startsWith('/statbotics/')).every((r) => !r.headers['x-tba-auth-key'])).toBe(true);
    });
  });

  describe('before the 2019 season', () => {
    freshAppEachTest('2019-03-01T12:00:00Z');

    it('reads only the teams of an upcoming event', async () => {
      const page = eventPageResponse.parse((await get('/api/competition/events/2019nyny')).json());
      expect(page.status).toBe('upcoming');
      expect(page.teams).toHaveLength(52);
      expect(page).toMatchObject({ rankings: { rows: [] }, matches: [], alliances: [], awards: [] });
      expect(standIn.count('/api/v3/event/2019nyny/rankings')).toBe(0);
      expect(standIn.count('/api/v3/event/2019nyny/matches')).toBe(0);
    });
  });
});
