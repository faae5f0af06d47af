import { describe, expect, it } from 'vitest';
import type { Assignment, KitMatch } from './match-scouting.ts';
import { assignmentCovers, scoutMatches, stationTeam } from './scout-matches.ts';

const qm = (n: number, played = false): KitMatch => ({
  key: `2026test_qm${n}`,
  comp_level: 'qm',
  set_number: 1,
  match_number: n,
  name: `Qualification ${n}`,
  time: `2026-03-06T${String(9 + Math.floor(n / 6)).padStart(2, '0')}:${String((n % 6) * 10).padStart(2, '0')}:00Z`,
  red: [n * 10 + 1, n * 10 + 2, n * 10 + 3],
  blue: [n * 10 + 4, n * 10 + 5, n * 10 + 6],
  played,
});
const playoff = (set: number): KitMatch => ({
  key: `2026test_sf${set}m1`,
  comp_level: 'sf',
  set_number: set,
  match_number: 1,
  name: `Match ${set} (R1)`,
  time: null,
  red: [],
  blue: [],
  played: false,
});
const block = (id: number, userId: number, station: Assignment['station'], first: number, last: number | null): Assignment => ({
  id,
  event_key: '2026test',
  station,
  first_match: first,
  last_match: last,
  user_id: userId,
  user_name: `Scout ${userId}`,
});

describe('the team at a station', () => {
  it('reads the schedule in station order, and null before the teams are known', () => {
    expect(stationTeam(qm(3), 'red1')).toBe(31);
    expect(stationTeam(qm(3), 'blue3')).toBe(36);
    expect(stationTeam(playoff(1), 'blue2')).toBeNull();
  });
});

describe('assignment blocks', () => {
  it('cover qualification numbers from first to last, and playoffs only when open-ended', () => {
    expect(assignmentCovers({ first_match: 5, last_match: 10 }, qm(4))).toBe(false);
    expect(assignmentCovers({ first_match: 5, last_match: 10 }, qm(5))).toBe(true);
    expect(assignmentCovers({ first_match: 5, last_match: 10 }, qm(10))).toBe(true);
    expect(assignmentCovers({ first_match: 5, last_match: 10 }, qm(11))).toBe(false);
    expect(assignmentCovers({ first_match: 5, last_match: 10 }, playoff(1))).toBe(false);
    expect(assignmentCovers({ first_match: 5, last_match: null }, qm(99))).toBe(true);
    expect(assignmentCovers({ first_match: 5, last_match: null }, playoff(1))).toBe(true);
  });
});

describe("a scout's matches", () => {
  const schedule = [qm(1, true), qm(2, true), qm(3), qm(4), qm(5), qm(6), playoff(1), playoff(2)];

  it("lists the scout's block in schedule order with the schedule's team, the next unplayed first", () => {
    const kit = { schedule, assignments: [block(1, 7, 'blue2', 2, 4), block(2, 8, 'red1', 1, null)] };
    const { next, matches } = scoutMatches(kit, 7);
    expect(matches.map((m) => [m.match_key, m.station, m.team_number, m.played])).toEqual([
      ['2026test_qm2', 'blue2', 25, true],
      ['2026test_qm3', 'blue2', 35, false],
      ['2026test_qm4', 'blue2', 45, false],
    ]);
    expect(next).toMatchObject({ match_key: '2026test_qm3', match_name: 'Qualification 3', station: 'blue2', team_number: 35, assignment_id: 1 });
    expect(next?.time).toBe(qm(3).time);
  });

  it('runs an open-ended block to the end of the event, playoffs included, their teams unknown until set', () => {
    const kit = { schedule, assignments: [block(2, 8, 'red1', 5, null)] };
    const { matches } = scoutMatches(kit, 8);
    expect(matches.map((m) => [m.match_key, m.team_number])).toEqual([
      ['2026test_qm5', 51],
      ['2026test_qm6', 61],
      ['2026test_sf1m1', null],
      ['2026test_sf2m1', null],
    ]);
  });

  it('puts two blocks of one scout together in schedule order', () => {
    const kit = { schedule, assignments: [block(3, 7, 'red3', 5, 6), block(1, 7, 'blue1', 1, 3)] };
    expect(scoutMatches(kit, 7).matches.map((m) => `${m.match_number}:${m.station}`)).toEqual(['1:blue1', '2:blue1', '3:blue1', '5:red3', '6:red3']);
  });

  it('follows the latest schedule: a replay not yet played is next again, a changed team is read afresh', () => {
    const assignments = [block(1, 7, 'red2', 1, 3)];
    expect(scoutMatches({ schedule, assignments }, 7).next?.match_key).toBe('2026test_qm3');
    // Match 2 is to be replayed (not played) and its red alliance changed.
    const replayed = schedule.map((m) => (m.match_number === 2 && m.comp_level === 'qm' ? { ...m, played: false, red: [7790, 22, 23] } : m));
    const { next } = scoutMatches({ schedule: replayed, assignments }, 7);
    expect(next).toMatchObject({ match_key: '2026test_qm2', team_number: 22 });
  });

  it('has no next match when every assigned match is played, and nothing for a scout without a block', () => {
    const kit = { schedule, assignments: [block(1, 7, 'red1', 1, 2)] };
    expect(scoutMatches(kit, 7)).toMatchObject({ next: null, matches: [{ match_number: 1 }, { match_number: 2 }] });
    expect(scoutMatches(kit, 9)).toEqual({ next: null, matches: [] });
  });
});
