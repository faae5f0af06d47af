import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { matchLabel } from '@team7790/shared/competition/match-order';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import { CalendarClock, ChevronRight, Radio } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateRange, formatMatchTime, formatZoneName } from '../shared/format.ts';
import { daysAwayText, recordText } from './team-formulas.ts';
import { AfterLoad } from '../predictions/after-load.tsx';

// The next match's prediction comes once the page has loaded, with its own code and answer (never drawn by the server,
// so React's own lazy: lazyComponent's module would join the page's first chunks).
const NextMatchPrediction = lazy(async () => ({ default: (await import('../predictions/next-match-prediction.tsx')).NextMatchPrediction }));

/** The event in progress (rank, record, next match) or the next one (days away). */
export function CurrentEventCard({ page }: { page: TeamPageResponse }) {
  const current = page.current_event;
  const event = current ? page.events?.find((e) => e.event.key === current.key)?.event : undefined;
  const teamKey = teamKeyOf(page.team.team_number);
  const next = current?.next_match;
  const side = next ? (next.alliances.red.team_keys.includes(teamKey) ? 'Red' : 'Blue') : null;
  return (
    <Card className="flex flex-col p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
        <CalendarClock aria-hidden="true" className="size-5 text-accent-text" />
        Current Event
      </h2>
      {!current ? (
        <p className="mt-4 text-sm text-fg-muted">No current or upcoming events this season.</p>
      ) : (
        <div className="mt-3 flex flex-1 flex-col gap-3">
          <div>
            {current.status === 'current' ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger uppercase">
                <Radio aria-hidden="true" className="size-3.5" /> Live now
              </span>
            ) : (
              <span className="inline-flex rounded-full bg-info-soft px-2 py-0.5 text-xs font-semibold text-info">
                {daysAwayText(current.days_until_start)}
              </span>
            )}
            <Link
              to={`/event?event=${current.key}`}
              className="mt-2 block text-base leading-snug font-semibold text-fg hover:text-accent-text hover:underline"
            >
              {current.name}
            </Link>
            {event && <p className="mt-0.5 text-sm text-fg-muted">{formatDateRange(event.start_date, event.end_date)}</p>}
          </div>
          {current.status === 'current' && (
            <dl className="grid grid-cols-2 gap-2">
              <div className="rounded-xl bg-surface-muted px-3 py-2">
                <dt className="text-xs text-fg-muted">Rank</dt>
                <dd className="text-lg font-bold text-fg tabular-nums">
                  {current.rank ?? '–'}
                  {current.num_teams ? <span className="text-sm font-medium text-fg-muted"> / {current.num_teams}</span> : null}
                </dd>
              </div>
              <div className="rounded-xl bg-surface-muted px-3 py-2">
                <dt className="text-xs text-fg-muted">Record</dt>
                <dd className="text-lg font-bold text-fg tabular-nums">{recordText(current.record)}</dd>
              </div>
            </dl>
          )}
          {current.status === 'current' && next && (
            <Link
              to={`/match?match=${next.key}`}
              className="group mt-auto flex items-center justify-between gap-3 rounded-xl border border-line px-3 py-2.5 hover:border-accent"
            >
              <span>
                <span className="block text-xs text-fg-muted">Next match</span>
                <span className="font-semibold text-fg">
                  {matchLabel(next, event?.playoff_type)} · {formatMatchTime(next.predicted_time ?? next.time, event?.timezone)}{' '}
                  {formatZoneName(next.predicted_time ?? next.time, event?.timezone)}
                </span>
                <span
                  className={
                    side === 'Red'
                      ? 'ml-2 text-xs font-semibold text-red-700 dark:text-red-300'
                      : 'ml-2 text-xs font-semibold text-blue-700 dark:text-blue-300'
                  }
                >
                  {side} alliance
                </span>
                {/* The line is kept while the prediction loads, so the card does not grow when it comes. */}
                <span data-next-prediction className="block min-h-5 text-sm text-fg-muted tabular-nums">
                  <AfterLoad>
                    <Suspense fallback={null}>
                      <NextMatchPrediction eventKey={current.key} match={next} teamNumber={page.team.team_number} />
                    </Suspense>
                  </AfterLoad>
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-fg-muted group-hover:text-accent-text" />
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
