import { stationLabel, type KitMatch } from '@team7790/shared/scouting/match-scouting';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import type { OutboxReport } from '../offline/outbox.ts';
import type { OutboxState } from '../offline/scouting-db.ts';
import { matchNameOf } from './match-text.ts';
import { StationBadge } from './station-badge.tsx';

const STATE_TEXT: Record<OutboxState, string> = { waiting: 'Waiting', sending: 'Sending', refused: 'Refused', sent: 'Sent' };
const STATE_ICON = { waiting: Clock, sending: LoaderCircle, refused: CircleAlert, sent: CircleCheck };

/**
 * "Waiting to send (n)": every report of the scout that the server does not have yet, each once, with its state; a
 * refused one says why and waits for the scout to edit it, send it again or discard it. Sent reports fold away.
 */
export function OutboxSection({
  reports,
  schedule,
  scoutId,
  onEdit,
  onResend,
  onDiscard,
  children,
}: {
  reports: OutboxReport[];
  schedule: readonly KitMatch[] | undefined;
  scoutId: number;
  onEdit: (report: OutboxReport) => void;
  onResend: (report: OutboxReport) => void;
  onDiscard: (report: OutboxReport) => Promise<void>;
  /** QR transfer's place, under the list. */
  children?: ReactNode;
}) {
  const [discarding, setDiscarding] = useState<OutboxReport | null>(null);
  const unsent = reports.filter((r) => r.state !== 'sent');
  const sent = reports.filter((r) => r.state === 'sent');
  const waitingCount = unsent.filter((r) => r.state !== 'refused').length;
  const refusedCount = unsent.length - waitingCount;
  const name = (r: OutboxReport) => matchNameOf(r.latest.match_key, schedule);

  const row = (report: OutboxReport) => {
    const s = report.latest.submission;
    const Icon = STATE_ICON[report.state];
    const refused = report.saves.filter((save) => save.state === 'refused');
    const own = report.latest.origin === 'device' || s.scouted_by === scoutId;
    return (
      <li key={report.id} className="flex flex-col gap-2 py-3" data-report-id={report.id}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-fg">{name(report)}</span>
          <StationBadge station={s.station} />
          <span className="text-fg">Team {s.team_number}</span>
          <span
            className={clsx(
              'ml-auto inline-flex items-center gap-1 text-sm font-semibold',
              report.state === 'refused' ? 'text-danger' : report.state === 'sent' ? 'text-success' : 'text-fg-muted',
            )}
          >
            <Icon aria-hidden="true" className={clsx('size-4', report.state === 'sending' && 'animate-spin')} />
            {STATE_TEXT[report.state]}
          </span>
        </div>
        {report.latest.origin === 'scanned' && <p className="text-sm text-fg-muted">Scanned from another phone.</p>}
        {report.saves.length > 1 && <p className="text-sm text-fg-muted">Edited: {report.saves.length} saves.</p>}
        {refused.map((save) => (
          <p key={save.submission_id} className="text-sm font-medium text-danger">
            Refused: {save.error ?? 'The server refused this report.'}
          </p>
        ))}
        <div className="flex flex-wrap gap-2">
          {own && (
            <Button
              variant="secondary"
              className="h-12 min-w-24"
              onClick={() => onEdit(report)}
              aria-label={`Edit ${name(report)}, ${stationLabel(s.station)}`}
            >
              Edit
            </Button>
          )}
          {report.state === 'refused' && (
            <>
              <Button variant="secondary" className="h-12" onClick={() => onResend(report)} aria-label={`Send ${name(report)} again`}>
                Send again
              </Button>
              <Button variant="danger" className="h-12" onClick={() => setDiscarding(report)} aria-label={`Discard ${name(report)}`}>
                Discard
              </Button>
            </>
          )}
        </div>
      </li>
    );
  };

  return (
    <SectionCard
      title={`Waiting to send (${waitingCount})`}
      subtitle={refusedCount ? `${refusedCount} refused: edit, send again or discard.` : 'Reports are kept on this device until the server has them.'}
    >
      {unsent.length ? (
        <ul className="divide-y divide-line" aria-label="Reports not sent yet">
          {unsent.map(row)}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">Nothing waiting: every report is sent.</p>
      )}
      {children}
      {sent.length > 0 && (
        <details className="rounded-lg border border-line">
          <summary className="flex min-h-12 cursor-pointer items-center px-3 font-semibold text-fg">Sent ({sent.length})</summary>
          <ul className="divide-y divide-line border-t border-line px-3" aria-label="Sent reports">
            {sent.map(row)}
          </ul>
        </details>
      )}
      {discarding && (
        <ConfirmDialog
          title="Discard report"
          question="Discard this refused report? It is removed from this device and cannot be sent."
          subject={`${name(discarding)}, ${stationLabel(discarding.latest.submission.station)}, team ${discarding.latest.submission.team_number}`}
          actions={[
            {
              label: 'Discard',
              onClick: () => {
                const report = discarding;
                setDiscarding(null);
                void onDiscard(report);
              },
            },
          ]}
          onClose={() => setDiscarding(null)}
        />
      )}
    </SectionCard>
  );
}
