import { describe, expect, it, vi } from 'vitest';
import { createClock } from '../../src/clock.ts';
import { createSimulatedSeason } from '../../src/features/competition/simulation/index.ts';
import { seasonAt, tbaJson, type MatchBody } from './helpers.ts';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('the simulation follows the clock', async () => {
  const finished = seasonAt('2025-12-01T12:00:00Z');
  const all = await tbaJson<MatchBody[]>(finished, '/event/2025milac/matches');
  const quals = all.filter((m) => m.comp_level === 'qm');
  const playoffs = all.filter((m) => m.comp_level !== 'qm').sort((a, b) => a.time - b.time);
  const firstPlayoff = playoffs[0] as MatchBody;

  it('shows 2025milac as upcoming before it starts', async () => {
    const season = seasonAt('2025-02-20T15:00:00Z');
    expect(await tbaJson(season, '/event/2025milac/matches')).toEqual([]);
    expect(await tbaJson(season, '/event/2025milac/rankings')).toBeNull();
    expect(await tbaJson(season, '/event/2025milac/alliances')).toBeNull();
    expect(await tbaJson(season, '/event/2025milac/awards')).toEqual([]);
    const sb = await season.statbotics.get('/v3/event/2025milac');
    expect(JSON.parse(sb.body).status).toBe('Upcoming');
  });

  it('shows qualifications in progress with future scores hidden', async () => {
    const now = ((quals[20] as MatchBody).post_result_time as number) + 1;
    const season = seasonAt(iso(now));
    const matches = await tbaJson<MatchBody[]>(season, '/event/2025milac/matches');
    expect(matches.every((m) => m.comp_level === 'qm')).toBe(true);
    const played = matches.filter((m) => m.alliances.red.score >= 0);
    const future = matches.filter((m) => m.time > now);
    expect(played.length).toBeGreaterThanOrEqual(21);
    expect(played.length).toBeLessThan(quals.length);
    expect(future.length).toBeGreaterThan(20);
    for (const match of future) {
      expect(match.actual_time).toBeNull();
      expect(match.alliances.red.score).toBe(-1);
      expect(match.alliances.blue.score).toBe(-1);
      expect(match.score_breakdown).toBeNull();
      expect(match.winning_alliance).toBe('');
    }
    for (const match of played) expect(match.actual_time as number).toBeLessThanOrEqual(now);
    const rankings = await tbaJson<{ rankings: Array<{ matches_played: number }> }>(season, '/event/2025milac/rankings');
    const appearances = played.reduce((sum, m) => sum + m.alliances.red.team_keys.length + m.alliances.blue.team_keys.length, 0);
    expect(rankings.rankings.reduce((sum, r) => sum + r.matches_played, 0)).toBe(appearances);
    expect(await tbaJson(season, '/event/2025milac/alliances')).toBeNull();
    expect(await tbaJson(season, '/event/2025milac/awards')).toEqual([]);
    const status = await tbaJson<{ next_match_key: string | null; qual: { status: string } }>(season, '/team/frc7790/event/2025milac/status');
    expect(status.qual.status).toBe('playing');
    expect(status.next_match_key).toMatch(/^2025milac_qm\d+$/);
  });

  it('shows alliances and the first playoff results during the playoffs', async () => {
    const now = (firstPlayoff.post_result_time as number) + 1;
    const season = seasonAt(iso(now));
    const alliances = await tbaJson<Array<{ picks: string[] }>>(season, '/event/2025milac/alliances');
    expect(alliances).toHaveLength(8);
    const matches = await tbaJson<MatchBody[]>(season, '/event/2025milac/matches');
    const listedPlayoffs = matches.filter((m) => m.comp_level !== 'qm');
    expect(listedPlayoffs.length).toBeGreaterThan(0);
    expect(listedPlayoffs.length).toBeLessThan(playoffs.length);
    expect(listedPlayoffs.filter((m) => m.alliances.red.score >= 0).length).toBeGreaterThanOrEqual(1);
    expect(matches.filter((m) => m.comp_level === 'qm').every((m) => m.alliances.red.score >= 0)).toBe(true);
    expect(await tbaJson(season, '/event/2025milac/awards')).toEqual([]);
  });

  it('shows the whole event and its awards once it is complete', async () => {
    const awards = await tbaJson<Array<{ award_type: number }>>(finished, '/event/2025milac/awards');
    expect(awards.map((a) => a.award_type)).toEqual(expect.arrayContaining([0, 1, 2, 9]));
    expect(all.every((m) => m.alliances.red.score >= 0 && m.actual_time !== null && m.score_breakdown)).toBe(true);
    const sb = await finished.statbotics.get('/v3/event/2025milac');
    expect(JSON.parse(sb.body).status).toBe('Completed');
  });
});

describe('the demo event and the app clock', () => {
  it('runs an off-season event with team 7790 when the clock starts outside the season', async () => {
    const start = new Date('2026-11-21T17:25:00Z');
    const season = createSimulatedSeason({ now: () => start });
    const event = await tbaJson<{ event_type: number; start_date: string; end_date: string }>(season, '/event/2026mihsi');
    expect(event.event_type).toBe(99);
    expect(event.start_date <= '2026-11-21' && event.end_date >= '2026-11-21').toBe(true);
    expect(await tbaJson(season, '/event/2026mihsi/teams/keys')).toContain('frc7790');
    const matches = await tbaJson<MatchBody[]>(season, '/event/2026mihsi/matches');
    const played = matches.filter((m) => m.alliances.red.score >= 0);
    expect(played.length).toBeGreaterThan(5);
    expect(matches.length - played.length).toBeGreaterThan(30);
    const gaps = matches.slice(1, 10).map((m, i) => m.time - (matches[i] as MatchBody).time);
    expect(gaps.every((gap) => gap === 7 * 60)).toBe(true);
    const teamEvents = await tbaJson<Array<{ key: string }>>(season, '/team/frc7790/events/2026');
    expect(teamEvents.map((e) => e.key)).toContain('2026mihsi');
  });

  // Issue 34: qualifications at 02:14 or 05:00 read as nothing a real event keeps.
  it.each([
    ['at night', '2026-11-21T07:14:00Z'],
    ['early in the morning', '2026-11-21T10:00:00Z'],
    ['in the evening', '2026-11-22T01:30:00Z'],
    ['at the start of the playing day', '2026-11-21T14:40:00Z'],
  ])('started %s, plays only 09:00-18:00 local, with results and matches to come', async (_when, at) => {
    const start = new Date(at);
    const season = createSimulatedSeason({ now: () => start });
    const matches = await tbaJson<MatchBody[]>(season, '/event/2026mihsi/matches');
    const hourOf = (seconds: number) =>
      Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Detroit' }).format(seconds * 1000));
    const hours = matches.map((m) => hourOf(m.time));
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(9);
    expect(Math.max(...hours)).toBeLessThan(18);
    const played = matches.filter((m) => m.alliances.red.score >= 0);
    expect(played.length).toBeGreaterThan(5);
    expect(matches.length - played.length).toBeGreaterThan(10);
    // Nothing scheduled in the past is left unplayed: the next match is still to come.
    const next = matches.find((m) => m.alliances.red.score < 0)!;
    expect(next.time * 1000).toBeGreaterThan(start.getTime() - 15 * 60_000);
  });

  it('places no demo event when the clock starts during the season', async () => {
    const season = seasonAt('2025-03-01T15:00:00Z');
    expect((await season.tba.get('/event/2025mihsi')).status).toBe(404);
  });

  it('starts the clock where CLOCK_START puts it and lets it run', () => {
    // The real time is the test's to move: the clock must follow it exactly, however long the test takes.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
      const clock = createClock(new Date('2025-02-28T14:00:00-05:00'));
      const real = createClock();
      expect(clock().toISOString()).toBe('2025-02-28T19:00:00.000Z');
      expect(real().toISOString()).toBe('2026-11-21T10:00:00.000Z');
      vi.setSystemTime(new Date('2026-11-21T10:00:30Z'));
      expect(clock().toISOString()).toBe('2025-02-28T19:00:30.000Z');
      expect(real().toISOString()).toBe('2026-11-21T10:00:30.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
