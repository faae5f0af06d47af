import { describe, expect, it } from 'vitest';
import { seasonAt, tbaJson, type MatchBody, type Season } from './helpers.ts';

/**
 * The clock decides only what is visible, never what happens: once an event is over, its teams,
 * matches, rankings, alliances and awards are the same whenever the clock stands and whatever the
 * app happened to ask the simulation first (a page for the event, or one that plans the season).
 */
const EVENTS = [
  { key: '2025milac', justAfter: '2025-03-03T12:00:00-05:00', duringLater: '2025-04-04T14:00:00-04:00' },
  { key: '2025mitvc', justAfter: '2025-03-16T12:00:00-04:00', duringLater: '2025-04-17T14:00:00-05:00' },
  { key: '2019milac', justAfter: '2019-03-04T12:00:00-05:00', duringLater: '2019-03-15T14:00:00-04:00' },
  { key: '2023mitvc', justAfter: '2023-03-19T12:00:00-04:00', duringLater: '2023-04-07T14:00:00-04:00' },
];
const LATER_CLOCKS = ['2026-11-21T12:00:00Z', '2027-06-01T12:00:00Z'];

/** What the app asks first: the event's own page, or a page that plans the whole season. */
const FIRST_ASKS: Array<(key: string) => string> = [
  (key) => `/event/${key}/matches`,
  (key) => `/team/frc7790/events/${key.slice(0, 4)}`,
  (key) => `/district/${key.slice(0, 4)}fim/rankings`,
];

async function eventRecord(season: Season, key: string) {
  const matches = await tbaJson<MatchBody[]>(season, `/event/${key}/matches`);
  return {
    matches,
    rankings: await tbaJson(season, `/event/${key}/rankings`),
    alliances: await tbaJson(season, `/event/${key}/alliances`),
    awards: await tbaJson(season, `/event/${key}/awards`),
    teams: await tbaJson(season, `/event/${key}/teams/keys`),
  };
}

async function recordAt(instant: string, key: string, firstAsk: (key: string) => string) {
  const season = seasonAt(instant);
  await season.tba.get(firstAsk(key));
  return eventRecord(season, key);
}

describe('a finished event does not depend on the clock', () => {
  for (const [eventIndex, { key, justAfter, duringLater }] of EVENTS.entries()) {
    it(`${key} is the same at every later clock and whatever is asked first`, async () => {
      const reference = await recordAt(justAfter, key, FIRST_ASKS[0] as (key: string) => string);
      expect(reference.matches.length).toBeGreaterThan(60);
      for (const match of reference.matches) {
        expect(match.alliances.red.score).toBeGreaterThanOrEqual(0);
        expect(match.alliances.blue.score).toBeGreaterThanOrEqual(0);
        expect(match.score_breakdown).toBeTruthy();
      }
      expect(reference.alliances).toHaveLength(8);
      expect((reference.awards as unknown[]).length).toBeGreaterThan(0);
      // Each clock with one first ask, turned by one for each event: over the four events every clock meets every
      // first ask (planning a season costs seconds, and all twelve pairs for each event took minutes).
      for (const [clockIndex, instant] of [justAfter, duringLater, ...LATER_CLOCKS].entries()) {
        const firstAsk = FIRST_ASKS[(clockIndex + eventIndex) % FIRST_ASKS.length] as (key: string) => string;
        expect(await recordAt(instant, key, firstAsk), `${key} at ${instant} after ${firstAsk(key)}`).toEqual(reference);
      }
    });
  }

  it('gives 7790 the same 2025 Lake City result at the real clock and just after the event', async () => {
    const statusOf = async (instant: string, firstAsk: string) => {
      const season = seasonAt(instant);
      await season.tba.get(firstAsk);
      return tbaJson(season, '/team/frc7790/event/2025milac/status');
    };
    const justAfter = await statusOf('2025-03-03T12:00:00-05:00', '/team/frc7790/events/2025');
    expect(await statusOf('2026-11-21T12:00:00Z', '/event/2025milac')).toEqual(justAfter);
    expect(await statusOf('2026-11-21T12:00:00Z', '/team/frc7790/event/2025milac/status')).toEqual(justAfter);
  });
});
