import type { BracketRound } from '@team7790/shared/competition/playoff-bracket';
import type { RoundStanding, StandingsOrder } from '@team7790/shared/competition/playoff-standings';
import { HOME_TEAM_NUMBER, teamKeyOf } from '@team7790/shared/competition/keys';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { AllianceTeams } from '../shared/team-link.tsx';
import { AllianceBadge, MixedGames } from './series-card.tsx';

const HOME_KEY = teamKeyOf(HOME_TEAM_NUMBER);

function valueOf(standing: RoundStanding, order: StandingsOrder): string {
  if (order === 'record') return `${standing.wins}-${standing.losses}-${standing.ties}`;
  return standing.average === null ? '–' : standing.average.toFixed(1);
}

/** 'Went on', 'Out', or nothing while the next round is not listed. */
function Outcome({ advanced }: { advanced: boolean | null }) {
  if (advanced === null) return null;
  if (advanced) return <Check aria-label="Went on" className="ml-auto size-3.5 text-success" />;
  return <span className="text-[0.65rem] text-fg-muted">Out</span>;
}

/**
 * A round of alliance averages (2015) or a round robin: the alliances ranked by what the round
 * decides (average score, or record), who went on, and the round's matches folded below.
 */
export function RoundStandingsCard({
  round,
  order,
  timeZone,
}: {
  round: BracketRound & { standings: RoundStanding[] };
  order: StandingsOrder;
  timeZone: string | null;
}) {
  const games = round.series.flatMap((s) => s.games);
  const played = games.filter((g) => g.played).length;
  const heading = order === 'average' ? 'Average score' : 'Record (W-L-T)';
  return (
    <article
      data-standings={round.id}
      aria-label={`${round.title} standings`}
      className="relative w-72 shrink-0 overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
    >
      <header className="flex items-center justify-between gap-2 border-b border-line bg-surface-muted/60 px-2.5 py-1.5">
        <h4 className="text-xs font-bold text-fg">{order === 'average' ? 'Alliance averages' : 'Standings'}</h4>
        <span className="text-[0.7rem] text-fg-muted">
          {played} of {games.length} played
        </span>
      </header>
      <table className="w-full text-xs">
        <thead>
          <tr className="border-b border-line text-[0.65rem] text-fg-muted">
            <th scope="col" className="w-6 py-1 pl-2.5 text-left font-medium">
              <abbr title="Place" className="no-underline">
                #
              </abbr>
            </th>
            <th scope="col" className="py-1 text-left font-medium">
              Alliance
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              <abbr title={heading} className="no-underline">
                {order === 'average' ? 'Avg' : 'W-L-T'}
              </abbr>
            </th>
            <th scope="col" className="w-9 py-1 pr-2.5 text-right font-medium">
              <span className="sr-only">Result</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {round.standings.map((s, i) => (
            <tr
              key={s.alliance ?? s.teamKeys.join()}
              data-standing={s.alliance ?? undefined}
              data-advanced={s.advanced === null ? undefined : String(s.advanced)}
              className={clsx(
                s.teamKeys.includes(HOME_KEY) && 'bg-accent-soft',
                s.advanced === false && 'text-fg-muted',
                // The cut: those above it went on.
                s.advanced === false && round.standings[i - 1]?.advanced && 'border-t-2 border-dashed',
              )}
            >
              <td className="py-1.5 pl-2.5 align-top tabular-nums text-fg-muted">{i + 1}</td>
              <td className="py-1.5 align-top">
                <div className="flex min-w-0 items-start gap-1.5">
                  <AllianceBadge side={s} />
                  <div className="min-w-0">
                    {s.name && <div className="text-[0.7rem] leading-tight font-semibold break-words text-fg-muted">{s.name}</div>}
                    <AllianceTeams teamKeys={s.teamKeys} className="gap-x-0 [&_a]:px-0.5" />
                  </div>
                </div>
              </td>
              <td
                className={clsx('py-1.5 text-right align-top tabular-nums', s.advanced && 'font-bold text-fg')}
                title={s.played ? `${s.total} points in ${s.played} of ${s.scheduled} ${s.scheduled === 1 ? 'match' : 'matches'}` : 'Not played yet'}
              >
                {valueOf(s, order)}
              </td>
              <td className="py-1.5 pr-2.5 text-right align-top">
                <Outcome advanced={s.advanced} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <details className="border-t border-line">
        <summary className="cursor-pointer px-2.5 py-1.5 text-xs font-medium text-accent-text hover:underline">
          {games.length} {games.length === 1 ? 'match' : 'matches'}
        </summary>
        <div className="border-t border-line">
          <MixedGames games={games} timeZone={timeZone} />
        </div>
      </details>
    </article>
  );
}
