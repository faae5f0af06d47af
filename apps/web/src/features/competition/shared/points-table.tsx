import type { PointsRow } from '@team7790/shared/competition/contracts/district';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDecimal } from './format.ts';
import { cellClasses, headCellClasses, TableScroll, tableClasses } from './table-scroll.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { TeamLink } from './team-link.tsx';
import { phoneOnlyClasses, wideOnlyClasses } from './phone-alliances.tsx';
import { useTeamHighlights } from './use-team-highlights.ts';

/** The points a team earned at its first and second events (not the championship), then at the championship. */
export function eventPointColumns(row: PointsRow): { first: number | null; second: number | null; cmp: number | null } {
  const regular = row.event_points.filter((p) => !p.district_cmp);
  const cmp = row.event_points.filter((p) => p.district_cmp);
  return {
    first: regular[0]?.total ?? null,
    second: regular[1]?.total ?? null,
    cmp: cmp.length ? cmp.reduce((sum, p) => sum + p.total, 0) : null,
  };
}

/** District or regional pool points: Rank, Team, Event 1, Event 2, (DCMP,) Total, with 2 decimals. */
export function PointsTable({ rows, withChampionship, label }: { rows: PointsRow[]; withChampionship: boolean; label: string }) {
  const navigate = useNavigate();
  const highlightOf = useTeamHighlights();
  const [filter, setFilter] = useState('');
  // On a phone the Total comes right after the team (the event columns follow it, sideways); on a wide screen, last.
  const head = ['Rank', 'Team', 'Total', 'Event 1', 'Event 2', ...(withChampionship ? ['DCMP'] : []), 'Total'];
  const lastIndex = head.length - 1;
  const placeOf = (i: number) => (i === 2 ? phoneOnlyClasses : i === lastIndex ? wideOnlyClasses : undefined);
  const wanted = filter.replace(/\D/g, '');
  const shown = wanted ? rows.filter((row) => String(row.team_number ?? teamNumberOf(row.team_key) ?? '').includes(wanted)) : rows;
  return (
    <>
      <div className="border-b border-line px-4 py-2.5 sm:px-5">
        <label className="relative block max-w-xs">
          <span className="sr-only">Find a team by number</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted" />
          <input
            type="search"
            inputMode="numeric"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Find a team number"
            className="h-9 w-full rounded-lg border border-line bg-surface pr-3 pl-8 text-sm text-fg placeholder:text-fg-muted hover:border-fg-muted"
          />
        </label>
      </div>
      <TableScroll label={label}>
        <table className={tableClasses}>
          <thead className="bg-surface-muted/60">
            <tr className="border-b border-line">
              {head.map((h, i) => (
                <th
                  key={`${h}-${i}`}
                  scope="col"
                  className={clsx(headCellClasses, i < 2 ? pinnedCellClasses(i === 0 ? 0 : 1, i === 1, 'head') : 'text-right', placeOf(i))}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={head.length} className="px-4 py-8 text-center text-sm text-fg-muted">
                  No team numbers match "{filter}".
                </td>
              </tr>
            )}
            {shown.map((row) => {
              const points = eventPointColumns(row);
              const number = row.team_number ?? teamNumberOf(row.team_key);
              const highlight = highlightOf(number);
              const background = highlight?.home ? 'homeHover' : 'rowHover';
              return (
                <tr
                  key={row.team_key}
                  data-team-row={number ?? undefined}
                  onClick={() => number !== null && void navigate(`/team?team=${number}`)}
                  className={clsx('cursor-pointer border-b border-line last:border-0 hover:bg-surface-muted', highlight?.home && 'bg-accent-soft')}
                >
                  <td className={clsx(cellClasses, pinnedCellClasses(0, false, background), 'font-bold tabular-nums')}>{row.rank}</td>
                  <td className={clsx(cellClasses, pinnedCellClasses(1, true, background))}>
                    <TeamLink teamKey={row.team_key} />
                  </td>
                  <td className={clsx(cellClasses, phoneOnlyClasses, 'text-right font-bold tabular-nums')}>{formatDecimal(row.point_total)}</td>
                  <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatDecimal(points.first)}</td>
                  <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatDecimal(points.second)}</td>
                  {withChampionship && <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatDecimal(points.cmp)}</td>}
                  <td className={clsx(cellClasses, wideOnlyClasses, 'text-right font-bold tabular-nums')}>{formatDecimal(row.point_total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
