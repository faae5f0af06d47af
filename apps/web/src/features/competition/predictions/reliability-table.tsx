import type { AccuracySummary } from '@team7790/shared/competition/contracts/predictions';
import { clsx } from 'clsx';
import { headTextClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { binLabel, formatShare } from './accuracy-format.ts';

/**
 * Four columns that fit a phone without scrolling: padded a little less than other tables, and their headings in
 * capitals only from the small breakpoint (capitals are a third wider).
 */
const padding = 'px-1.5 py-2 sm:px-3 sm:py-2.5';
const cellClasses = `${padding} whitespace-nowrap`;
const headCellClasses = `${padding} ${headTextClasses} max-sm:normal-case max-sm:tracking-normal`;

/** The reliability plot's figures as a table: each bin with matches, its mean predicted chance and the observed rate. */
export function ReliabilityTable({ bins }: { bins: AccuracySummary['bins'] }) {
  const filled = bins.filter((b) => b.count > 0);
  return (
    <TableScroll label="Reliability bins">
      <table className={tableClasses}>
        <caption className="px-1 pb-2 text-left text-sm font-semibold text-fg">Reliability bins: the plot's figures</caption>
        <thead>
          <tr>
            {['Bin', 'Matches', 'Predicted', 'Observed'].map((h, i) => (
              <th key={h} scope="col" className={clsx(headCellClasses, i > 0 && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filled.length === 0 ? (
            <tr className="border-t border-line">
              <td colSpan={4} className={clsx(cellClasses, 'text-fg-muted')}>
                No played match predicted yet.
              </td>
            </tr>
          ) : (
            filled.map((b) => (
              <tr key={b.from} className="border-t border-line">
                <th scope="row" className={clsx(cellClasses, 'text-left font-medium text-fg')}>
                  {binLabel(b.from)}
                </th>
                <td className={clsx(cellClasses, 'text-right tabular-nums')}>{b.count}</td>
                <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatShare(b.predicted)}</td>
                <td className={clsx(cellClasses, 'text-right tabular-nums')}>{formatShare(b.observed)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
