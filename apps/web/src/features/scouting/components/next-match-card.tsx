import type { ScoutMatch } from '@team7790/shared/scouting/scout-matches';
import { clsx } from 'clsx';
import { Play } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { MatchProgress } from './match-progress.ts';
import { matchTimeText } from './match-text.ts';
import { allianceFill, isRed } from './station-badge.tsx';

/** "My next match": the match, the alliance colour in words and colour, the station and the team, and a big Start. */
export function NextMatchCard({
  match,
  progress,
  busy,
  onStart,
}: {
  match: ScoutMatch;
  progress: MatchProgress | undefined;
  busy: boolean;
  onStart: () => void;
}) {
  const time = matchTimeText(match.time);
  const alliance = isRed(match.station) ? 'Red' : 'Blue';
  const unknownTeam = match.team_number === null;
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="next-match-title">
        <div className={clsx('flex items-center justify-between gap-3 px-5 py-3', allianceFill(match.station))}>
          <h2 id="next-match-title" className="text-lg font-bold">
            My next match
          </h2>
          <span className="text-base font-bold">
            {alliance} alliance · Station {match.station.slice(-1)}
          </span>
        </div>
        <div className="flex flex-col gap-4 p-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-xl font-bold text-fg">{match.match_name}</p>
              {time && <p className="text-sm text-fg-muted">{time}</p>}
            </div>
            <p className="text-right">
              <span className="block text-sm text-fg-muted">Team</span>
              <span className="text-4xl font-black text-fg tabular-nums" data-testid="next-match-team">
                {match.team_number ?? '—'}
              </span>
            </p>
          </div>
          {unknownTeam && <p className="text-sm text-fg-muted">The teams of this match are not known yet.</p>}
          <button type="button" onClick={onStart} disabled={busy || unknownTeam} className={buttonClasses('primary', 'lg', 'h-16 w-full text-xl')}>
            <Play aria-hidden="true" className="size-6" />
            {progress?.kind === 'draft' ? 'Continue' : 'Start'}
          </button>
        </div>
      </section>
    </Card>
  );
}
