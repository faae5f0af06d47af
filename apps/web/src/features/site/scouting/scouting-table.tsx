import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import type { ScoutingRow } from '@team7790/shared/scouting/scouting-table';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { pinnedCellClasses, SideScroll } from '../../../components/ui/side-scroll.tsx';
import { fieldFigureText, figureText, matchesText, type FieldColumn } from './scouted-columns.ts';

const stat = (n: number | null) => (n === null ? '–' : n.toFixed(1));

export interface ScoutingTableProps {
  rows: ScoutingRow[];
  isPicked(team: number): boolean;
  /** A change saved elsewhere (the shared list) answers when it has settled; the box follows the click until then. */
  onPick(team: number, picked: boolean): void | Promise<unknown>;
  /** Statuses other than picked (shared list: declined), shown beside the checkbox. */
  statusOf?(team: number): string | null;
  pickingDisabled?: boolean;
  /** A member's table: the team's own scouting beside the statistics (rows carry `scouted`), every field if asked. */
  scouting?: { columns: readonly FieldColumn[]; everyField: boolean };
}

const headBase = 'px-3 py-2.5 text-xs font-semibold tracking-wide text-fg-muted uppercase whitespace-nowrap';
const head = `${headBase} text-right`;
const headLeft = `${headBase} text-left`;
const cellBase = 'px-3 py-2 tabular-nums whitespace-nowrap';
const cell = `${cellBase} text-right`;
const cellLeft = `${cellBase} text-left`;

/** The column headings, in order, each with its alignment; rank and team stay in sight as a phone scrolls the rest. */
const COLUMNS: Array<[label: string, className: string]> = [
  ['Rank', clsx(headLeft, pinnedCellClasses(0, false, 'muted'))],
  ['Team', clsx(headLeft, pinnedCellClasses(1, true, 'muted'))],
  ['Name', headLeft],
  ...['EPA', 'Auto', 'Teleop', 'Endgame', 'OPR', 'DPR', 'CCWM'].map((label): [string, string] => [label, head]),
];
const PICKED_COLUMN = `${headBase} text-center`;
/** The team's own scouting starts after CCWM, set apart by a rule. */
const scoutedStart = 'border-l border-line';
const SCOUTED_PHASES = [
  ['Auto', 'auto'],
  ['Teleop', 'teleop'],
  ['Endgame', 'endgame'],
  ['Total', 'total'],
] as const;

/** A heading of two lines: what the column belongs to, small, over its own name (read as one: "Scouted Auto"). */
function TwoLineHead({ over, label, wrap }: { over: string; label: string; wrap?: boolean }) {
  // A form field's label may be long ("Broke down or stopped moving"): it wraps within a narrow column.
  return (
    <th scope="col" className={clsx(wrap ? head.replace('whitespace-nowrap', 'min-w-24 max-w-36 whitespace-normal') : head, 'align-bottom')}>
      <span className="block text-[10px] font-medium">{over}</span> {label}
    </th>
  );
}

/**
 * Spec 1: rank, team (link), name, EPA values, OPR, DPR, CCWM and a picked checkbox; for members, the team's own
 * scouting after CCWM (issue 31): matches scouted, points per phase and, when asked, every field of the form.
 */
export function ScoutingTable({ rows, isPicked, onPick, statusOf, pickingDisabled, scouting }: ScoutingTableProps) {
  // A box shows the click at once, whatever the list's own update takes, until the change has settled.
  const [clicked, setClicked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const pick = (team: number, picked: boolean) => {
    const settled = onPick(team, picked);
    if (!settled) return;
    setClicked((m) => new Map(m).set(team, picked));
    void settled
      .catch(() => undefined)
      .finally(() =>
        setClicked((m) => {
          const next = new Map(m);
          next.delete(team);
          return next;
        }),
      );
  };
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <SideScroll label="Teams at this event">
        <table className="w-full min-w-[880px] text-sm">
          <thead className="border-b border-line bg-surface-muted">
            {/* The scouted columns' headings take two lines: every heading then sits on the bottom line. */}
            <tr className={scouting ? 'align-bottom' : undefined}>
              {COLUMNS.map(([label, className]) => (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              ))}
              {scouting && (
                <>
                  <th scope="col" className={clsx(head, scoutedStart)}>
                    Scouted
                  </th>
                  {SCOUTED_PHASES.map(([label]) => (
                    <TwoLineHead key={label} over="Scouted" label={label} />
                  ))}
                  {scouting.everyField && scouting.columns.map((c) => <TwoLineHead key={c.field.id} over={c.phase} label={c.field.label} wrap />)}
                </>
              )}
              <th scope="col" className={PICKED_COLUMN}>
                Picked
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const picked = clicked.get(row.team) ?? isPicked(row.team);
              const status = statusOf?.(row.team);
              const background = picked ? 'muted' : row.team === HOME_TEAM_NUMBER ? 'home' : 'plain';
              return (
                <tr
                  key={row.team}
                  data-home-team={row.team === HOME_TEAM_NUMBER || undefined}
                  className={clsx(
                    'border-b border-line last:border-0',
                    picked ? 'bg-surface-muted text-fg-muted' : 'text-fg',
                    // The home team stands out here as on every other page's tables.
                    row.team === HOME_TEAM_NUMBER && !picked && 'bg-accent-soft',
                  )}
                >
                  <td className={clsx(cellLeft, pinnedCellClasses(0, false, background), 'text-fg-muted')}>{index + 1}</td>
                  <td className={clsx(cellLeft, pinnedCellClasses(1, true, background), 'font-semibold')}>
                    <Link to={`/team?team=${row.team}`} className="text-accent-text underline-offset-4 hover:underline">
                      {row.team}
                    </Link>
                  </td>
                  <td className={clsx('max-w-[16rem] truncate px-3 py-2 text-left', picked && 'line-through')}>{row.nickname}</td>
                  <td className={clsx(cell, 'font-semibold')}>{stat(row.epa)}</td>
                  <td className={cell}>{stat(row.epa_auto)}</td>
                  <td className={cell}>{stat(row.epa_teleop)}</td>
                  <td className={cell}>{stat(row.epa_endgame)}</td>
                  <td className={cell}>{stat(row.opr)}</td>
                  <td className={cell}>{stat(row.dpr)}</td>
                  <td className={cell}>{stat(row.ccwm)}</td>
                  {scouting && (
                    <>
                      <td className={clsx(cell, scoutedStart)} data-testid="scouted-matches">
                        {matchesText(row.scouted)}
                      </td>
                      {SCOUTED_PHASES.map(([label, phase]) => (
                        <td key={label} className={clsx(cell, phase === 'total' && 'font-semibold')}>
                          {figureText(row.scouted?.phases[phase])}
                        </td>
                      ))}
                      {scouting.everyField &&
                        scouting.columns.map((c) => (
                          <td key={c.field.id} className={cell}>
                            {fieldFigureText(c.field, row.scouted?.fields[c.field.id])}
                          </td>
                        ))}
                    </>
                  )}
                  <td className="px-3 py-2 text-center">
                    <span className="inline-flex items-center gap-1.5">
                      <input
                        type="checkbox"
                        checked={picked}
                        disabled={pickingDisabled}
                        onChange={(e) => pick(row.team, e.target.checked)}
                        aria-label={`Picked: team ${row.team}`}
                        className="size-4 accent-[var(--c-accent-strong)]"
                      />
                      {status && <span className="text-xs font-semibold text-danger">{status}</span>}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </SideScroll>
    </div>
  );
}
