import type { RankingRow } from '@team7790/shared/competition/contracts/event';
import { describe, expect, it } from 'vitest';
import { nextSort, sortRankings, type SortableRanking } from './ranking-sort.ts';

const row = (rank: number, team: number, name: string, score: number, coop: number, w: number, l: number, t = 0): RankingRow => ({
  rank,
  team_key: `frc${team}`,
  team_name: name,
  wins: w,
  losses: l,
  ties: t,
  record: { wins: w, losses: l, ties: t },
  ranking_points: score,
  qual_average: null,
  sort_orders: [score, coop],
  matches_played: w + l + t,
  dq: 0,
  extra_stats: [],
});

const items: SortableRanking[] = [
  { row: row(1, 3512, 'Mech Ravens', 4.75, 0.08, 12, 0), epa: 61.2 },
  { row: row(2, 7790, 'Baywatch Robotics', 4.08, 0.5, 10, 2), epa: null },
  { row: row(3, 254, 'The Cheesy Poofs', 3.5, 0.25, 9, 2, 1), epa: 80 },
];
const teams = (list: SortableRanking[]) => list.map((i) => i.row.team_key.slice(3));

describe('nextSort', () => {
  it('flips on a second click of the same column and starts a new column ascending', () => {
    expect(nextSort({ column: 'rank', direction: 'asc' }, 'rank')).toEqual({ column: 'rank', direction: 'desc' });
    expect(nextSort({ column: 'rank', direction: 'desc' }, 'rank')).toEqual({ column: 'rank', direction: 'asc' });
    expect(nextSort({ column: 'rank', direction: 'desc' }, 'epa')).toEqual({ column: 'epa', direction: 'asc' });
  });
});

describe('sortRankings', () => {
  it('sorts by team number, or by name when names are shown', () => {
    expect(teams(sortRankings(items, { column: 'team', direction: 'asc' }))).toEqual(['254', '3512', '7790']);
    expect(teams(sortRankings(items, { column: 'team', direction: 'asc' }, true))).toEqual(['7790', '3512', '254']);
  });
  it('sorts by any sort order of the event (index 0 is the ranking score)', () => {
    expect(teams(sortRankings(items, { column: 'sort-0', direction: 'desc' }))).toEqual(['3512', '7790', '254']);
    expect(teams(sortRankings(items, { column: 'sort-1', direction: 'asc' }))).toEqual(['3512', '254', '7790']);
  });
  it('puts the best record first when ascending, ties counting above losses', () => {
    expect(teams(sortRankings(items, { column: 'record', direction: 'asc' }))).toEqual(['3512', '7790', '254']);
    expect(teams(sortRankings(items, { column: 'record', direction: 'desc' }))).toEqual(['254', '7790', '3512']);
  });
  it('keeps teams without an EPA last in both directions', () => {
    expect(teams(sortRankings(items, { column: 'epa', direction: 'asc' }))).toEqual(['3512', '254', '7790']);
    expect(teams(sortRankings(items, { column: 'epa', direction: 'desc' }))).toEqual(['254', '3512', '7790']);
  });
});
