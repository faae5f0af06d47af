import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { buildBracket, matchPlayed, type BracketFormat } from '@team7790/shared/competition/playoff-bracket';
import { playoffResults, resultOfAlliance, type PlayoffResultTone } from '@team7790/shared/competition/playoff-results';
import { CalendarX2, Network } from 'lucide-react';
import { useMemo } from 'react';
import { formatZoneName } from '../shared/format.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { useEventOdds } from '../api/odds-api.ts';
import { settleAllianceOdds } from '../predictions/odds-format.ts';
import { PlayoffOdds } from '../predictions/playoff-odds.tsx';
import { AllianceSelection } from './alliance-selection.tsx';
import { BracketView } from './bracket-view.tsx';
import { PlayoffChampion } from './playoff-champion.tsx';

const FORMAT_NAMES: Record<BracketFormat, string> = {
  'best-of-3': 'Best-of-3 elimination',
  average: 'Average score rounds, then best-of-3 finals',
  'round-robin': 'Round robin, then best-of-3 finals',
  'double-8': 'Double elimination · 8 alliances',
  'double-4': 'Double elimination · 4 alliances',
  'legacy-double-8': 'Double elimination · 8 alliances · two losses put an alliance out, finals included',
  'finals-2': 'Finals · 2 alliances',
};

/** The playoff bracket of the event's format, each alliance's chance to win the event, then the alliance selection. */
export function PlayoffTab({ page }: { page: EventPageResponse }) {
  const playoffMatches = useMemo(() => (page.matches ?? []).filter((m) => m.comp_level !== 'qm'), [page.matches]);
  const alliances = useMemo(() => page.alliances ?? [], [page.alliances]);
  const bracket = useMemo(
    () => buildBracket(page.event.year, playoffMatches, alliances, page.event.playoff_type),
    [page.event.year, playoffMatches, alliances, page.event.playoff_type],
  );
  const results = useMemo(() => playoffResults(bracket), [bracket]);
  // The odds exist once alliances are picked; what the page's matches already settle overrides them.
  const odds = useEventOdds(page.event.key, alliances.length > 0).data;
  const outcomes = useMemo(
    () =>
      new Map(
        alliances.flatMap((a): Array<[number, PlayoffResultTone]> => {
          const result = resultOfAlliance(results, a);
          return result ? [[a.number, result.tone]] : [];
        }),
      ),
    [alliances, results],
  );
  const allianceOdds = useMemo(() => (odds?.playoffs ? settleAllianceOdds(odds.playoffs.alliances, outcomes) : null), [odds, outcomes]);
  // Matches still to play show their time: named in the event's zone, as the schedule does.
  const upcoming = playoffMatches.find((m) => !matchPlayed(m) && (m.predicted_time ?? m.time));
  const zone = upcoming ? formatZoneName(upcoming.predicted_time ?? upcoming.time, page.event.timezone) : '';

  let body;
  if (page.matches === null) {
    body = <EmptyBlock icon={CalendarX2} title="Playoff Schedule Not Available" description="The playoff matches could not be loaded just now." />;
  } else if (playoffMatches.length === 0) {
    body = (
      <EmptyBlock icon={Network} title="Playoffs Haven't Started" description="The playoff bracket will appear once elimination matches begin." />
    );
  } else {
    body = (
      <>
        {bracket.format !== 'finals-2' && <p className="mb-2 text-xs text-fg-muted sm:hidden">Swipe sideways to follow the bracket.</p>}
        <BracketView bracket={bracket} timeZone={page.event.timezone} />
      </>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <PlayoffChampion results={results} alliances={alliances} />
      <SectionCard
        layout="flush"
        title="Playoff Bracket"
        subtitle={
          playoffMatches.length
            ? `${FORMAT_NAMES[bracket.format]}${upcoming ? ` · times in the event's local time${zone ? ` (${zone})` : ''}` : ''}`
            : undefined
        }
        bodyClassName={playoffMatches.length ? 'p-3' : undefined}
      >
        <div data-format={playoffMatches.length ? bracket.format : undefined}>{body}</div>
      </SectionCard>
      {odds && allianceOdds && (
        <PlayoffOdds alliances={allianceOdds} runs={odds.runs} source={odds.source} decided={[...outcomes.values()].includes('win')} />
      )}
      {alliances.length > 0 && <AllianceSelection alliances={alliances} results={results} />}
    </div>
  );
}
