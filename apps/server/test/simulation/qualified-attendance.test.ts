import { describe, expect, it } from 'vitest';
import { seasonAt, tbaJson } from './helpers.ts';

/**
 * Events whose teams qualify from earlier events (the district championship and its divisions, the World
 * Championship divisions and Einstein) have no known teams until those earlier events are decided at the
 * app clock, as on the real provider: no future leaks through their team lists or a team's events.
 */
const MID_MARCH = '2025-03-15T12:00:00-04:00';
const DCMP_DIVISIONS = ['2025micmp1', '2025micmp2', '2025micmp3', '2025micmp4'];

interface EventBody {
  key: string;
  start_date: string;
  end_date: string;
}
type Season = ReturnType<typeof seasonAt>;
const teamsOf = (season: Season, key: string) => tbaJson<string[]>(season, `/event/${key}/teams/keys`);
const eventsOf7790 = async (season: Season) => (await tbaJson<EventBody[]>(season, '/team/frc7790/events/2025/simple')).map((e) => e.key);

describe('attendance of events that qualify from earlier events', () => {
  it('is unknown in mid-March: the state and world championships list no teams, and 7790 only its district events', async () => {
    const season = seasonAt(MID_MARCH);
    for (const key of ['2025micmp', ...DCMP_DIVISIONS, '2025mil', '2025cmptx']) {
      expect(await teamsOf(season, key), key).toEqual([]);
    }
    expect(await tbaJson(season, '/event/2025micmp1/rankings')).toBeNull();
    expect(await tbaJson(season, '/event/2025micmp/matches')).toEqual([]);
    expect(await eventsOf7790(season)).toEqual(['2025milac', '2025mitvc']);
    const statuses = await tbaJson<Record<string, unknown>>(season, '/team/frc7790/events/2025/statuses');
    expect(Object.keys(statuses).sort()).toEqual(['2025milac', '2025mitvc']);
    const epaEvents = JSON.parse((await season.statbotics.get('/v3/team_events?team=7790&year=2025')).body) as { event: string }[];
    expect(epaEvents.map((e) => e.event)).toEqual(['2025milac', '2025mitvc']);
    // Events filled from the start (regionals, district events) still list their teams.
    expect((await teamsOf(season, '2025milac')).length).toBeGreaterThan(20);
  });

  it('becomes known as the qualifying events are decided: divisions after the district events, Einstein after the divisions', async () => {
    const division = await tbaJson<EventBody>(seasonAt(MID_MARCH), '/event/2025micmp1/simple');
    const world = await tbaJson<EventBody>(seasonAt(MID_MARCH), '/event/2025mil/simple');

    // The morning the district championship starts: its divisions are filled, the world championship not yet.
    const atDcmp = seasonAt(`${division.start_date}T08:00:00-04:00`);
    for (const key of DCMP_DIVISIONS) expect((await teamsOf(atDcmp, key)).length, key).toBeGreaterThan(20);
    expect(await teamsOf(atDcmp, '2025micmp')).toEqual([]);
    expect(await teamsOf(atDcmp, '2025mil')).toEqual([]);
    const events = await eventsOf7790(atDcmp);
    expect(events.some((k) => DCMP_DIVISIONS.includes(k))).toBe(true);
    expect(events).not.toContain('2025mil');

    // Two days after the district championship: its winners are known.
    const afterDcmp = seasonAt(new Date(Date.parse(`${division.end_date}T12:00:00-04:00`) + 2 * 86_400_000).toISOString());
    expect((await teamsOf(afterDcmp, '2025micmp')).length).toBeGreaterThan(0);
    // The morning the World Championship starts: 7790's division lists it; Einstein waits for the divisions' finals.
    const atWorlds = seasonAt(`${world.start_date}T08:00:00-05:00`);
    expect(await teamsOf(atWorlds, '2025mil')).toContain('frc7790');
    expect(await eventsOf7790(atWorlds)).toContain('2025mil');
    expect(await teamsOf(atWorlds, '2025cmptx')).toEqual([]);
  });
});
