import { clsx } from 'clsx';
import { BarChart3 } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { TableScroll } from '../shared/table-scroll.tsx';
import { ALLIANCE_STYLE } from './alliance-style.ts';
import { buildBreakdown } from './breakdown/build-breakdown.ts';
import type { BreakdownCell, BreakdownRow } from './breakdown/breakdown-types.ts';

function Cell({ cell, alliance, row }: { cell: BreakdownCell; alliance: 'blue' | 'red'; row: BreakdownRow }) {
  const leads = row.leader === alliance;
  return (
    <td
      className={clsx(
        'px-2 py-2 text-center tabular-nums sm:px-4',
        cell.value === null ? 'whitespace-normal' : 'whitespace-nowrap',
        row.points ? 'font-semibold text-fg' : 'text-fg-muted',
        leads && clsx(ALLIANCE_STYLE[alliance].soft, ALLIANCE_STYLE[alliance].text),
      )}
    >
      {cell.text}
    </td>
  );
}

/** The score breakdown: Category, Blue and Red by section, penalties, and the total score. */
export function BreakdownTable({ match }: { match: MatchDetail }) {
  const table = useMemo(() => buildBreakdown(match), [match]);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 className="shrink-0 text-lg font-semibold text-fg">Match Breakdown</h2>
        {table?.game && (
          <span className="text-right text-sm text-fg-muted">
            {match.event_key.slice(0, 4)} · {table.game}
          </span>
        )}
      </div>
      {!table ? (
        <EmptyBlock icon={BarChart3} title="Match breakdown unavailable" description="The score breakdown appears once the match has been scored." />
      ) : (
        <TableScroll label="Score breakdown">
          <table className="w-full min-w-[20rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-line bg-surface-muted/60">
                <th scope="col" className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase sm:px-4">
                  Category
                </th>
                <th
                  scope="col"
                  className={clsx('w-24 px-3 py-2.5 text-center text-xs font-bold tracking-wide uppercase sm:w-32', ALLIANCE_STYLE.blue.text)}
                >
                  Blue
                </th>
                <th
                  scope="col"
                  className={clsx('w-24 px-3 py-2.5 text-center text-xs font-bold tracking-wide uppercase sm:w-32', ALLIANCE_STYLE.red.text)}
                >
                  Red
                </th>
              </tr>
            </thead>
            <tbody>
              {table.sections.map((section) => {
                const total = section.title === 'Total';
                return (
                  <Fragment key={section.title}>
                    {!total && (
                      <tr className="border-b border-line">
                        <th
                          scope="colgroup"
                          colSpan={3}
                          className="bg-canvas px-3 pt-4 pb-1.5 text-left text-xs font-bold tracking-wider text-accent-text uppercase sm:px-4"
                        >
                          {section.title}
                        </th>
                      </tr>
                    )}
                    {section.rows.map((row) => (
                      <tr
                        key={`${section.title}-${row.label}`}
                        className={clsx('border-b border-line last:border-0', total && 'border-t-2 text-base')}
                      >
                        <th scope="row" className={clsx('px-3 py-2 text-left font-medium sm:px-4', total ? 'font-bold text-fg' : 'text-fg')}>
                          {row.label}
                        </th>
                        <Cell cell={row.blue} alliance="blue" row={row} />
                        <Cell cell={row.red} alliance="red" row={row} />
                      </tr>
                    ))}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
