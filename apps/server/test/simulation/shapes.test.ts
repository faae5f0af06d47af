import { describe, expect, it } from 'vitest';
import { hasPath, readFixture, responseErrors } from './openapi.ts';
import { seasonAt, tbaJson, type MatchBody } from './helpers.ts';

// 2026-11-21: the 2026 season is over and the demo's off-season event (2026mihsi) is in qualifications.
const season = seasonAt('2026-11-21T17:00:00Z');

const EVENTS_BY_YEAR: Record<number, string> = {
  2015: '2015milac',
  2016: '2016mitvc',
  2017: '2017micmp1',
  2018: '2018mitvc',
  2019: '2019milac',
  2020: '2020milac',
  2022: '2022mndu',
  2023: '2023micmp1',
  2024: '2024hiho',
  2025: '2025milac',
  2026: '2026mitvc',
};

const EVENT_PATHS = [
  '',
  '/simple',
  '/teams',
  '/teams/simple',
  '/teams/keys',
  '/teams/statuses',
  '/rankings',
  '/alliances',
  '/matches',
  '/matches/simple',
  '/awards',
  '/oprs',
  '/district_points',
];

async function expectValid(template: string, path: string, year?: number) {
  const body = await tbaJson(season, path);
  expect(responseErrors(template, body, year), `${path} against ${template}`).toEqual([]);
  return body;
}

describe('simulated TBA answers match the OpenAPI document', () => {
  it('validates real recorded TBA responses with the same schemas', () => {
    expect(responseErrors('/event/{event_key}/matches', readFixture('tba/event/2023micmp/matches.json'), 2023)).toEqual([]);
    expect(responseErrors('/event/{event_key}/matches', readFixture('tba/event/2025nytr/matches.json'), 2025)).toEqual([]);
    expect(responseErrors('/event/{event_key}/teams/statuses', readFixture('tba/event/2018misjo/teams/statuses.json'))).toEqual([]);
    expect(responseErrors('/event/{event_key}/alliances', readFixture('tba/event/2025mndu/alliances.json'))).toEqual([]);
  });

  it('answers the status, team and team list paths', async () => {
    await expectValid('/status', '/status');
    for (const suffix of ['', '/simple', '/districts', '/years_participated', '/events', '/awards']) {
      await expectValid(`/team/{team_key}${suffix}`, `/team/frc7790${suffix}`);
    }
    await expectValid('/team/{team_key}/events/{year}', '/team/frc7790/events/2025');
    await expectValid('/team/{team_key}/events/{year}/simple', '/team/frc7790/events/2025/simple');
    for (const suffix of ['/matches', '/matches/simple', '/status', '/awards']) {
      await expectValid(`/team/{team_key}/event/{event_key}${suffix}`, `/team/frc7790/event/2025milac${suffix}`, 2025);
    }
    const page = await expectValid('/teams/{page_num}', '/teams/15');
    expect((page as unknown[]).length).toBeGreaterThan(100);
    await expectValid('/teams/{page_num}/simple', '/teams/15/simple');
    await expectValid('/teams/{year}/{page_num}', '/teams/2025/15');
  });

  it.each(Object.entries(EVENTS_BY_YEAR))('answers every event path for %s (%s)', async (year, eventKey) => {
    for (const suffix of EVENT_PATHS) {
      const body = await expectValid(`/event/{event_key}${suffix}`, `/event/${eventKey}${suffix}`, Number(year));
      if (suffix === '/matches') {
        const matches = body as MatchBody[];
        expect(matches.length).toBeGreaterThan(0);
        const played = matches.find((m) => m.score_breakdown) as MatchBody;
        await expectValid('/match/{match_key}', `/match/${played.key}`, Number(year));
        await expectValid('/match/{match_key}/simple', `/match/${played.key}/simple`);
      }
    }
    await expectValid('/events/{year}', `/events/${year}`);
    await expectValid('/events/{year}/simple', `/events/${year}/simple`);
  });

  it('answers the live event, district and regional pool paths', async () => {
    for (const suffix of EVENT_PATHS) await expectValid(`/event/{event_key}${suffix}`, `/event/2026mihsi${suffix}`, 2026);
    await expectValid('/districts/{year}', '/districts/2025');
    await expectValid('/district/{district_key}/events', '/district/2025fim/events');
    await expectValid('/district/{district_key}/teams', '/district/2025fim/teams');
    await expectValid('/district/{district_key}/rankings', '/district/2025fim/rankings');
    expect(hasPath('/regional_advancement/{year}/rankings')).toBe(true);
    const pool = await expectValid('/regional_advancement/{year}/rankings', '/regional_advancement/2025/rankings');
    expect((pool as unknown[]).length).toBeGreaterThan(100);
  });

  it("answers unknown keys with 404 and TBA's error body", async () => {
    for (const [path, message] of [
      ['/team/frc99999', 'team key: frc99999 does not exist'],
      ['/team/7790', '7790 is not a valid team key'],
      ['/event/2025zzzz', 'event key: 2025zzzz does not exist'],
      ['/match/2025milac_qm999', 'match key: 2025milac_qm999 does not exist'],
      ['/district/2025xyz/rankings', 'district key: 2025xyz does not exist'],
    ]) {
      const response = await season.tba.get(path as string);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ Error: message });
    }
    expect((await season.statbotics.get('/v3/team_event/99999/2025milac')).status).toBe(404);
  });
});

const REFERENCE_MATCHES: Record<number, string> = {
  2015: 'tba/event/2015micmp/matches.json',
  2016: 'tba/event/2016nyny/matches.json',
  2017: 'tba/event/2017nyny/matches.json',
  2018: 'tba/event/2018necmp/matches.json',
  2019: 'tba/event/2019nyny/matches.json',
  2020: 'tba/event/2020scmb/matches.json',
  2022: 'tba/event/2022on305/matches.json',
  2023: 'tba/match/2023cmptx_sf12m1.json',
  2024: 'tba/event/2024nytr/matches.json',
  2025: 'tba/event/2025nytr/matches.json',
  2026: 'tba/event/2026marea/matches.json',
};

const keySet = (value: object) => Object.keys(value).sort().join(',');

describe('score breakdowns have the key sets of the real recorded matches of their season', () => {
  it.each(Object.entries(REFERENCE_MATCHES))('%s', async (year, fixture) => {
    const recorded = ([] as MatchBody[]).concat(readFixture<MatchBody | MatchBody[]>(fixture)).filter((m) => m.score_breakdown);
    const allianceKeySets = new Set(recorded.flatMap((m) => [keySet(m.score_breakdown?.blue ?? {}), keySet(m.score_breakdown?.red ?? {})]));
    const topKeySets = new Set(recorded.map((m) => keySet(m.score_breakdown ?? {})));
    const matches = await tbaJson<MatchBody[]>(season, `/event/${EVENTS_BY_YEAR[Number(year)]}/matches`);
    const played = matches.filter((m) => m.score_breakdown);
    expect(played.length).toBeGreaterThan(20);
    for (const match of played) {
      const breakdown = match.score_breakdown as Record<string, Record<string, unknown>>;
      expect(topKeySets, match.key).toContain(keySet(breakdown));
      expect(allianceKeySets, `${match.key} blue`).toContain(keySet(breakdown.blue as object));
      expect(allianceKeySets, `${match.key} red`).toContain(keySet(breakdown.red as object));
      const total = (breakdown.blue?.totalPoints ?? breakdown.blue?.total_points) as number;
      expect(match.alliances.blue.score).toBe(total);
    }
    const sample = recorded[0]?.score_breakdown?.blue as Record<string, unknown>;
    const ours = played[0]?.score_breakdown?.blue as Record<string, unknown>;
    for (const [key, value] of Object.entries(sample)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) expect(keySet(ours[key] as object), key).toBe(keySet(value));
    }
  });
});
