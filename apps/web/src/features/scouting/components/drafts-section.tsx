import { stationLabel, type KitMatch } from '@team7790/shared/scouting/match-scouting';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import type { Draft } from '../offline/drafts.ts';
import { matchNameOf } from './match-text.ts';
import { StationBadge } from './station-badge.tsx';

/** Reports opened and not submitted yet (kept on the device as they were left): continue one, or throw it away. */
export function DraftsSection({
  drafts,
  schedule,
  onContinue,
  onDiscard,
}: {
  drafts: Draft[];
  schedule: readonly KitMatch[] | undefined;
  onContinue: (draft: Draft) => void;
  onDiscard: (draft: Draft) => Promise<void>;
}) {
  const [discarding, setDiscarding] = useState<Draft | null>(null);
  const name = (d: Draft) => matchNameOf(d.match_key, schedule);
  return (
    <SectionCard title={`Not submitted (${drafts.length})`} subtitle="Reports you started on this device.">
      <ul className="divide-y divide-line">
        {drafts.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-3 py-2">
            <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <span className="font-semibold text-fg">{name(d)}</span>
              <StationBadge station={d.station} />
              <span className="text-fg">Team {d.team_number}</span>
              {d.base_submission_id && <span className="text-sm text-fg-muted">(editing a saved report)</span>}
            </span>
            <span className="flex gap-2">
              <Button className="h-12" onClick={() => onContinue(d)} aria-label={`Continue ${name(d)}, ${stationLabel(d.station)}`}>
                Continue
              </Button>
              <Button
                variant="ghost"
                className="h-12"
                onClick={() => setDiscarding(d)}
                aria-label={`Discard the unsubmitted ${name(d)}, ${stationLabel(d.station)}`}
              >
                Discard
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {discarding && (
        <ConfirmDialog
          title="Discard unsubmitted report"
          question={
            discarding.base_submission_id
              ? 'Discard these changes? The saved report stays as it was.'
              : 'Discard this report? Its answers are removed from this device.'
          }
          subject={`${name(discarding)}, ${stationLabel(discarding.station)}, team ${discarding.team_number}`}
          actions={[
            {
              label: 'Discard',
              onClick: () => {
                const draft = discarding;
                setDiscarding(null);
                void onDiscard(draft);
              },
            },
          ]}
          onClose={() => setDiscarding(null)}
        />
      )}
    </SectionCard>
  );
}
