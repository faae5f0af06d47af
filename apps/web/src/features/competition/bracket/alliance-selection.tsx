import type { Alliance } from '@team7790/shared/competition/contracts/event';
import { pickLabel } from '@team7790/shared/competition/playoff-bracket';
import { resultOfAlliance, type PlayoffResult } from '@team7790/shared/competition/playoff-results';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { TeamLink } from '../shared/team-link.tsx';

const TONES = {
  win: 'bg-accent-strong text-on-accent',
  final: 'bg-surface-muted text-fg',
  out: 'bg-surface-muted text-fg-muted',
  live: 'bg-success-soft text-success',
};

/**
 * Alliance selection: each alliance's captain and picks (Captain, Pick 1, Pick 2, Pick 3, then
 * Pick {i}), and its playoff result as the matches conclude it ('Winner', 'Finalist',
 * 'Eliminated in Round 3 · lower bracket', 'Playing').
 */
export function AllianceSelection({ alliances, results }: { alliances: Alliance[]; results: readonly PlayoffResult[] }) {
  return (
    <SectionCard layout="flush" title="Alliance Selection" subtitle={`${alliances.length} alliances`} bodyClassName="p-3 sm:p-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {alliances.map((alliance) => {
          const result = resultOfAlliance(results, alliance);
          const ownName = alliance.name && !/^alliance\s*\d+$/i.test(alliance.name) ? alliance.name : null;
          return (
            <li
              key={alliance.number}
              data-alliance={alliance.number}
              className={clsx('rounded-xl border p-3', result?.tone === 'win' ? 'border-accent/60 bg-accent-soft' : 'border-line')}
            >
              <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
                <h3 className="text-sm font-bold whitespace-nowrap text-fg">
                  Alliance {alliance.number}
                  {ownName && <span className="block text-xs font-medium whitespace-normal text-fg-muted">{ownName}</span>}
                </h3>
                {result && (
                  <span
                    className={clsx('inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', TONES[result.tone])}
                  >
                    {result.tone === 'win' && <Trophy aria-hidden="true" className="size-3" />}
                    {result.text}
                  </span>
                )}
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
                {alliance.picks.map((team, i) => (
                  <div key={team} className="contents">
                    <dt className="text-xs font-medium text-fg-muted">{pickLabel(i)}</dt>
                    <dd>
                      <TeamLink teamKey={team} />
                    </dd>
                  </div>
                ))}
                {alliance.backup && (
                  <div className="contents">
                    <dt className="text-xs font-medium text-fg-muted">Backup</dt>
                    <dd className="text-xs text-fg-muted">
                      <TeamLink teamKey={alliance.backup.in} /> in for <TeamLink teamKey={alliance.backup.out} />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
