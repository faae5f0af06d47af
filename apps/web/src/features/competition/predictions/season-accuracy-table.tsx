import type { SeasonAccuracyResponse } from '@team7790/shared/competition/contracts/predictions';
import { clsx } from 'clsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { cellClasses, cellPaddingClasses, headCellClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { formatBrier, formatShare, SOURCE_SHORT } from './accuracy-format.ts';
import { AppLink } from '../../../components/app-link.tsx';

/** Each of the season's events: its figures, Statbotics' where it has them ('–' where not), and the season's total. */
export function SeasonAccuracyTable({ data }: { data: SeasonAccuracyResponse }) {
  return (
    <TableScroll label={`${data.year} events' prediction accuracy`}>
      <table className={tableClasses}>
        <thead>
          <tr>
            <th rowSpan={2} scope="col" className={clsx(headCellClasses, 'align-bottom', pinnedCellClasses(0, true, 'head'))}>
              Event
            </th>
            <th colSpan={3} scope="colgroup" className={clsx(headCellClasses, 'pb-0 text-center sm:pb-0')}>
              Our predictions
            </th>
            <th colSpan={2} scope="colgroup" className={clsx(headCellClasses, 'pb-0 text-center sm:pb-0')}>
              Statbotics
            </th>
            <th rowSpan={2} scope="col" className={clsx(headCellClasses, 'align-bottom')}>
              Ratings
            </th>
          </tr>
          <tr>
            {['Matches', 'Accuracy', 'Brier', 'Accuracy', 'Brier'].map((h, i) => (
              <th key={i} scope="col" className={clsx(headCellClasses, 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.events.map((row) => (
            <tr key={row.event_key} className="border-t border-line hover:bg-surface-muted/60">
              <th scope="row" className={clsx(cellPaddingClasses, 'text-left font-normal', pinnedCellClasses(0, true, 'row'))}>
                {/* Narrower on a phone, where the event stays in sight while the rest scrolls. */}
                <div className="flex w-36 flex-col gap-0.5 whitespace-normal sm:w-64">
                  <AppLink to={`/event?event=${row.event_key}`} className="font-semibold text-fg hover:text-accent-text hover:underline">
                    {row.name || row.event_key}
                  </AppLink>
                  <AppLink to={`/predictions?event=${row.event_key}`} className="text-xs font-medium text-accent-text hover:underline">
                    Reliability plot<span className="sr-only"> of {row.name || row.event_key}</span>
                  </AppLink>
                </div>
              </th>
              <Figures summary={row.accuracy} />
              <td className={clsx(cellClasses, 'text-fg-muted')}>{SOURCE_SHORT[row.source]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-line font-semibold">
            <th scope="row" className={clsx(cellPaddingClasses, 'text-left text-fg', pinnedCellClasses(0, true, 'plain'))}>
              Season total
            </th>
            <Figures summary={data.total} />
            <td className={cellClasses} />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

function Figures({ summary }: { summary: SeasonAccuracyResponse['total'] }) {
  const cell = clsx(cellClasses, 'text-right tabular-nums');
  return (
    <>
      <td className={cell}>{summary.count}</td>
      <td className={cell}>{formatShare(summary.accuracy)}</td>
      <td className={cell}>{formatBrier(summary.brier)}</td>
      <td className={clsx(cell, 'text-fg-muted')}>{formatShare(summary.statbotics?.accuracy)}</td>
      <td className={clsx(cell, 'text-fg-muted')}>{formatBrier(summary.statbotics?.brier)}</td>
    </>
  );
}
