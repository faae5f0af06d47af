import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { competitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import { matchPageResponse } from '@team7790/shared/competition/contracts/match';
import { buildTestApp, type TestApp } from '../databases.ts';

/** Without TBA_API_KEY the built-in simulated season is the provider; the pages read it like TBA. */
describe('competition data from the simulated season', () => {
  let t: TestApp;
  // Saturday of 2025milac, mid-qualifications in Lake City.
  const clock = new Date('2025-03-01T18:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp('pglite', { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('is used when no provider key is set', () => {
    expect(t.app.services.competition.providerKind).toBe('simulation');
  });

  it('serves a live event with rankings and a schedule in progress', async () => {
    const page = eventPageResponse.parse(await get('/api/competition/events/2025milac'));
    expect(page.status).toBe('current');
    expect(page.rankings!.rows.length).toBeGreaterThan(0);
    expect(page.matches!.some((m) => m.actual_time === null)).toBe(true);
    expect(page.matches!.some((m) => m.actual_time !== null)).toBe(true);
  });

  it("gives team 7790's Competition Updates with a next match that includes it", async () => {
    const updates = competitionUpdatesResponse.parse(await get('/api/competition/updates'));
    expect(updates.eventKey).toBe('2025milac');
    expect(updates.totalTeams).toBeGreaterThan(0);
    expect(updates.nextMatch!.predictedTime * 1000).toBeGreaterThan(clock.getTime() - 3_600_000);
    expect([...updates.nextMatch!.red, ...updates.nextMatch!.blue]).toContain(7790);
  });

  it('serves a played match with EPA for its teams', async () => {
    const page = matchPageResponse.parse(await get('/api/competition/matches/2025milac_qm1'));
    expect(page.match.score_breakdown).not.toBeNull();
    expect(page.teams).toHaveLength(6);
    const epa = await get('/api/competition/matches/2025milac_qm1/epa');
    expect(Object.values(epa.teams).every((v) => typeof v === 'number')).toBe(true);
  });
});
