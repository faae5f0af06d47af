import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rankingColumns } from '@team7790/shared/competition/ranking-columns';
import type { TbaEventRankings } from '@team7790/shared/competition/tba';
import { toRankings } from '../../src/features/competition/shaping/tba-shapes.ts';
import { FIXTURES, fixture } from './stand-in-provider.ts';

/** Every recorded event's rankings, through the event page's shaping and the rankings table's columns. */
const events = readdirSync(`${FIXTURES}/tba/event`).filter((key) => existsSync(`${FIXTURES}/tba/event/${key}/rankings.json`));
const shaped = (key: string) => {
  const raw = fixture<TbaEventRankings>(`tba/event/${key}/rankings.json`);
  const rankings = toRankings(raw, new Map());
  return { raw, rankings, columns: rankingColumns(rankings.sort_order_names, rankings.rows) };
};

describe('rankings columns as each recorded event names them', () => {
  it('reads the recorded rankings', () => expect(events).toEqual(expect.arrayContaining(['2015micmp', '2019nyny', '2024nytr', '2025mndu'])));

  it.each(events)("%s: every sort-order column carries the event's own name and value", (key) => {
    const { raw, rankings, columns } = shaped(key);
    const names = (raw.sort_order_info ?? []).map((i) => i.name);
    for (const c of columns.sortOrders) {
      expect(c.label).toBe(names[c.index] ?? 'Ranking Score');
      for (const [i, row] of rankings.rows.entries()) expect(row.sort_orders[c.index]).toBe(raw.rankings[i]!.sort_orders?.[c.index]);
    }
    // 'Coopertition' is a title only where the event names a sort order so.
    const coop = columns.sortOrders.filter((c) => /coop/i.test(c.label));
    expect(coop.map((c) => c.label)).toEqual(names.filter((n) => /coop/i.test(n)));
    for (const [i, row] of rankings.rows.entries()) expect(row.qual_average).toBe(raw.rankings[i]!.qual_average ?? null);
  });

  it('2024nytr: the second column is Avg Coop, the third Avg Match (not a coopertition score)', () => {
    const { columns } = shaped('2024nytr');
    expect(columns.sortOrders.map((c) => c.label)).toEqual(['Ranking Score', 'Avg Coop', 'Avg Match', 'Avg Auto', 'Avg Stage']);
    expect(columns.record).toBe('record');
  });

  it('2015micmp: no win-loss record, so the qualification average stands in its place', () => {
    const { rankings, columns } = shaped('2015micmp');
    expect(columns.record).toBe('qual-average');
    expect(rankings.rows[0]!.qual_average).toBe(187.75);
    expect(columns.sortOrders.map((c) => c.label)).toEqual(['Coopertition', 'Auto', 'Container', 'Tote', 'Litter']);
  });
});
