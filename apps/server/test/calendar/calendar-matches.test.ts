import type { CalendarMatch } from '@team7790/shared/calendar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useTestWorld } from '../databases.ts';
import { caller, signInTeam } from './team.ts';

// Saturday 2025-03-01, 1 PM in Detroit: qualifications under way at the simulated Lake City event, where 7790 plays.
const NOW = new Date('2025-03-01T18:00:00.000Z');

describe.each(engines)("the team's matches in the in-app calendar, on %s", (engine) => {
  const t = useTestWorld(engine, { now: () => NOW, settings: { REGISTER_MAX_PER_ADDRESS: '50' } }, signInTeam);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const as = caller(t);
  beforeAll(() => {
    team = t.given;
  });

  it("lists the competition day's matches, played and to come, as the competition data has them", async () => {
    const res = await as(team.bob)('GET', '/api/calendar/matches?start=2025-03-01&end=2025-03-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const matches = res.json() as CalendarMatch[];
    expect(matches.length).toBeGreaterThan(3);

    const official = await t.app.inject({ method: 'GET', url: '/api/competition/teams/7790/events/2025milac/matches' });
    const all = (official.json() as { matches: { key: string; actual_time: number | null; predicted_time: number | null; time: number | null }[] })
      .matches;
    for (const m of matches) {
      const source = all.find((o) => o.key === m.key)!;
      expect(source, m.key).toBeDefined();
      expect(m).toMatchObject({ event_key: '2025milac', date: '2025-03-01', time_zone: 'America/Detroit', played: source.actual_time !== null });
      expect(m.starts_at).toBe(new Date((source.actual_time ?? source.predicted_time ?? source.time)! * 1000).toISOString());
      expect(m.alliance === 'Red' || m.alliance === 'Blue').toBe(true);
    }
    // In start order, played ones before those to come, both kinds on the day.
    expect(matches.map((m) => m.starts_at)).toEqual([...matches.map((m) => m.starts_at)].sort());
    expect(matches.some((m) => m.played)).toBe(true);
    expect(matches.some((m) => !m.played)).toBe(true);
    // The local time is the team's: 12:00-23:59 UTC on that day is 7 AM-7 PM in Detroit.
    for (const m of matches) expect(m.time).toMatch(/^(0[7-9]|1\d):\d\d$/);

    // Other days have none.
    expect((await as(team.bob)('GET', '/api/calendar/matches?start=2025-04-01&end=2025-04-30')).json()).toEqual([]);
  });

  it('is for members, checks its range, and leaves the matches read-only', async () => {
    expect((await as(null)('GET', '/api/calendar/matches?start=2025-03-01&end=2025-03-31')).statusCode).toBe(401);
    expect((await as(team.fan)('GET', '/api/calendar/matches?start=2025-03-01&end=2025-03-31')).statusCode).toBe(403);
    const backwards = await as(team.bob)('GET', '/api/calendar/matches?start=2025-03-31&end=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: expect.any(String) });
    // A match is not a calendar event: it cannot be edited or deleted through the calendar.
    const [match] = (await as(team.admin)('GET', '/api/calendar/matches?start=2025-03-01&end=2025-03-01')).json() as CalendarMatch[];
    expect((await as(team.admin)('PUT', `/api/calendar/${match!.key}`, { title: 'x', event_date: '2025-03-02' })).statusCode).toBe(400);
    expect((await as(team.admin)('DELETE', `/api/calendar/${match!.key}`, {})).statusCode).toBe(400);
  });
});
