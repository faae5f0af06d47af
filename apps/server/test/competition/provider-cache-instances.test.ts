import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { engines, openTestDatabase, testSettings } from '../databases.ts';
import { fixture, StandInProvider } from './stand-in-provider.ts';

const EVENT = '2019nyny';
const AWARDS = `/event/${EVENT}/awards`;
const HOUR = 3_600_000;

// Two instances of the app on one database, as behind a load balancer: what one fetched from the provider
// is kept in the shared table, and the other uses it instead of asking the provider again.
describe.each(engines)('a fresher copy refreshed by another instance (%s)', (engine) => {
  let standIn: StandInProvider;
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let clock = new Date('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    standIn = await new StandInProvider().start();
    database = await openTestDatabase(engine);
    const settings = testSettings(standIn.settings());
    a = await buildApp({ settings, database, logger: false, now: () => clock });
    // The database is closed once, by the first instance.
    b = await buildApp({ settings, database: { ...database, close: async () => {} }, logger: false, now: () => clock });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await standIn.close();
  });

  const eventPage = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: `/api/competition/events/${EVENT}` });
    expect(res.statusCode).toBe(200);
    return eventPageResponse.parse(res.json());
  };

  it('uses the copy another instance refreshed instead of asking the provider again while that copy is fresh', async () => {
    const recorded = fixture<unknown[]>(`tba/event/${EVENT}/awards.json`);
    // The provider at first has part of the awards (the ceremony under way).
    standIn.serve(`/api/v3${AWARDS}`, recorded.slice(0, 5));

    // Both instances hold the event page: A from the provider, B from the table A filled.
    expect((await eventPage(a)).awards).toHaveLength(5);
    expect((await eventPage(b)).awards).toHaveLength(5);
    // The page's own paths: the season's list of events, read once on A's first miss to tell a real key from a made-up
    // one, is not asked again while A holds the page.
    const paths = [...new Set(standIn.requests.map((r) => r.path))].filter((p) => p !== '/api/v3/events/2019');
    expect(standIn.count('/api/v3/events/2019')).toBe(1);
    expect(paths).toContain(`/api/v3${AWARDS}`);
    expect(paths.map((p) => [p, standIn.count(p)])).toEqual(paths.map((p) => [p, 1]));

    // A day and an hour later (a past season's answers are kept 24 h) the provider has every award,
    // and A refreshes its expired copies from the provider.
    standIn.serve(`/api/v3${AWARDS}`, recorded);
    clock = new Date(clock.getTime() + 25 * HOUR);
    const refreshedAt = clock;
    await eventPage(a);
    await a.services.competition.idle();
    expect((await eventPage(a)).awards).toHaveLength(recorded.length);
    expect(paths.map((p) => [p, standIn.count(p)])).toEqual(paths.map((p) => [p, 2]));
    const [stored] = await database.query<{ fetched_at: Date }>(`select fetched_at from provider_cache where provider = 'tba' and path = $1`, [
      AWARDS,
    ]);
    expect(new Date(stored!.fetched_at)).toEqual(refreshedAt);

    // A minute later B is asked: its own copies have expired, A's stored ones have not.
    const before = standIn.requests.length;
    clock = new Date(clock.getTime() + 60_000);
    await eventPage(b);
    await b.services.competition.idle();
    const page = await eventPage(b);
    expect(standIn.requests.slice(before).map((r) => r.path)).toEqual([]);
    expect(page.awards).toHaveLength(recorded.length);
    expect(page.fetchedAt).toBe(refreshedAt.toISOString());
  });
});
