import { clsx } from 'clsx';
import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { CalendarX2, Trophy } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateRange } from '../shared/format.ts';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { cellClasses, cellPaddingClasses, headCellClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { recordText } from './team-formulas.ts';
import { AppLink } from '../../../components/app-link.tsx';

const BADGE = {
  current: { text: 'Current', className: 'bg-danger-soft text-danger' },
  upcoming: { text: 'Upcoming', className: 'bg-info-soft text-info' },
} as const;

/** Season Performance: each event of the season with its dates, ranking, record and awards. */
export function SeasonTable({ page }: { page: TeamPageResponse }) {
  const events = page.events ?? [];
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-line px-5 py-3.5 text-base font-semibold text-fg">{page.year} Season Performance</h2>
      {events.length === 0 ? (
        <EmptyBlock icon={CalendarX2} title={page.events ? `No events scheduled for ${page.year} yet.` : 'Season events could not be loaded.'} />
      ) : (
        <TableScroll label={`${page.year} season events`}>
          <table className={tableClasses}>
            <thead className="bg-surface-muted/60">
              <tr>
                {['Event', 'Date', 'Ranking', 'Record', 'Awards'].map((h, i) => (
                  <th key={h} scope="col" className={clsx(headCellClasses, i === 0 && pinnedCellClasses(0, true, 'head'))}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((row) => {
                const badge = row.status === 'completed' ? null : BADGE[row.status];
                return (
                  <tr key={row.event.key} className="border-t border-line align-top hover:bg-surface-muted/60">
                    <td className={clsx(cellPaddingClasses, pinnedCellClasses(0, true, 'row'))}>
                      {/* Narrower on a phone, where the event stays in sight while the rest scrolls. */}
                      <div className="flex w-36 flex-wrap items-center gap-x-2 gap-y-1 sm:w-auto sm:min-w-48">
                        <AppLink to={`/event?event=${row.event.key}`} className="font-semibold text-fg hover:text-accent-text hover:underline">
                          {row.event.short_name || row.event.name}
                        </AppLink>
                        {badge && <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', badge.className)}>{badge.text}</span>}
                      </div>
                    </td>
                    <td className={clsx(cellClasses, 'text-fg-muted')}>{formatDateRange(row.event.start_date, row.event.end_date)}</td>
                    <td className={clsx(cellClasses, 'tabular-nums')}>
                      {row.rank ? (
                        <>
                          <span className="font-semibold text-fg">{row.rank}</span>
                          {row.num_teams ? <span className="text-fg-muted"> / {row.num_teams}</span> : null}
                        </>
                      ) : (
                        <span className="text-fg-muted">–</span>
                      )}
                    </td>
                    <td className={clsx(cellClasses, 'tabular-nums')}>{recordText(row.record)}</td>
                    <td className={cellPaddingClasses}>
                      {row.awards.length === 0 ? (
                        <span className="text-fg-muted">–</span>
                      ) : (
                        <ul className="flex w-40 flex-col gap-1 sm:w-auto sm:min-w-48">
                          {row.awards.map((award) => (
                            <li key={award} className="inline-flex items-start gap-1.5 text-sm text-fg">
                              <Trophy aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-600 dark:text-amber-400" />
                              {award}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
