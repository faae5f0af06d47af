import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { HOME_TEAM_NUMBER, teamKeyOf } from '@team7790/shared/competition/keys';
import { matchLabel } from '@team7790/shared/competition/match-order';
import { isMatchOnField, isMatchPlayed } from '@team7790/shared/competition/match-state';
import { clsx } from 'clsx';
import { CalendarClock, Star } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';
import { formatMatchDay, formatMatchTime, formatZoneName } from '../shared/format.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { cellClasses, cellPaddingClasses, headCellClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { AllianceTeams } from '../shared/team-link.tsx';
import { PhoneAlliances, phoneOnlyClasses, wideOnlyClasses } from '../shared/phone-alliances.tsx';
import { fromSchedule } from '../shared/event-return.ts';
import { useLiveNotes } from '../live/live-notes.tsx';
import { useEventPredictions } from '../api/predictions-api.ts';
import { PredictionCheckText, PredictionSourceNote } from '../predictions/prediction-parts.tsx';
import { DriveTeamCard } from '../predictions/drive-team-card.tsx';
import { nextMatchOf } from '../predictions/next-match.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { matchOutcome } from '../match/match-labels.ts';

const HOME_KEY = teamKeyOf(HOME_TEAM_NUMBER);

/**
 * Once per visit to the schedule of a live event, brings the match being played (else the next one) into view, unless
 * the visitor has already scrolled (or come back to a place in the page) or the row is in view.
 */
function useScrollToCurrent(matchKey: string | undefined) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !matchKey) return;
    done.current = true;
    if (window.scrollY > 0) return;
    const row = document.querySelector(`tr[data-match="${CSS.escape(matchKey)}"]`);
    if (!row) return;
    const { top, bottom } = row.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    row.scrollIntoView({ block: 'center' });
  }, [matchKey]);
}

/** 'Now playing' (the match on the field) or 'Next' (the first not started), as a pill on wide screens. */
function NowBadge({ now, className }: { now: 'playing' | 'next'; className?: string }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        now === 'playing' ? 'bg-success text-on-accent' : 'bg-success-soft text-success',
        className,
      )}
    >
      {now === 'playing' ? 'Now playing' : 'Next'}
    </span>
  );
}
const hasHomeTeam = (m: MatchSummary) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes(HOME_KEY);

/**
 * The score once the match was played, 0-0 included (spec 2's 'a score of 0 shows no score' is
 * for matches not played; the data says which: see isMatchPlayed); nothing before.
 */
function Score({ match, played }: { match: MatchSummary; played: boolean }) {
  const blue = match.alliances.blue.score;
  const red = match.alliances.red.score;
  if (!played) return null;
  // The provider's winner, else the higher score: 2015's qualifications name no winner (their scores ranked the teams).
  const outcome = matchOutcome(match);
  const win = outcome === 'tie' ? null : outcome;
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
      <span className="sr-only">{outcome === 'tie' ? 'tie' : `${outcome} wins`}</span>
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
  const live = page.status === 'current';
  // At a live event: the match on the field, and the first not started yet.
  const onFieldKey = useMemo(
    () => (live ? matches.find((m) => isMatchOnField(m, page.matches ?? []))?.key : undefined),
    [live, matches, page.matches],
  );
  const nextKey = live ? matches.find((m) => !m.actual_time && !isMatchPlayed(m, page.matches ?? []))?.key : undefined;
  // Once the app has taken over the drawn page and the predictions are in (on a phone they add a line to each row
  // above it), or failed: the rows above no longer move.
  const hydrated = useHydrated();
  useScrollToCurrent(hydrated && !predictions.isPending ? (onFieldKey ?? nextKey) : undefined);
  if (matches.length === 0) {
    return <EmptyBlock icon={CalendarClock} title="No matches scheduled yet" className="rounded-2xl border border-line bg-surface" />;
  }
  const showPredictions = !predictions.isError;
  const scored = (m: MatchSummary) => isMatchPlayed(m, page.matches ?? []);
  // A match on the field is not played yet; one started earlier whose score is late was.
  const isPlayed = (m: MatchSummary) => scored(m) || (Boolean(m.actual_time) && m.key !== onFieldKey);
  const played = matches.filter(isPlayed).length;
  let lastDay = '';
  const firstTime = matches.map((m) => m.predicted_time ?? m.time).find((t) => t);
  const zone = formatZoneName(firstTime, timeZone);
  // The phone's stacked column is counted too: a span wider than the row's shown cells is harmless.
  const columns = showPredictions ? 7 : 6;
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
                {/* On a phone, one column stacks both alliances with their scores (and the prediction) beside the match. */}
                <th scope="col" className={clsx(headCellClasses, phoneOnlyClasses)}>
                  Alliances · Score
                </th>
                <th scope="col" className={clsx(headCellClasses, wideOnlyClasses)}>
                  Time
                </th>
                <th scope="col" className={clsx(headCellClasses, wideOnlyClasses, 'text-blue-700 dark:text-blue-300')}>
                  Blue Alliance
                </th>
                <th scope="col" className={clsx(headCellClasses, wideOnlyClasses, 'text-red-700 dark:text-red-300')}>
                  Red Alliance
                </th>
                {showPredictions && (
                  <th scope="col" className={clsx(headCellClasses, wideOnlyClasses, 'min-w-40')}>
                    Prediction
                  </th>
                )}
                <th scope="col" className={clsx(headCellClasses, wideOnlyClasses)}>
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
                      data-now={m.key === onFieldKey ? 'playing' : m.key === nextKey ? 'next' : undefined}
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
                        <AppLink
                          to={`/match?match=${m.key}`}
                          state={fromSchedule}
                          className="inline-flex items-center gap-1 font-semibold text-accent-text hover:underline"
                        >
                          {home && <Star aria-label="Team 7790 plays" className="size-3.5 fill-current" />}
                          {matchLabel(m)}
                        </AppLink>
                        <span className={clsx('block text-xs text-fg-muted tabular-nums', phoneOnlyClasses)}>
                          {formatMatchTime(time, timeZone)}
                          {/* On a line of its own: the match column stays narrow enough for both scores to fit. */}
                          {m.key === onFieldKey && <span className="block font-semibold text-success">Now playing</span>}
                          {m.key === nextKey && <span className="block font-semibold text-success">Next</span>}
                        </span>
                      </td>
                      <td className={clsx(cellPaddingClasses, phoneOnlyClasses)}>
                        <PhoneAlliances
                          match={m}
                          scored={scored(m)}
                          after={
                            showPredictions &&
                            predicted.has(m.key) && (
                              <>
                                <span className="sr-only">Prediction: </span>
                                <PredictionCheckText prediction={predicted.get(m.key)!} first="blue" />
                              </>
                            )
                          }
                        />
                      </td>
                      <td className={clsx(cellClasses, wideOnlyClasses, 'text-fg-muted tabular-nums')}>
                        {formatMatchTime(time, timeZone)}
                        {m.key === onFieldKey && <NowBadge now="playing" className="ml-2" />}
                        {m.key === nextKey && <NowBadge now="next" className="ml-2" />}
                      </td>
                      <td className={clsx(cellClasses, wideOnlyClasses)}>
                        <AllianceTeams teamKeys={m.alliances.blue.team_keys} dq={m.alliances.blue.dq_team_keys} />
                      </td>
                      <td className={clsx(cellClasses, wideOnlyClasses)}>
                        <AllianceTeams teamKeys={m.alliances.red.team_keys} dq={m.alliances.red.dq_team_keys} />
                      </td>
                      {showPredictions && (
                        <td className={clsx(cellClasses, wideOnlyClasses)}>
                          {predicted.has(m.key) && <PredictionCheckText prediction={predicted.get(m.key)!} first="blue" />}
                        </td>
                      )}
                      <td className={clsx(cellClasses, wideOnlyClasses)}>
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
