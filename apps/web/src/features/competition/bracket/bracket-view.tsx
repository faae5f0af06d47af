import type { Bracket, BracketRound, BracketSeries } from '@team7790/shared/competition/playoff-bracket';
import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { RoundStandingsCard } from './round-standings.tsx';
import { SeriesCard } from './series-card.tsx';

/** A round's column; its heading is one level under the bracket's (h3 under the section, h4 under a bracket half). */
function RoundColumn({
  round,
  children,
  style,
  heading: Heading = 'h4',
}: {
  round: { id: string; title: string };
  children: ReactNode;
  style?: CSSProperties;
  heading?: 'h3' | 'h4';
}) {
  return (
    <div data-round={round.id} className="flex shrink-0 flex-col" style={style}>
      <Heading className="mb-2 px-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">{round.title}</Heading>
      <div className="flex flex-1 flex-col justify-around gap-3">{children}</div>
    </div>
  );
}

/** Scrolls sideways on narrow screens; the bracket keeps its shape. */
function BracketScroll({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="-mx-1 overflow-x-auto px-1 pb-2">
      {children}
    </div>
  );
}

/**
 * Rounds side by side: best-of-3 series, or (2015's average-score rounds, a round robin) each
 * round's standings, then the finals series.
 */
function Rounds({ rounds, timeZone, format }: { rounds: BracketRound[]; timeZone: string | null; format: Bracket['format'] }) {
  return (
    <BracketScroll label="Playoff bracket">
      <div className="mx-auto flex w-max items-stretch gap-4">
        {rounds.map((round) => (
          <RoundColumn key={round.id} round={round} heading="h3">
            {round.standings ? (
              <RoundStandingsCard
                round={{ ...round, standings: round.standings }}
                order={format === 'average' ? 'average' : 'record'}
                timeZone={timeZone}
              />
            ) : (
              round.series.map((s) => <SeriesCard key={s.id} series={s} timeZone={timeZone} bestOf final={round.id === 'f'} />)
            )}
          </RoundColumn>
        ))}
      </div>
    </BracketScroll>
  );
}

const roundNumber = (round: BracketRound) => Number(round.id.split('-')[1] ?? 1);

/** Upper or lower bracket, each round in the column of its round number so both halves line up. */
function BracketHalf({
  title,
  rounds,
  columns,
  timeZone,
  tone,
  finals,
}: {
  title: string;
  rounds: BracketRound[];
  columns: number;
  timeZone: string | null;
  tone: 'upper' | 'lower';
  finals?: BracketSeries;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className={clsx('text-sm font-bold', tone === 'upper' ? 'text-fg' : 'text-fg-muted')}>{title}</h3>
      <div className="grid items-stretch gap-x-4 gap-y-3" style={{ gridTemplateColumns: `repeat(${columns}, 12.5rem)` }}>
        {rounds.map((round) => (
          <RoundColumn key={round.id} round={round} style={{ gridColumnStart: roundNumber(round) }}>
            {round.series.map((s) => (
              <SeriesCard key={s.id} series={s} timeZone={timeZone} bestOf={false} />
            ))}
          </RoundColumn>
        ))}
        {/* The upper bracket has no last round, so the finals sit there, right above the lower final that feeds them. */}
        {finals && (
          <RoundColumn round={{ id: 'finals', title: 'Finals' }} style={{ gridColumnStart: columns }}>
            <SeriesCard series={finals} timeZone={timeZone} bestOf final />
          </RoundColumn>
        )}
      </div>
    </section>
  );
}

function Finals({ finals, timeZone }: { finals: BracketSeries; timeZone: string | null }) {
  return (
    <section aria-label="Finals" data-round="finals" className="flex flex-col justify-center gap-2">
      <h3 className="text-sm font-bold text-fg">Finals</h3>
      <SeriesCard series={finals} timeZone={timeZone} bestOf final />
    </section>
  );
}

/** The bracket of the event's format: rounds (best-of-3, average score, round robin), double elimination's two brackets, or finals only. */
export function BracketView({ bracket, timeZone }: { bracket: Bracket; timeZone: string | null }) {
  if ('rounds' in bracket) return <Rounds rounds={bracket.rounds} timeZone={timeZone} format={bracket.format} />;
  if (bracket.format === 'finals-2') {
    return (
      <div className="flex justify-center py-2">
        <Finals finals={bracket.finals} timeZone={timeZone} />
      </div>
    );
  }
  const columns = Math.max(...[...bracket.upper, ...bracket.lower].map(roundNumber));
  return (
    <BracketScroll label="Double elimination bracket">
      <div className="mx-auto flex w-max flex-col gap-5">
        <BracketHalf title="Upper Bracket" rounds={bracket.upper} columns={columns} timeZone={timeZone} tone="upper" finals={bracket.finals} />
        <div className="border-t border-dashed border-line" />
        <BracketHalf title="Lower Bracket" rounds={bracket.lower} columns={columns} timeZone={timeZone} tone="lower" />
      </div>
    </BracketScroll>
  );
}
