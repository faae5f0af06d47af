import { STATIONS, stationLabel, type KitMatch, type Station } from '@team7790/shared/scouting/match-scouting';
import { stationTeam } from '@team7790/shared/scouting/scout-matches';
import { clsx } from 'clsx';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/form-controls.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { isScouted, progressKey, type MatchProgress } from './match-progress.ts';
import { allianceFill } from './station-badge.tsx';

/**
 * Scouting any match, assigned or not: the match from the schedule, then one of its six stations, each showing the
 * schedule's team. The scout never types a team number.
 */
export function AnyMatchPicker({
  schedule,
  progress,
  busy,
  onPick,
}: {
  schedule: readonly KitMatch[];
  progress: Map<string, MatchProgress>;
  busy: boolean;
  onPick: (match: KitMatch, station: Station) => void;
}) {
  const firstUnplayed = schedule.find((m) => !m.played) ?? schedule[0];
  const [matchKey, setMatchKey] = useState(firstUnplayed?.key ?? '');
  const match = schedule.find((m) => m.key === matchKey) ?? firstUnplayed;
  if (!match) {
    return (
      <SectionCard title="Scout any match">
        <p className="text-sm text-fg-muted">The event has no match schedule yet.</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Scout any match" subtitle="Pick a match, then the robot's station.">
      <SelectField label="Match" value={match.key} onChange={(e) => setMatchKey(e.target.value)} className="[&_select]:h-12">
        {schedule.map((m) => (
          <option key={m.key} value={m.key}>
            {m.name}
            {m.played ? ' (played)' : ''}
          </option>
        ))}
      </SelectField>
      <div role="group" aria-label={`Stations of ${match.name}`} className="grid grid-cols-3 gap-2">
        {STATIONS.map((station) => {
          const team = stationTeam(match, station);
          const done = progress.get(progressKey(match.key, station));
          return (
            <button
              key={station}
              type="button"
              disabled={busy || team === null}
              onClick={() => onPick(match, station)}
              // The name holds the words drawn, in their order ('Red 1 7710 Scouted'): what a voice-control user says.
              aria-label={`Scout ${stationLabel(station)}, ${team ?? 'team not known yet'}${isScouted(done) ? ', Scouted' : done?.kind === 'draft' ? ', Started' : ''}`}
              className={clsx(
                'flex min-h-16 flex-col items-center justify-center rounded-lg px-2 py-2 font-bold shadow-sm transition',
                'hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60',
                allianceFill(station),
              )}
            >
              {/* The spaces part the words in the text drawn (the column draws them apart). */}
              <span className="text-sm">{stationLabel(station)}</span> <span className="text-lg tabular-nums">{team ?? '—'}</span>{' '}
              {done && <span className="text-xs font-semibold">{isScouted(done) ? 'Scouted' : 'Started'}</span>}
            </button>
          );
        })}
      </div>
    </SectionCard>
  );
}
