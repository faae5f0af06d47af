import type { RankingRow } from '@team7790/shared/competition/contracts/event';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import type { RankingColumn } from '@team7790/shared/competition/ranking-columns';

export type { RankingColumn };
export type SortDirection = 'asc' | 'desc';
export interface RankingSort {
  column: RankingColumn;
  direction: SortDirection;
}

export const DEFAULT_RANKING_SORT: RankingSort = { column: 'rank', direction: 'asc' };

/** Clicking a header: the same column flips direction, a new column starts ascending (spec 2). */
export function nextSort(current: RankingSort, column: RankingColumn): RankingSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

export interface SortableRanking {
  row: RankingRow;
  epa: number | null;
}

/** Missing values always sort last, whichever the direction. */
function compareNullable(a: number | string | null, b: number | string | null, sign: number): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return sign * a.localeCompare(b, undefined, { sensitivity: 'base' });
  return sign * ((a as number) - (b as number));
}

function keyOf(item: SortableRanking, column: RankingColumn, byName: boolean): number | string | null {
  const { row } = item;
  switch (column) {
    case 'rank':
      return row.rank;
    case 'team':
      return byName ? (row.team_name ?? null) : teamNumberOf(row.team_key);
    case 'qual-average':
      return row.qual_average;
    case 'epa':
      return item.epa;
    case 'record': {
      // More wins first, then more ties, then fewer losses: ascending means best record first.
      const r = row.record;
      return -(r.wins * 10_000 + r.ties * 100 - r.losses);
    }
    default:
      return row.sort_orders[Number(column.slice('sort-'.length))] ?? null;
  }
}

/** Rows sorted by the column (ties keep rank order); the Team column sorts by name when names are shown. */
export function sortRankings(items: readonly SortableRanking[], sort: RankingSort, byName = false): SortableRanking[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => compareNullable(keyOf(a, sort.column, byName), keyOf(b, sort.column, byName), sign) || a.row.rank - b.row.rank);
}
