import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPageResponse } from '@team7790/shared/competition/contracts/team';
import { buildTestApp, type TestApp } from '../databases.ts';

/** The team page reads a season's statuses in one call (/team/{key}/events/{year}/statuses); the simulated season answers it. */
describe('team season statuses from the simulated season', () => {
  let t: TestApp;
  // After the 2025 championship: every official 2025 event of team 7790 is complete.
  const clock = new Date('2025-05-01T12:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp('pglite', { now: () => clock });
  });
  afterAll(() => t.close());

  it('gives each played event a rank and record, and the season its average rank and win rate', async () => {
    const res = await t.app.inject({ url: '/api/competition/teams/7790?year=2025' });
    expect(res.statusCode).toBe(200);
    const page = teamPageResponse.parse(res.json());
    const played = page.events!.filter((e) => e.status === 'completed');
    expect(played.length).toBeGreaterThan(0);
    for (const row of played) {
      expect(row.rank, row.event.key).toBeGreaterThan(0);
      expect(row.num_teams, row.event.key).toBeGreaterThanOrEqual(row.rank!);
      expect(row.record!.wins + row.record!.losses + row.record!.ties, row.event.key).toBeGreaterThan(0);
    }
    // The season's figures count every event with a status, including the live demo event.
    const ranked = page.events!.filter((e) => e.rank !== null);
    const ranks = ranked.map((r) => r.rank!);
    expect(page.stats!.average_rank).toBeCloseTo(ranks.reduce((a, b) => a + b, 0) / ranks.length, 6);
    const wins = ranked.reduce((a, r) => a + r.record!.wins, 0);
    const games = ranked.reduce((a, r) => a + r.record!.wins + r.record!.losses + r.record!.ties, 0);
    expect(page.stats!.win_rate).toBeCloseTo((wins / games) * 100, 6);
  });
});
