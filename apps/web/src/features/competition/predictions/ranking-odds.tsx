import type { EventOddsResponse } from '@team7790/shared/competition/contracts/predictions';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { cellClasses, headCellClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { TeamLink } from '../shared/team-link.tsx';
import { useTeamHighlights } from '../shared/use-team-highlights.ts';
import { oddsPercent, oddsSourceText, predictedOrder, rankingPointsText, rankRangeText, runsText, type RankOddsView } from './odds-format.ts';

/**
 * Predicted final rankings while qualifications are under way: each team's median final rank and expected ranking
 * points with their 10–90 % ranges, and its chance of finishing first and in the top 8. Nothing with no ratings yet.
 */
export function RankingOdds({ rankings, runs, source: ratings }: Pick<EventOddsResponse, 'runs' | 'source'> & { rankings: RankOddsView[] }) {
  const highlightOf = useTeamHighlights();
  const rows = useMemo(() => predictedOrder(rankings), [rankings]);
  const source = oddsSourceText(ratings);
  if (!source || rows.length === 0) return null;
  return (
    <SectionCard
      layout="flush"
      title="Predicted final rankings"
      subtitle={runsText(runs)}
      intro={
        <>
          <p className="text-xs text-fg-muted" data-odds-source={ratings}>
            {source}
          </p>
          <p className="mt-1 text-xs text-fg-muted">Rank and ranking points: the middle outcome, with 8 runs in 10 inside the range in brackets.</p>
        </>
      }
    >
      <TableScroll label="Predicted final rankings">
        <table className={tableClasses}>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={clsx(headCellClasses, pinnedCellClasses(0, false, 'head'))}>
                Predicted
              </th>
              <th scope="col" className={clsx(headCellClasses, pinnedCellClasses(1, true, 'head'))}>
                Team
              </th>
              <th scope="col" className={clsx(headCellClasses, 'text-right')}>
                Rank Now
              </th>
              <th scope="col" className={clsx(headCellClasses, 'text-right')}>
                Ranking Points
              </th>
              <th scope="col" className={clsx(headCellClasses, 'text-right')}>
                Finish 1st
              </th>
              <th scope="col" className={clsx(headCellClasses, 'text-right')}>
                Top 8
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const home = highlightOf(teamNumberOf(row.team_key))?.home;
              return (
                <tr
                  key={row.team_key}
                  data-odds-team={row.team_key}
                  className={clsx('border-b border-line last:border-0', home ? 'bg-accent-soft' : 'hover:bg-surface-muted/60')}
                >
                  <td className={clsx(cellClasses, pinnedCellClasses(0, false, home ? 'home' : 'row'), 'font-semibold tabular-nums')}>
                    {rankRangeText(row)}
                  </td>
                  <td className={clsx(cellClasses, pinnedCellClasses(1, true, home ? 'home' : 'row'))}>
                    <TeamLink teamKey={row.team_key} />
                  </td>
                  <td className={clsx(cellClasses, 'text-right tabular-nums')}>{row.rank ?? <span className="text-fg-muted">–</span>}</td>
                  <td className={clsx(cellClasses, 'text-right tabular-nums')}>{rankingPointsText(row)}</td>
                  <td className={clsx(cellClasses, 'text-right font-semibold tabular-nums')}>{oddsPercent(row.p_first)}</td>
                  <td className={clsx(cellClasses, 'text-right font-semibold tabular-nums')}>{oddsPercent(row.p_top8)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </SectionCard>
  );
}
