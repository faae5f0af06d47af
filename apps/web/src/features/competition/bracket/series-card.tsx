import type { BracketGame, BracketSeries, SeriesSide, Side } from '@team7790/shared/competition/playoff-bracket';
import { HOME_TEAM_NUMBER, teamKeyOf } from '@team7790/shared/competition/keys';
import { clsx } from 'clsx';
import { Check, Trophy } from 'lucide-react';
import { formatMatchTime, formatZoneName } from '../shared/format.ts';
import { AllianceTeams } from '../shared/team-link.tsx';
import { fromPlayoffs } from '../shared/event-return.ts';
import { AppLink } from '../../../components/app-link.tsx';

const SIDE_BAR: Record<Side, string> = { red: 'before:bg-red-500', blue: 'before:bg-blue-500' };
const HOME_KEY = teamKeyOf(HOME_TEAM_NUMBER);

export function AllianceBadge({ side }: { side: Pick<SeriesSide, 'alliance' | 'name'> }) {
  if (side.alliance === null) return null;
  return (
    <span
      title={side.name ?? `Alliance ${side.alliance}`}
      className="inline-flex h-5 min-w-6 shrink-0 items-center justify-center rounded bg-surface-muted px-0.5 text-[0.65rem] font-bold text-fg-muted"
    >
      A{side.alliance}
    </span>
  );
}

/** One alliance's line in a series card: badge, teams (or where it comes from), wins or score. */
function SideRow({ series, color, showWins }: { series: BracketSeries; color: Side; showWins: boolean }) {
  const side = series[color];
  const won = series.winner === color;
  const lost = series.winner !== null && !won;
  // Double elimination: the deciding game (a replay when the first one tied).
  const single = showWins ? undefined : ([...series.games].reverse().find((g) => g.played) ?? series.games[0]);
  const value = showWins ? (series.scheduled ? side.wins : null) : single?.played ? single[color].score : null;
  return (
    <div
      data-side={color}
      data-winner={won || undefined}
      className={clsx(
        'relative flex min-h-10 flex-col justify-center py-1.5 pr-2 pl-3 before:absolute before:inset-y-1 before:left-1 before:w-1 before:rounded-full',
        SIDE_BAR[color],
        // Muted, not faded: a faded row's text would fall below AA contrast.
        lost && '[&_a]:text-fg-muted',
        side.teamKeys.includes(HOME_KEY) && 'bg-accent-soft',
      )}
    >
      {/* A division's name ('Hemlock Semiconductor') takes the card's whole width, so it wraps between words. */}
      {side.name && <div className="mb-0.5 pl-1 text-[0.7rem] leading-tight font-semibold break-words text-fg-muted">{side.name}</div>}
      <div className="flex items-center gap-1.5">
        <AllianceBadge side={side} />
        <div className="min-w-0 flex-1">
          {side.teamKeys.length > 0 ? (
            <AllianceTeams teamKeys={side.teamKeys} className="gap-x-0 text-xs [&_a]:px-0.5" />
          ) : (
            <span className="text-xs text-fg-muted italic">{side.source ?? 'TBD'}</span>
          )}
        </div>
        <span className={clsx('w-8 shrink-0 text-right text-sm tabular-nums', won ? 'font-bold text-fg' : 'text-fg-muted')}>{value ?? ''}</span>
        {won ? <Check aria-label="Advances" className="size-3.5 shrink-0 text-success" /> : <span className="size-3.5 shrink-0" />}
      </div>
    </div>
  );
}

/**
 * A match time in the event's own zone, named ('2:30 PM EST') as the schedule names it: a viewer
 * elsewhere would otherwise read it as their own time. 'TBD' without a time.
 */
export function MatchTime({ seconds, timeZone }: { seconds: number | null; timeZone: string | null }) {
  if (!seconds) return <>TBD</>;
  const zone = formatZoneName(seconds, timeZone);
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()} className="whitespace-nowrap">
      {formatMatchTime(seconds, timeZone)}
      {zone && <span className="text-[0.65rem]"> {zone}</span>}
    </time>
  );
}

function GameLine({ game, timeZone }: { game: BracketGame; timeZone: string | null }) {
  return (
    <li>
      <AppLink
        to={`/match?match=${game.key}`}
        state={fromPlayoffs}
        className="flex items-center justify-between gap-2 rounded px-1.5 py-0.5 text-xs hover:bg-surface-muted"
      >
        <span className="font-medium text-fg-muted">{game.label}</span>
        {game.played ? (
          <span className="tabular-nums">
            <span className={clsx(game.winner === 'red' ? 'font-bold text-red-700 dark:text-red-300' : 'text-fg-muted')}>{game.red.score}</span>
            <span className="text-fg-muted"> – </span>
            <span className={clsx(game.winner === 'blue' ? 'font-bold text-blue-700 dark:text-blue-300' : 'text-fg-muted')}>{game.blue.score}</span>
          </span>
        ) : (
          <span className="text-fg-muted">
            <MatchTime seconds={game.time} timeZone={timeZone} />
          </span>
        )}
      </AppLink>
    </li>
  );
}

/** 'A3', or without an alliance list the lineup's first team number (never an invented alliance). */
function lineupLabel(side: BracketGame['red']): { text: string; title: string } {
  const numbers = side.teamKeys.map((k) => k.replace(/^frc/, ''));
  return { text: side.alliance !== null ? `A${side.alliance}` : (numbers[0] ?? 'TBD'), title: numbers.join(', ') };
}

/** Matches that pair different alliances (round robin, average-score rounds): one line per match. */
export function MixedGames({ games, timeZone }: { games: readonly BracketGame[]; timeZone: string | null }) {
  return (
    <ol className="flex flex-col divide-y divide-line">
      {games.map((game) => (
        <li key={game.key} className="flex items-center gap-2 px-2.5 py-1.5 text-xs">
          <AppLink to={`/match?match=${game.key}`} state={fromPlayoffs} className="w-16 shrink-0 font-medium text-accent-text hover:underline">
            {game.label}
          </AppLink>
          <span className={clsx('flex-1 text-right tabular-nums', game.winner === 'red' && 'font-bold')}>
            <span title={lineupLabel(game.red).title} className="text-red-700 dark:text-red-300">
              {lineupLabel(game.red).text}
            </span>{' '}
            {game.played ? game.red.score : ''}
          </span>
          <span className="text-fg-muted">–</span>
          <span className={clsx('flex-1 tabular-nums', game.winner === 'blue' && 'font-bold')}>
            {game.played ? game.blue.score : ''}{' '}
            <span title={lineupLabel(game.blue).title} className="text-blue-700 dark:text-blue-300">
              {lineupLabel(game.blue).text}
            </span>
          </span>
          {!game.played && (
            <span className="shrink-0 text-right text-fg-muted">
              <MatchTime seconds={game.time} timeZone={timeZone} />
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A bracket card: title, both alliances, and the matches of the series with their scores. */
export function SeriesCard({
  series,
  timeZone,
  bestOf,
  className,
  final,
}: {
  series: BracketSeries;
  timeZone: string | null;
  /** Best-of-3 (and finals): sides show wins and the games are listed. */
  bestOf: boolean;
  className?: string;
  final?: boolean;
}) {
  const single = !bestOf ? series.games[0] : undefined;
  return (
    <article
      data-series={series.id}
      aria-label={series.title}
      className={clsx(
        'w-50 shrink-0 overflow-hidden rounded-xl border bg-surface shadow-sm',
        final ? 'border-accent/60 ring-1 ring-accent/30' : 'border-line',
        className,
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b border-line bg-surface-muted/60 px-2.5 py-1.5">
        <h4 className="inline-flex items-center gap-1.5 text-xs font-bold text-fg">
          {final && <Trophy aria-hidden="true" className="size-3.5 text-accent-text" />}
          {single ? (
            <AppLink to={`/match?match=${single.key}`} state={fromPlayoffs} className="hover:text-accent-text hover:underline">
              {series.title}
            </AppLink>
          ) : (
            series.title
          )}
        </h4>
        <span className="text-[0.7rem] text-fg-muted">
          {!series.scheduled ? (
            'Not yet scheduled'
          ) : single && !single.played ? (
            <MatchTime seconds={single.time} timeZone={timeZone} />
          ) : single && single.label !== 'Match' ? (
            single.label
          ) : (
            ''
          )}
        </span>
      </header>
      {series.mixed ? (
        <MixedGames games={series.games} timeZone={timeZone} />
      ) : (
        <>
          <div className="divide-y divide-line">
            <SideRow series={series} color="red" showWins={bestOf} />
            <SideRow series={series} color="blue" showWins={bestOf} />
          </div>
          {(bestOf || series.games.length > 1) && series.games.length > 0 && (
            <ol className="border-t border-line px-1 py-1">
              {series.games.map((game) => (
                <GameLine key={game.key} game={game} timeZone={timeZone} />
              ))}
            </ol>
          )}
          {series.rule && <p className="border-t border-line px-2.5 py-1 text-[0.7rem] leading-snug text-fg-muted">{series.rule}</p>}
        </>
      )}
    </article>
  );
}
