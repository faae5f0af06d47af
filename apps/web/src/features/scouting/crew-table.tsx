import { STATIONS, stationLabel } from '@team7790/shared/scouting/match-scouting';
import { clsx } from 'clsx';
import { CircleCheck, CircleDashed, CircleX, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { pinnedCellClasses, SideScroll } from '../../components/ui/side-scroll.tsx';
import { matchTimeText } from './components/match-text.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { flagText, otherScouts, shownState, STATE_TEXT, type CrewMatch, type CrewPosition, type PositionState } from './crew-states.ts';

const STATE_LOOK: Record<PositionState, { Icon: LucideIcon; className: string }> = {
  scouted: { Icon: CircleCheck, className: 'border-success-line bg-success-soft text-success' },
  missing: { Icon: CircleX, className: 'border-danger-line bg-danger-soft text-danger' },
  unassigned: { Icon: CircleDashed, className: 'border-danger-line bg-surface text-danger' },
  flagged: { Icon: TriangleAlert, className: 'border-accent-strong bg-accent-soft text-accent-text' },
  upcoming: { Icon: Clock, className: 'border-line bg-surface-muted text-fg-muted' },
};

/** A position's state as an icon and a word (never the colour alone). */
export function StateTag({ state, className }: { state: PositionState; className?: string }) {
  const { Icon, className: look } = STATE_LOOK[state];
  return (
    <span className={clsx('inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', look, className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {STATE_TEXT[state]}
    </span>
  );
}

/** What one position holds: its team, its scout, its state in words, who else reported it, and what disagrees. */
function PositionBody({ position }: { position: CrewPosition }) {
  const others = otherScouts(position);
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="font-semibold text-fg tabular-nums">
        <span className="sr-only">Team </span>
        {position.team_number ?? '–'}
      </span>
      {/* A played position without one says "No scout" in its tag: the line would repeat it. */}
      {shownState(position) !== 'unassigned' && (
        <span className="max-w-full text-xs [overflow-wrap:anywhere] text-fg-muted">
          {position.assigned ? position.assigned.name : 'No scout assigned'}
        </span>
      )}
      <StateTag state={shownState(position)} />
      {others.length > 0 && <span className="max-w-full text-xs [overflow-wrap:anywhere] text-fg-muted">Reported by {others.join(', ')}</span>}
      {position.flags.length > 0 && (
        <ul className="flex max-w-56 flex-col gap-0.5 text-xs text-fg">
          {position.flags.map((f) => (
            <li key={f.field}>{flagText(f)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PositionCell({ position }: { position: CrewPosition }) {
  return (
    <td data-state={shownState(position)} className="min-w-28 px-2.5 py-2.5 align-top">
      <PositionBody position={position} />
    </td>
  );
}

const headBase = 'px-2.5 py-2.5 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase whitespace-nowrap';

/** Tailwind's `md`: from this width the matches are a table; below it each match is a card of two rows of three. */
const TABLE_WIDTH = '(min-width: 768px)';

/**
 * The crew view's matches (issue 31): on a laptop a table, one row per match and the six driver-station positions
 * across, each with its team, its scout and its state, the six within the page's width; on a phone each match is a
 * card, red's three positions above blue's, nothing to scroll sideways.
 */
export function CrewTable({ matches }: { matches: readonly CrewMatch[] }) {
  const wide = useMediaQuery(TABLE_WIDTH);
  return wide ? <WideTable matches={matches} /> : <MatchCards matches={matches} />;
}

function MatchCards({ matches }: { matches: readonly CrewMatch[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Positions by match">
      {matches.map((m) => (
        <li key={m.key} className="rounded-2xl border border-line bg-surface p-3 shadow-sm" data-crew-match={m.key}>
          <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
            <Link to={`/match?match=${m.key}`} className="text-accent-text underline-offset-4 hover:underline">
              {m.name}
            </Link>
            {m.time && <span className="text-xs font-normal text-fg-muted">{matchTimeText(m.time)}</span>}
          </h3>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            {m.positions.map((p) => (
              <div
                key={p.station}
                data-state={shownState(p)}
                className={clsx(
                  'min-w-0 rounded-lg border-t-4 bg-surface-muted p-2',
                  p.station.startsWith('red') ? 'border-red-600' : 'border-blue-600',
                )}
              >
                <dt className="text-xs font-semibold text-fg-muted uppercase">{stationLabel(p.station)}</dt>
                <dd>
                  <PositionBody position={p} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function WideTable({ matches }: { matches: readonly CrewMatch[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <SideScroll label="Positions by match">
        <table className="w-full text-sm">
          <caption className="sr-only">Each match&apos;s six positions: the team, its scout and whether it is scouted</caption>
          <thead className="border-b border-line bg-surface-muted">
            <tr>
              <th scope="col" className={clsx(headBase, pinnedCellClasses(0, true, 'muted'))}>
                Match
              </th>
              {STATIONS.map((s) => (
                <th key={s} scope="col" className={headBase}>
                  <span
                    className={clsx('mr-1.5 inline-block size-2 rounded-full', s.startsWith('red') ? 'bg-red-600' : 'bg-blue-600')}
                    aria-hidden="true"
                  />
                  {stationLabel(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => (
              <tr key={m.key} className="border-b border-line last:border-0">
                <th
                  scope="row"
                  className={clsx('px-3 py-2.5 text-left align-top font-semibold whitespace-nowrap', pinnedCellClasses(0, true, 'plain'))}
                >
                  <Link to={`/match?match=${m.key}`} className="text-accent-text underline-offset-4 hover:underline">
                    {m.name}
                  </Link>
                  {m.time && <span className="block text-xs font-normal text-fg-muted">{matchTimeText(m.time)}</span>}
                </th>
                {m.positions.map((p) => (
                  <PositionCell key={p.station} position={p} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SideScroll>
    </div>
  );
}
