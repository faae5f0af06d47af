import { clsx } from 'clsx';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { formatMatchMoment, formatMatchTime } from '@team7790/shared/competition/match-time';
import { ArrowLeft, CalendarClock, CalendarX2, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TeamLink } from '../shared/team-link.tsx';
import { ALLIANCE_STYLE, type AllianceColor } from './alliance-style.ts';
import { matchTitle } from '@team7790/shared/competition/match-names';
import { matchEventLine, matchOutcome, OUTCOME_TEXT, type MatchOutcome } from './match-labels.ts';
import { useEventReturn } from '../shared/event-return.ts';

function AllianceScore({ page, alliance, outcome }: { page: MatchPageResponse; alliance: AllianceColor; outcome: MatchOutcome | null }) {
  const style = ALLIANCE_STYLE[alliance];
  const side = page.match.alliances[alliance];
  const won = outcome === alliance;
  return (
    <section aria-label={style.name} className={clsx('relative flex flex-col overflow-hidden rounded-xl border', style.border, style.soft)}>
      <span aria-hidden="true" className={clsx('h-1.5 w-full', style.bar)} />
      <div className="flex items-start justify-between gap-2 px-3 pt-3 sm:px-4">
        <h2 className={clsx('text-xs font-bold tracking-wider uppercase sm:text-sm', style.text)}>{style.name}</h2>
        {won && <Trophy aria-label="Winner" className={clsx('size-4 shrink-0', style.text)} />}
      </div>
      <p className={clsx('px-3 text-4xl font-extrabold tabular-nums sm:px-4 sm:text-5xl', won ? 'text-fg' : 'text-fg-muted')}>{side.score ?? '–'}</p>
      <ul className="mt-2 flex flex-col gap-1 px-2 pb-3 sm:px-3">
        {side.team_keys.map((key) => {
          const team = page.teams.find((t) => t.team_key === key);
          return (
            <li key={key} className="flex min-w-0 items-baseline gap-1.5 text-sm">
              <TeamLink teamKey={key} muted={side.dq_team_keys.includes(key)} />
              <span className="truncate text-fg-muted">{team?.nickname || 'Unknown Team'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * An unplayed match's scheduled time (and the predicted one when it differs), in the event's zone; a match on the
 * field says so, since when; a playoff match its series was decided without says so instead.
 */
function ScheduledTime({ page }: { page: MatchPageResponse }) {
  const { match } = page;
  const zone = page.event?.timezone;
  const scored = match.alliances.red.score !== null && match.alliances.blue.score !== null;
  if (scored) return null;
  if (match.actual_time !== null) {
    const started = <time dateTime={new Date(match.actual_time * 1000).toISOString()}>{formatMatchMoment(match.actual_time, zone)}</time>;
    return page.on_field ? (
      <p data-on-field className="flex items-center gap-2 text-sm text-fg-muted sm:text-base">
        <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-success" />
        <span>
          <span className="font-semibold text-success">On the field now</span> · started {started}
        </span>
      </p>
    ) : (
      <p className="flex items-center gap-2 text-sm text-fg-muted sm:text-base">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Started {started} · <span className="font-semibold text-fg">score not in yet</span>
        </span>
      </p>
    );
  }
  if (page.not_needed) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted sm:text-base">
        <CalendarX2 aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="font-semibold text-fg">Not needed</span>: the series was decided before this match, so it was never played.
        </span>
      </p>
    );
  }
  const scheduled = match.time ?? match.predicted_time;
  const predicted = match.time !== null && match.predicted_time !== null && match.predicted_time !== match.time ? match.predicted_time : null;
  return (
    <p className="flex items-center gap-2 text-sm text-fg-muted sm:text-base">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {scheduled ? (
        <span>
          Scheduled{' '}
          <time dateTime={new Date(scheduled * 1000).toISOString()} className="font-semibold text-fg">
            {formatMatchMoment(scheduled, zone)}
          </time>
          {predicted !== null && (
            <>
              {' '}
              · predicted <time dateTime={new Date(predicted * 1000).toISOString()}>{formatMatchTime(predicted, zone)}</time>
            </>
          )}
        </span>
      ) : (
        <span>Not yet scheduled</span>
      )}
    </p>
  );
}

/** Back link, title, event line, both alliances with their scores, and the winner banner. */
export function MatchHeader({ page }: { page: MatchPageResponse }) {
  const { match } = page;
  const outcome = matchOutcome(match);
  const back = useEventReturn(match.event_key);
  return (
    <header className="flex flex-col gap-4">
      <Link to={back} className={buttonClasses('ghost', 'sm', 'self-start -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Event
      </Link>
      <div>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {matchTitle(match, page.event?.playoff_type)}
        </h1>
        <p className="mt-1 text-sm text-fg-muted sm:text-base">{matchEventLine(match, page.event?.name)}</p>
      </div>
      <ScheduledTime page={page} />
      {outcome && (
        <p
          role="status"
          className={clsx(
            'flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-base font-bold',
            outcome === 'tie' ? 'bg-surface-muted text-fg' : clsx(ALLIANCE_STYLE[outcome].soft, ALLIANCE_STYLE[outcome].text),
          )}
        >
          <Trophy aria-hidden="true" className="size-5" />
          {OUTCOME_TEXT[outcome]}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <AllianceScore page={page} alliance="blue" outcome={outcome} />
        <AllianceScore page={page} alliance="red" outcome={outcome} />
      </div>
    </header>
  );
}
