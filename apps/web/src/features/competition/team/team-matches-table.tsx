import { clsx } from 'clsx';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { matchLabel } from '@team7790/shared/competition/match-order';
import { isMatchOnField, matchState } from '@team7790/shared/competition/match-state';
import type { ReactNode } from 'react';
import { formatMatchWeekdayTime } from '../shared/format.ts';
import { AllianceTeams } from '../shared/team-link.tsx';
import { PhoneAlliances, phoneOnlyClasses, wideOnlyClasses } from '../shared/phone-alliances.tsx';
import { cellClasses, cellPaddingClasses, headCellClasses, TableScroll, tableClasses } from '../shared/table-scroll.tsx';
import { pinnedCellClasses } from '../../../components/ui/side-scroll.tsx';
import { AppLink } from '../../../components/app-link.tsx';

/**
 * The score column: 'blue – red' once played (a 0 included: spec 2's '-' for a falsy score is for
 * matches not played, and the data says which), 'Not needed' for a playoff match its series was
 * decided without, else '-'. `matches` are those listed with it (its series among them).
 */
export function teamMatchScore(m: MatchSummary, matches: readonly MatchSummary[], playoffType: number | null = null): string {
  const state = matchState(m, matches, { playoffType });
  if (state === 'not-needed') return 'Not needed';
  return state === 'played' ? `${m.alliances.blue.score} – ${m.alliances.red.score}` : '-';
}

/** Whether the team won, lost or tied a played match; null before it is played or when not in it. */
export function teamResult(m: Pick<MatchSummary, 'alliances' | 'winning_alliance'>, teamKey: string): 'W' | 'L' | 'T' | null {
  const side = m.alliances.red.team_keys.includes(teamKey) ? 'red' : m.alliances.blue.team_keys.includes(teamKey) ? 'blue' : null;
  if (!side || m.alliances.red.score === null || m.alliances.blue.score === null) return null;
  if (!m.winning_alliance) return m.alliances.red.score === m.alliances.blue.score ? 'T' : null;
  return m.winning_alliance === side ? 'W' : 'L';
}

const RESULT_STYLE = { W: 'bg-success-soft text-success', L: 'bg-danger-soft text-danger', T: 'bg-surface-muted text-fg-muted' } as const;

/** Before its score: 'On the field' while it is being played, else when it is to be played ('Sat 3:43 PM', predicted first). */
function NotPlayedYet({
  match,
  matches,
  timeZone,
  withoutTime = null,
}: {
  match: MatchSummary;
  matches: readonly MatchSummary[];
  timeZone: string | null;
  /** What stands for a match with no time yet. */
  withoutTime?: ReactNode;
}) {
  if (isMatchOnField(match, matches)) {
    return (
      <span data-on-field className="inline-flex items-center gap-1.5 font-semibold text-success">
        <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-success" />
        On the field
      </span>
    );
  }
  const time = match.predicted_time ?? match.time;
  if (!time) return withoutTime;
  return (
    <time dateTime={new Date(time * 1000).toISOString()} className="font-normal whitespace-nowrap text-fg-muted">
      {formatMatchWeekdayTime(time, timeZone)}
    </time>
  );
}

/** 'Qualification Matches' or 'Playoff Matches': Match, Blue Alliance, Red Alliance, Score; matches named under the event's playoff type. */
export function TeamMatchesTable({
  title,
  matches,
  teamKey,
  playoffType,
  timeZone = null,
}: {
  title: string;
  matches: MatchSummary[];
  teamKey: string;
  playoffType: number | null;
  /** The event's zone, for the times of matches not played yet. */
  timeZone?: string | null;
}) {
  return (
    <TableScroll label={title}>
      <table className={tableClasses}>
        <thead className="bg-surface-muted/60">
          <tr>
            <th scope="col" className={clsx(headCellClasses, pinnedCellClasses(0, true, 'head'))}>
              Match
            </th>
            {/* On a phone, one column stacks both alliances with their scores beside the match. */}
            <th scope="col" className={clsx(headCellClasses, phoneOnlyClasses)}>
              Alliances · Score
            </th>
            {['Blue Alliance', 'Red Alliance', 'Score'].map((h) => (
              <th key={h} scope="col" className={clsx(headCellClasses, wideOnlyClasses)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => {
            const result = teamResult(m, teamKey);
            const winner = m.winning_alliance;
            const score = teamMatchScore(m, matches, playoffType);
            return (
              <tr key={m.key} className="border-t border-line hover:bg-surface-muted/60">
                <td className={clsx(cellClasses, pinnedCellClasses(0, true, 'row'))}>
                  <AppLink to={`/match?match=${m.key}`} className="font-semibold text-accent-text hover:underline">
                    {matchLabel(m, playoffType)}
                  </AppLink>
                  {result && (
                    <span
                      className={clsx('mt-1 block w-fit rounded px-1.5 py-0.5 text-xs font-bold', RESULT_STYLE[result], phoneOnlyClasses)}
                      aria-label={{ W: 'Win', L: 'Loss', T: 'Tie' }[result]}
                    >
                      {result}
                    </span>
                  )}
                </td>
                <td className={clsx(cellPaddingClasses, phoneOnlyClasses)}>
                  <PhoneAlliances
                    match={m}
                    scored={score !== '-' && score !== 'Not needed'}
                    after={
                      score === 'Not needed' ? score : score === '-' ? <NotPlayedYet match={m} matches={matches} timeZone={timeZone} /> : undefined
                    }
                  />
                </td>
                <td className={clsx(cellClasses, wideOnlyClasses, 'bg-blue-50/60 dark:bg-blue-950/30', winner === 'blue' && 'font-bold')}>
                  <AllianceTeams teamKeys={m.alliances.blue.team_keys} dq={m.alliances.blue.dq_team_keys} />
                </td>
                <td className={clsx(cellClasses, wideOnlyClasses, 'bg-red-50/60 dark:bg-red-950/30', winner === 'red' && 'font-bold')}>
                  <AllianceTeams teamKeys={m.alliances.red.team_keys} dq={m.alliances.red.dq_team_keys} />
                </td>
                <td className={clsx(cellClasses, wideOnlyClasses, 'tabular-nums')}>
                  <span className="inline-flex items-center gap-2">
                    {score === '-' ? (
                      <NotPlayedYet match={m} matches={matches} timeZone={timeZone} withoutTime={<span className="font-semibold text-fg">-</span>} />
                    ) : (
                      <span className={clsx('font-semibold', score === 'Not needed' ? 'text-fg-muted' : 'text-fg')}>{score}</span>
                    )}
                    {result && (
                      <span
                        className={clsx('rounded px-1.5 py-0.5 text-xs font-bold', RESULT_STYLE[result])}
                        aria-label={{ W: 'Win', L: 'Loss', T: 'Tie' }[result]}
                      >
                        {result}
                      </span>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
