import type { EventOddsResponse } from '@team7790/shared/competition/contracts/predictions';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { AllianceTeams } from '../shared/team-link.tsx';
import { oddsPercent, oddsSourceText, ownAllianceName, runsText, type AllianceOddsView } from './odds-format.ts';

/**
 * Each alliance's chance to win the event and to reach the finals, with a bar as long as the chance to win; the
 * percentages are always written, so the bar's length and colour are never the only signal. Once the event is won
 * (`decided`), the winner reads 100 %.
 */
export function PlayoffOdds({
  alliances,
  runs,
  source: ratings,
  decided,
}: Pick<EventOddsResponse, 'runs' | 'source'> & { alliances: readonly AllianceOddsView[]; decided: boolean }) {
  const source = oddsSourceText(ratings);
  if (!source || alliances.length === 0) return null;
  return (
    <SectionCard
      layout="flush"
      title="Chance to win the event"
      subtitle={decided ? 'The playoffs are over' : runsText(runs)}
      intro={
        !decided && (
          <p className="text-xs text-fg-muted" data-odds-source={ratings}>
            {source}
          </p>
        )
      }
      bodyClassName="p-3 sm:p-4"
    >
      <ul className="grid gap-x-6 gap-y-3 lg:grid-cols-2">
        {alliances.map((alliance) => {
          const name = ownAllianceName(alliance.name);
          const winner = decided && alliance.p_win >= 1;
          return (
            <li
              key={alliance.number}
              data-odds-alliance={alliance.number}
              className={clsx('rounded-xl border p-3', winner ? 'border-accent/60 bg-accent-soft' : 'border-line')}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="text-sm font-bold text-fg">
                    Alliance {alliance.number}
                    {name && <span className="ml-1.5 font-medium text-fg-muted">{name}</span>}
                  </h3>
                  <AllianceTeams teamKeys={alliance.team_keys} className="mt-0.5 -ml-1 text-sm" />
                </div>
                <p className="shrink-0 text-right tabular-nums">
                  <span className="flex items-center justify-end gap-1 text-base font-bold text-fg">
                    {winner && <Trophy aria-hidden="true" className="size-4 text-accent-text" />}
                    <span className="text-xs font-medium text-fg-muted">Win</span>
                    <span data-odds-win>{oddsPercent(alliance.p_win)}</span>
                  </span>
                  <span className="block text-xs text-fg-muted">Finals {oddsPercent(alliance.p_finals)}</span>
                </p>
              </div>
              {/* The bar repeats the written chance to win: hidden from screen readers, which hear the text. */}
              <div aria-hidden="true" data-odds-bar className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted">
                <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(Math.max(alliance.p_win, 0), 1) * 100}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
