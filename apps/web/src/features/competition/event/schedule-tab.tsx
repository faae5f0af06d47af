import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { HOME_TEAM_NUMBER, teamKeyOf } from '@team7790/shared/competition/keys';
import { matchLabel } from '@team7790/shared/competition/match-order';
import { isMatchPlayed } from '@team7790/shared/competition/match-state';
import { clsx } from 'clsx';
import { CalendarClock, Star } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { formatMatchDay, formatMatchTime, formatZoneName } from '../shared/format.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { cellClasses, headCellClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { AllianceTeams } from '../shared/team-link.tsx';
import { fromSchedule } from '../shared/event-return.ts';
import { useLiveNotes } from '../live/live-notes.tsx';
import { useEventPredictions } from '../predictions/predictions-api.ts';
import { PredictionCheckText, PredictionSourceNote } from '../predictions/prediction-parts.tsx';
import { DriveTeamCard } from '../predictions/drive-team-card.tsx';
import { nextMatchOf } from '../predictions/next-match.ts';

const HOME_KEY = teamKeyOf(HOME_TEAM_NUMBER);
const hasHomeTeam = (m: MatchSummary) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes(HOME_KEY);

/**
 * The score once the match was played, 0-0 included (spec 2's 'a score of 0 shows no score' is
 * for matches not played; the data says which: see isMatchPlayed); nothing before.
 */
function Score({ match, played }: { match: MatchSummary; played: boolean }) {
  const blue = match.alliances.blue.score;
  const red = match.alliances.red.score;
  if (!played) return null;
  const win = match.winning_alliance;
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold tabular-nums">
      <span
        className={clsx('min-w-8 rounded px-1.5 py-0.5 text-center', win === 'blue' ? 'bg-blue-600 text-white' : 'text-blue-700 dark:text-blue-300')}
      >
        {blue ?? 0}
      </span>
      <span aria-hidden="true" className="text-fg-muted">
        –
      </span>
      <span className={clsx('min-w-8 rounded px-1.5 py-0.5 text-center', win === 'red' ? 'bg-red-600 text-white' : 'text-red-700 dark:text-red-300')}>
        {red ?? 0}
      </span>
      <span className="sr-only">{win ? `${win} wins` : 'tie'}</span>
    </span>
  );
}

/**
 * Qualification matches in order: label, time in the event's zone, both alliances, the prediction (right or wrong
 * once played) and the score; above them, team 7790's next match for its drive team.
 */
export function ScheduleTab({ page }: { page: EventPageResponse }) {
  const matches = useMemo(
    () => (page.matches ?? []).filter((m) => m.comp_level === 'qm').sort((a, b) => a.match_number - b.match_number),
    [page.matches],
  );
  const timeZone = page.event.timezone;
  // A result that just arrived live marks its row for a moment (decision 0011).
  const justPlayed = useLiveNotes().played;
  // Asked for once the schedule is on screen; without them the table has no Prediction column.
  const predictions = useEventPredictions(page.event.key, matches.length > 0);
  // With nothing to rate the teams on yet ('none'), every match would read 'Even': the rows stay empty instead.
  const predicted = useMemo(
    () => new Map(predictions.data?.source === 'none' ? [] : predictions.data?.matches.map((p) => [p.key, p])),
    [predictions.data],
  );
  const homeNext = useMemo(() => nextMatchOf(page.matches ?? [], HOME_KEY, page.event.playoff_type), [page.matches, page.event.playoff_type]);
  if (matches.length === 0) {
    return <EmptyBlock icon={CalendarClock} title="No matches scheduled yet" className="rounded-2xl border border-line bg-surface" />;
  }
  const showPredictions = !predictions.isError;
  const scored = (m: MatchSummary) => isMatchPlayed(m, page.matches ?? []);
  const isPlayed = (m: MatchSummary) => Boolean(m.actual_time) || scored(m);
  const played = matches.filter(isPlayed).length;
  // At a live event, the first unplayed match is marked as next.
  const nextKey = page.status === 'current' ? matches.find((m) => !isPlayed(m))?.key : undefined;
  let lastDay = '';
  const firstTime = matches.map((m) => m.predicted_time ?? m.time).find((t) => t);
  const zone = formatZoneName(firstTime, timeZone);
  const columns = showPredictions ? 6 : 5;
  return (
    <div className="flex flex-col gap-5">
      {homeNext && <DriveTeamCard match={homeNext} eventKey={page.event.key} playoffType={page.event.playoff_type} timeZone={timeZone} />}
      <SectionCard
        layout="flush"
        title="Match Schedule"
        subtitle={`${played} of ${matches.length} qualification matches played · times in the event's local time${zone ? ` (${zone})` : ''}`}
        intro={
          showPredictions && (
            <PredictionSourceNote
              predictions={predictions.data}
              loading={predictions.isPending}
              extra="predicted scores blue–red"
              className="mt-0.5"
            />
          )
        }
      >
        <TableScroll label="Match schedule">
          <table className={tableClasses}>
            <thead className="bg-surface-muted/60">
              <tr className="border-b border-line">
                <th scope="col" className={clsx(headCellClasses, pinnedCellClasses(0, true, 'head'))}>
                  Match
                </th>
                <th scope="col" className={headCellClasses}>
                  Time
                </th>
                <th scope="col" className={clsx(headCellClasses, 'text-blue-700 dark:text-blue-300')}>
                  Blue Alliance
                </th>
                <th scope="col" className={clsx(headCellClasses, 'text-red-700 dark:text-red-300')}>
                  Red Alliance
                </th>
                {showPredictions && (
                  <th scope="col" className={clsx(headCellClasses, 'min-w-40')}>
                    Prediction
                  </th>
                )}
                <th scope="col" className={headCellClasses}>
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => {
                const time = m.predicted_time ?? m.time;
                const day = time ? formatMatchDay(time, timeZone) : '';
                const dayRow = day && day !== lastDay;
                if (day) lastDay = day;
                const home = hasHomeTeam(m);
                return (
                  <Fragment key={m.key}>
                    {dayRow && (
                      <tr className="border-b border-line bg-surface-muted/40">
                        <th
                          scope="colgroup"
                          colSpan={columns}
                          className="bg-[color-mix(in_srgb,var(--c-surface-muted)_40%,var(--c-surface))] px-3 py-1.5 text-left text-xs font-semibold text-fg-muted"
                        >
                          {/* The day stays in sight as the row scrolls, as the match column does. */}
                          <span className="sticky left-3">{day}</span>
                        </th>
                      </tr>
                    )}
                    <tr
                      data-match={m.key}
                      data-home={home || undefined}
                      data-just-played={justPlayed.has(m.key) || undefined}
                      className={clsx('border-b border-line last:border-0', home ? 'bg-accent-soft' : 'hover:bg-surface-muted/60')}
                    >
                      <td
                        className={clsx(
                          cellClasses,
                          // The home row's accent bar is drawn by the cell that covers the row's start.
                          home
                            ? clsx(pinnedCellClasses(0, true, 'home'), 'inset-shadow-[3px_0_0_var(--c-accent)]')
                            : pinnedCellClasses(0, true, 'row'),
                        )}
                      >
                        <Link
                          to={`/match?match=${m.key}`}
                          state={fromSchedule}
                          className="inline-flex items-center gap-1 font-semibold text-accent-text hover:underline"
                        >
                          {home && <Star aria-label="Team 7790 plays" className="size-3.5 fill-current" />}
                          {matchLabel(m)}
                        </Link>
                      </td>
                      <td className={clsx(cellClasses, 'text-fg-muted tabular-nums')}>
                        {formatMatchTime(time, timeZone)}
                        {m.key === nextKey && (
                          <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">Next</span>
                        )}
                      </td>
                      <td className={cellClasses}>
                        <AllianceTeams teamKeys={m.alliances.blue.team_keys} dq={m.alliances.blue.dq_team_keys} />
                      </td>
                      <td className={cellClasses}>
                        <AllianceTeams teamKeys={m.alliances.red.team_keys} dq={m.alliances.red.dq_team_keys} />
                      </td>
                      {showPredictions && (
                        <td className={cellClasses}>
                          {predicted.has(m.key) && <PredictionCheckText prediction={predicted.get(m.key)!} first="blue" />}
                        </td>
                      )}
                      <td className={cellClasses}>
                        <Score match={m} played={scored(m)} />
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </SectionCard>
    </div>
  );
}
