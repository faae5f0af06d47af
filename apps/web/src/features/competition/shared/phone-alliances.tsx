import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { AllianceTeams } from './team-link.tsx';
import { matchOutcome } from '../match/match-labels.ts';

/** Shown below the `sm` width only: the columns a phone cannot fit side by side give way to one stacked cell. */
export const phoneOnlyClasses = 'sm:hidden';
/** Shown from the `sm` width: the desktop table's own columns. */
export const wideOnlyClasses = 'hidden sm:table-cell';

/**
 * A match's two alliances on a phone, stacked, each line its teams and then its score, so the match, both alliances
 * and both scores are in one row on the first screen. Blue first, as the wide table's columns. `score` is null before
 * the match is played; `after` is a line below them (a prediction).
 */
export function PhoneAlliances({ match, scored, after }: { match: MatchSummary; scored: boolean; after?: ReactNode }) {
  // The provider's winner, else the higher score (2015's qualifications name none).
  const win = scored ? matchOutcome(match) : null;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-phone-alliances>
      {(['blue', 'red'] as const).map((side) => (
        <div key={side} className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true" className={clsx('h-4 w-1 shrink-0 rounded-full', side === 'blue' ? 'bg-blue-600' : 'bg-red-600')} />
            <span className="sr-only">{side === 'blue' ? 'Blue:' : 'Red:'}</span>
            <AllianceTeams teamKeys={match.alliances[side].team_keys} dq={match.alliances[side].dq_team_keys} />
          </span>
          {scored && (
            <span
              data-phone-score={side}
              className={clsx(
                'min-w-8 shrink-0 rounded px-1.5 py-0.5 text-center font-semibold tabular-nums',
                win === side
                  ? side === 'blue'
                    ? 'bg-blue-600 text-white'
                    : 'bg-red-600 text-white'
                  : side === 'blue'
                    ? 'text-blue-700 dark:text-blue-300'
                    : 'text-red-700 dark:text-red-300',
              )}
            >
              {match.alliances[side].score ?? 0}
              {win === side && <span className="sr-only"> (wins)</span>}
            </span>
          )}
        </div>
      ))}
      {after && <div className="text-xs text-fg-muted">{after}</div>}
    </div>
  );
}
