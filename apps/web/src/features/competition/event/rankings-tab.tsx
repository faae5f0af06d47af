import { useQuery } from '@tanstack/react-query';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { displayTeam, teamNumberOf } from '@team7790/shared/competition/keys';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ListOrdered } from 'lucide-react';
import { Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useEventOdds } from '../api/odds-api.ts';
import { formatDecimal } from '../shared/format.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SegmentedToggle } from '../shared/segmented-toggle.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { cellClasses, headTextClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { TeamLink } from '../shared/team-link.tsx';
import { useTeamHighlights } from '../shared/use-team-highlights.ts';
import { rankingColumns } from '@team7790/shared/competition/ranking-columns';
import { DEFAULT_RANKING_SORT, nextSort, sortRankings, type RankingColumn, type RankingSort } from './ranking-sort.ts';

type TeamDisplay = 'numbers' | 'names';

// The predicted final rankings come after the page's first paint, with their own code.
const RankingOdds = lazyComponent(async () => (await import('../predictions/ranking-odds.tsx')).RankingOdds);

function SortHeader({
  column,
  label,
  sort,
  onSort,
  align = 'left',
  className,
}: {
  column: RankingColumn;
  label: string;
  sort: RankingSort;
  onSort: (c: RankingColumn) => void;
  align?: 'left' | 'right';
  className?: string;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={clsx(headTextClasses, className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={clsx(
          'inline-flex w-full items-center gap-1 px-2.5 py-2 uppercase hover:text-fg sm:px-3 sm:py-2.5',
          align === 'right' && 'justify-end',
          active && 'text-fg',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={clsx('size-3.5', active ? 'text-accent-text' : 'opacity-50')} />
      </button>
    </th>
  );
}

/**
 * Qualification rankings: sortable columns, numbers or names, a row opens the team. While qualifications are under way,
 * the predicted final rankings follow them (asked for once the tab is open in the browser).
 */
export function RankingsTab({ page }: { page: EventPageResponse }) {
  // Alliances are picked once qualifications are over, when there is no final ranking left to predict. The table of
  // 400 elements is rendered as a transition, in slices between which the browser answers input, rather than in one
  // piece when the answer comes (60-130 ms of a phone's main thread just after the page opened).
  const odds = useDeferredValue(useEventOdds(page.event.key, page.status === 'current' && !page.alliances?.length).data);
  const rankings = odds?.rankings;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <RankingsTable page={page} />
      {odds && rankings && (
        <Suspense fallback={null}>
          <RankingOdds rankings={rankings} runs={odds.runs} source={odds.source} />
        </Suspense>
      )}
    </div>
  );
}

function RankingsTable({ page }: { page: EventPageResponse }): ReactNode {
  const navigate = useNavigate();
  const highlightOf = useTeamHighlights();
  const [sort, setSort] = useState<RankingSort>(DEFAULT_RANKING_SORT);
  const [display, setDisplay] = useState<TeamDisplay>('numbers');
  const rows = useMemo(() => page.rankings?.rows ?? [], [page.rankings]);
  const epa = useQuery({ ...competitionQueries.eventEpa(page.event.key), enabled: rows.length > 0 });
  const sorted = useMemo(
    () =>
      sortRankings(
        rows.map((row) => ({ row, epa: epa.data?.teams[row.team_key]?.total ?? null })),
        sort,
        display === 'names',
      ),
    [rows, epa.data, sort, display],
  );

  // Once the event is over, rankings are no longer to come: the texts say they are missing. (While it is on, the
  // provider's rankings can lag the scores: spec 2's texts stand.)
  const past = page.status === 'completed';
  if (page.rankings === null) {
    return (
      <EmptyBlock
        icon={ListOrdered}
        title={past ? 'No rankings available' : 'No rankings available yet'}
        className="rounded-2xl border border-line bg-surface"
      />
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyBlock
        icon={ListOrdered}
        title="Rankings Not Available"
        description={
          past ? 'The Blue Alliance has no rankings for this event.' : 'Rankings will appear once qualification matches begin and teams are scored.'
        }
        className="rounded-2xl border border-line bg-surface"
      />
    );
  }

  const onSort = (column: RankingColumn) => setSort((s) => nextSort(s, column));
  const columns = rankingColumns(page.rankings.sort_order_names, rows);
  const [first, ...rest] = columns.sortOrders;
  return (
    <SectionCard
      layout="flush"
      title="Rankings"
      subtitle={`${rows.length} teams · click a column to sort`}
      actions={
        <SegmentedToggle
          label="Show teams as"
          value={display}
          onChange={setDisplay}
          options={[
            { id: 'numbers', label: 'Team Numbers' },
            { id: 'names', label: 'Team Names' },
          ]}
        />
      }
    >
      <TableScroll label="Rankings table">
        <table className={tableClasses}>
          <thead className="bg-surface-muted/60">
            <tr className="border-b border-line">
              <SortHeader column="rank" label="Rank" sort={sort} onSort={onSort} className={pinnedCellClasses(0, false, 'head')} />
              <SortHeader
                column="team"
                label={display === 'names' ? 'Team Name' : 'Team'}
                sort={sort}
                onSort={onSort}
                className={pinnedCellClasses(1, true, 'head')}
              />
              {first && <SortHeader column={first.column} label={first.label} sort={sort} onSort={onSort} align="right" />}
              {columns.record === 'record' ? (
                <SortHeader column="record" label="Record" sort={sort} onSort={onSort} />
              ) : (
                <SortHeader column="qual-average" label="Qual Average" sort={sort} onSort={onSort} align="right" />
              )}
              {rest.map((c) => (
                <SortHeader key={c.column} column={c.column} label={c.label} sort={sort} onSort={onSort} align="right" />
              ))}
              <SortHeader column="epa" label="EPA" sort={sort} onSort={onSort} align="right" />
            </tr>
          </thead>
          <tbody>
            {sorted.map(({ row, epa: epaValue }) => {
              const number = teamNumberOf(row.team_key);
              const highlight = highlightOf(number);
              const background = highlight?.home ? 'homeHover' : 'rowHover';
              return (
                <tr
                  key={row.team_key}
                  onClick={() => number !== null && void navigate(`/team?team=${number}`)}
                  data-team-row={number ?? undefined}
                  className={clsx('cursor-pointer border-b border-line last:border-0 hover:bg-surface-muted', highlight?.home && 'bg-accent-soft')}
                >
                  <td className={clsx(cellClasses, pinnedCellClasses(0, false, background), 'font-bold tabular-nums')}>
                    <span
                      className={clsx(
                        'inline-flex size-7 items-center justify-center rounded-full',
                        row.rank <= 3 ? 'bg-accent-soft text-accent-text' : 'text-fg',
                      )}
                    >
                      {row.rank}
                    </span>
                  </td>
                  <td className={clsx(cellClasses, pinnedCellClasses(1, true, background))}>
                    <TeamLink teamKey={row.team_key} className={display === 'names' ? 'max-w-[9rem] truncate sm:max-w-[16rem]' : undefined}>
                      {display === 'names' ? (row.team_name ?? displayTeam(row.team_key)) : undefined}
                    </TeamLink>
                  </td>
                  {first && (
                    <td className={clsx(cellClasses, 'text-right font-semibold tabular-nums')}>{formatDecimal(row.sort_orders[first.index])}</td>
                  )}
                  {columns.record === 'record' ? (
                    <td className={clsx(cellClasses, 'tabular-nums')}>
                      <span className="text-success">{row.record.wins}</span>-<span className="text-danger">{row.record.losses}</span>-
                      <span className="text-fg-muted">{row.record.ties}</span>
                    </td>
                  ) : (
                    <td className={clsx(cellClasses, 'text-right font-semibold tabular-nums')}>{formatDecimal(row.qual_average)}</td>
                  )}
                  {rest.map((c) => (
                    <td key={c.column} className={clsx(cellClasses, 'text-right tabular-nums')}>
                      {formatDecimal(row.sort_orders[c.index])}
                    </td>
                  ))}
                  <td className={clsx(cellClasses, 'text-right tabular-nums')}>
                    {epaValue !== null ? epaValue.toFixed(1) : <span className="text-fg-muted">–</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </SectionCard>
  );
}
