import type { PointsRow } from '@team7790/shared/competition/contracts/district';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import { clsx } from 'clsx';
import { useNavigate } from 'react-router';
import { formatDecimal } from './format.ts';
import { cellClasses, headCellClasses, TableScroll, tableClasses } from './table-scroll.tsx';
import { TeamLink } from './team-link.tsx';
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
  const head = ['Rank', 'Team', 'Event 1', 'Event 2', ...(withChampionship ? ['DCMP'] : []), 'Total'];
  return (
    <TableScroll label={label}>
      <table className={tableClasses}>
        <thead className="bg-surface-muted/60">
          <tr className="border-b border-line">
            {head.map((h, i) => (
              <th key={h} scope="col" className={clsx(headCellClasses, i >= 2 && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const points = eventPointColumns(row);
            const number = row.team_number ?? teamNumberOf(row.team_key);
            const highlight = highlightOf(number);
            return (
              <tr
                key={row.team_key}
                data-team-row={number ?? undefined}
                onClick={() => number !== null && void navigate(`/team?team=${number}`)}
                className={clsx('cursor-pointer border-b border-line last:border-0 hover:bg-surface-muted', highlight?.home && 'bg-accent-soft')}
              >
                <td className={clsx(cellClasses, 'font-bold tabular-nums')}>{row.rank}</td>
                <td className={cellClasses}>
                  <TeamLink teamKey={row.team_key} />
                </td>
                <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatDecimal(points.first)}</td>
                <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatDecimal(points.second)}</td>
                {withChampionship && <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatDecimal(points.cmp)}</td>}
                <td className={clsx(cellClasses, 'text-right font-bold tabular-nums')}>{formatDecimal(row.point_total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
