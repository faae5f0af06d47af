import { STATIONS, stationLabel } from '@team7790/shared/scouting/match-scouting';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { pinnedCellClasses, SideScroll } from '../../components/ui/side-scroll.tsx';
import { matchTimeText } from './components/match-text.ts';
import { flagText, otherScouts, STATE_TEXT, type CrewMatch, type CrewPosition, type PositionState } from './crew-states.ts';

const STATE_LOOK: Record<PositionState, { Icon: LucideIcon; className: string }> = {
  scouted: { Icon: CircleCheck, className: 'border-success-line bg-success-soft text-success' },
  missing: { Icon: CircleX, className: 'border-danger-line bg-danger-soft text-danger' },
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

function PositionCell({ position }: { position: CrewPosition }) {
  const others = otherScouts(position);
  return (
    <td data-state={position.state} className="min-w-36 px-3 py-2.5 align-top">
      <div className="flex flex-col items-start gap-1">
        <span className="font-semibold text-fg tabular-nums">
          <span className="sr-only">Team </span>
          {position.team_number ?? '–'}
        </span>
        <span className="text-xs text-fg-muted">{position.assigned ? position.assigned.name : 'No scout assigned'}</span>
        <StateTag state={position.state} />
        {others.length > 0 && <span className="text-xs text-fg-muted">Reported by {others.join(', ')}</span>}
        {position.flags.length > 0 && (
          <ul className="flex max-w-56 flex-col gap-0.5 text-xs text-fg">
            {position.flags.map((f) => (
              <li key={f.field}>{flagText(f)}</li>
            ))}
          </ul>
        )}
      </div>
    </td>
  );
}

const headBase = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase whitespace-nowrap';

/**
 * The crew view's table (issue 31): one row per match, the six driver-station positions across, each with its team,
 * its scout and its state; the match column stays in sight as a phone scrolls the positions.
 */
export function CrewTable({ matches }: { matches: readonly CrewMatch[] }) {
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
