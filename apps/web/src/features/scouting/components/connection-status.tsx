import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CloudOff, LoaderCircle, RefreshCw, TriangleAlert, Wifi } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PROFILE_QUERY_KEY } from '../../../lib/auth/profile-query.ts';
import type { OutboxSyncStatus } from '../offline/outbox.ts';

/**
 * Where the scout's reports stand: online or not, and what the outbox is doing. Waiting reports are safe on the
 * device either way; this line says when they will go.
 */
export function ConnectionStatus({
  online,
  status,
  waiting,
  onSendNow,
}: {
  online: boolean;
  status: OutboxSyncStatus;
  /** Reports not yet sent (refused ones aside). */
  waiting: number;
  onSendNow: () => void;
}) {
  const queryClient = useQueryClient();
  const reports = `${waiting} report${waiting === 1 ? '' : 's'}`;
  let tone: 'ok' | 'busy' | 'warn' = 'ok';
  let Icon = Wifi;
  let text: string;
  if (!online || status.state === 'offline') {
    tone = 'warn';
    Icon = CloudOff;
    text = waiting
      ? `Offline. ${reports} saved on this device, sent when you are back online.`
      : 'Offline. Reports are saved on this device and sent when you are back online.';
  } else if (status.state === 'signed-out') {
    tone = 'warn';
    Icon = TriangleAlert;
    text = `${status.message ?? 'Sign in again to send your reports.'} ${waiting ? `${reports} stay on this device.` : ''}`.trim();
  } else if (status.state === 'sending') {
    tone = 'busy';
    Icon = LoaderCircle;
    text = `Online. Sending ${reports}…`;
  } else if (status.state === 'retrying') {
    tone = 'warn';
    Icon = RefreshCw;
    text = `Online, but the reports could not be sent (${status.message ?? 'no answer'}). ${waiting ? `${reports} saved on this device; ` : ''}trying again shortly.`;
  } else {
    text = waiting ? `Online. ${reports} waiting to send.` : 'Online. Every report is sent.';
  }
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'ok' && 'border-success-line bg-success-soft text-success',
        tone === 'busy' && 'border-info-line bg-info-soft text-info',
        tone === 'warn' && 'border-danger-line bg-danger-soft text-danger',
      )}
    >
      <p role="status" data-testid="scout-connection" className="flex min-w-0 flex-1 items-start gap-2">
        <Icon aria-hidden="true" className={clsx('mt-px size-4 shrink-0', tone === 'busy' && 'animate-spin')} />
        <span>{text}</span>
      </p>
      {online && status.state === 'signed-out' && (
        // A fresh look at the profile: an expired sign-in is then forgotten and the page sends the scout to sign in.
        <Button size="md" variant="secondary" className="h-12" onClick={() => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })}>
          Sign in again
        </Button>
      )}
      {online && waiting > 0 && (status.state === 'retrying' || status.state === 'idle') && (
        <Button size="md" variant="secondary" className="h-12" onClick={onSendNow}>
          Send now
        </Button>
      )}
    </div>
  );
}
