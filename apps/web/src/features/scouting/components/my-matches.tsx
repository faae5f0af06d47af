import { stationLabel } from '@team7790/shared/scouting/match-scouting';
import type { ScoutMatch } from '@team7790/shared/scouting/scout-matches';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { isScouted, progressKey, type MatchProgress } from './match-progress.ts';
import { matchTimeText } from './match-text.ts';
import { StationBadge } from './station-badge.tsx';

/**
 * Whether the scout opened the played matches, for as long as the tab is open: the page draws this list again when
 * the event's data reloads (a connection that comes back), and a list the scout opened would otherwise fold away.
 */
let playedListOpen = false;

/** The scout's other assigned matches: those still to come, then the played ones folded away. */
export function MyMatches({
  matches,
  progress,
  busy,
  onOpen,
}: {
  matches: ScoutMatch[];
  progress: Map<string, MatchProgress>;
  busy: boolean;
  onOpen: (match: ScoutMatch, progress: MatchProgress | undefined) => void;
}) {
  const [open, setOpen] = useState(playedListOpen);
  const upcoming = matches.filter((m) => !m.played);
  const played = matches.filter((m) => m.played);
  const row = (m: ScoutMatch) => {
    const done = progress.get(progressKey(m.match_key, m.station));
    // A report the server holds but this device does not can only be scouted again (a second report of the position).
    const verb = done?.kind === 'draft' ? 'Continue' : done?.kind === 'saved' ? 'Edit' : done?.kind === 'elsewhere' ? 'Scout again' : 'Scout';
    const time = matchTimeText(m.time);
    return (
      <li key={`${m.match_key}:${m.station}`} className="flex items-center gap-3 py-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-semibold text-fg">{m.match_name}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <StationBadge station={m.station} />
            <span className="text-fg">Team {m.team_number ?? 'not known yet'}</span>
            {time && <span>{time}</span>}
            {isScouted(done) && <span className="font-semibold text-success">Scouted</span>}
            {done?.kind === 'draft' && <span className="font-semibold text-accent-text">Started</span>}
          </span>
        </div>
        <Button
          variant={isScouted(done) ? 'secondary' : 'primary'}
          className="h-12 min-w-24"
          disabled={busy || m.team_number === null}
          onClick={() => onOpen(m, done)}
          aria-label={`${verb} ${m.match_name}, ${stationLabel(m.station)}`}
        >
          {verb}
        </Button>
      </li>
    );
  };
  return (
    <SectionCard title="My matches" subtitle={`${upcoming.length} to come, ${played.length} played`}>
      {upcoming.length ? (
        <ul className="divide-y divide-line" aria-label="Matches to come">
          {upcoming.map(row)}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">No more assigned matches to come.</p>
      )}
      {played.length > 0 && (
        <details
          className="rounded-lg border border-line"
          open={open}
          onToggle={(event) => {
            playedListOpen = event.currentTarget.open;
            setOpen(playedListOpen);
          }}
        >
          <summary className="flex min-h-12 cursor-pointer items-center px-3 font-semibold text-fg">Played ({played.length})</summary>
          <ul className="divide-y divide-line border-t border-line px-3" aria-label="Played matches">
            {played.map(row)}
          </ul>
        </details>
      )}
    </SectionCard>
  );
}
