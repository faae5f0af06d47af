import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { TeamLink } from '../shared/team-link.tsx';
import { awardIcon, isHeadlineAward } from './award-icons.ts';

/** Awards in the spec's order (the server sends them so): impact, winner, finalist, engineering inspiration, the rest. */
export function AwardsTab({ page }: { page: EventPageResponse }) {
  const awards = page.awards ?? [];
  if (awards.length === 0) {
    return (
      <EmptyBlock
        icon={Trophy}
        title="No Awards Yet"
        description="Awards will be displayed here after the ceremony."
        className="rounded-2xl border border-line bg-surface"
      />
    );
  }
  return (
    <SectionCard layout="flush" title="Event Awards" subtitle={`${awards.length} awards`} bodyClassName="p-3 sm:p-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {awards.map((award, index) => {
          const Icon = awardIcon(award.award_type);
          const headline = isHeadlineAward(award.award_type);
          return (
            <li
              key={`${award.award_type}-${award.name}-${index}`}
              data-award-type={award.award_type}
              className={clsx('flex gap-3 rounded-xl border p-3.5', headline ? 'border-accent/40 bg-accent-soft' : 'border-line bg-surface')}
            >
              <span
                className={clsx(
                  'flex size-10 shrink-0 items-center justify-center rounded-xl',
                  headline ? 'bg-accent-strong text-on-accent' : 'bg-surface-muted text-fg-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-sm leading-snug font-semibold text-fg">{award.name}</h3>
                <ul className="mt-1.5 flex flex-wrap gap-x-2 gap-y-1 text-sm">
                  {award.recipient_list.map((r, i) => (
                    <li
                      key={`${r.team_key ?? ''}-${r.awardee ?? ''}-${i}`}
                      className={clsx('flex flex-wrap items-center gap-x-2 text-fg-muted', r.awardee && 'basis-full')}
                    >
                      {r.team_key && <TeamLink teamKey={r.team_key} />}
                      {r.awardee && <span>{r.awardee}</span>}
                      {!r.team_key && !r.awardee && <span>Not awarded</span>}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
