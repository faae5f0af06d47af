import type { RankingRow } from './contracts/event.ts';

/** 'sort-0' is the event's first sort order (its ranking score), 'sort-1' the next, and so on. */
export type RankingColumn = 'rank' | 'team' | 'record' | 'qual-average' | 'epa' | `sort-${number}`;

export interface RankingColumns {
  /** The sort-order columns, titled with the event's own names ('Avg Match', 'Coopertition' only where the event says so). */
  sortOrders: Array<{ column: RankingColumn; label: string; index: number }>;
  /** 2015 kept no win-loss record: the qualification average is shown in its place. */
  record: 'record' | 'qual-average';
}

/**
 * The columns an event's rankings have: one per named sort order (index 0 is the ranking score;
 * without names only that one, as 'Ranking Score'), and the record, or the qualification average
 * when no team has a record but the provider gives an average (2015).
 */
export function rankingColumns(names: readonly string[], rows: readonly RankingRow[]): RankingColumns {
  const noRecords = rows.length > 0 && rows.every((r) => r.wins + r.losses + r.ties === 0) && rows.some((r) => r.qual_average !== null);
  const labels = names.length ? names : ['Ranking Score'];
  const sortOrders = labels
    .map((label, index) => ({ column: `sort-${index}` as RankingColumn, label: label || `Sort Order ${index + 1}`, index }))
    // The average has its own column when it stands in for the record.
    .filter((c) => !(noRecords && /^qual\.? ?av/i.test(c.label)));
  return { sortOrders, record: noRecords ? 'qual-average' : 'record' };
}
