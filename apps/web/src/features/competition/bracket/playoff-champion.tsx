import type { Alliance } from '@team7790/shared/competition/contracts/event';
import type { PlayoffResult } from '@team7790/shared/competition/playoff-results';
import { Trophy } from 'lucide-react';
import { Fragment } from 'react';
import { TeamLink } from '../shared/team-link.tsx';

/** The alliance's robots, captain first when the event's list names it (a backup that played comes last). */
function lineup(result: PlayoffResult, alliances: readonly Alliance[]): string[] {
  const listed = alliances.find((a) => a.number === result.alliance)?.picks ?? [];
  return [...listed.filter((k) => result.teamKeys.includes(k)), ...result.teamKeys.filter((k) => !listed.includes(k))];
}

function Entry({ label, result, alliances }: { label: string; result: PlayoffResult; alliances: readonly Alliance[] }) {
  return (
    // The spaces between the parts are for the text read aloud and copied (the gaps draw them).
    <p data-playoff-entry={label} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="font-bold">{label}:</span>{' '}
      {result.alliance !== null && (
        <>
          <span className="font-semibold">Alliance {result.alliance}</span>{' '}
        </>
      )}
      <span className="inline-flex flex-wrap gap-x-2">
        {lineup(result, alliances).map((team, i) => (
          <Fragment key={team}>
            {i > 0 && ' '}
            <TeamLink teamKey={team} />
          </Fragment>
        ))}
      </span>
    </p>
  );
}

/**
 * Who won the event, in words, at the top of the playoff tab, for every format (the bracket's marks alone said it
 * only as a check on the finals card): the winner and the finalist, each alliance with its robots.
 */
export function PlayoffChampion({ results, alliances }: { results: readonly PlayoffResult[]; alliances: readonly Alliance[] }) {
  const winner = results.find((r) => r.tone === 'win');
  if (!winner) return null;
  const finalist = results.find((r) => r.tone === 'final');
  return (
    <section
      aria-label="Event winner"
      data-playoff-champion
      className="flex items-start gap-3 rounded-2xl border border-accent/60 bg-accent-soft px-4 py-3 text-sm text-fg"
    >
      <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
      <div className="flex min-w-0 flex-col gap-1">
        <Entry label="Winner" result={winner} alliances={alliances} />
        {finalist && <Entry label="Finalist" result={finalist} alliances={alliances} />}
      </div>
    </section>
  );
}
