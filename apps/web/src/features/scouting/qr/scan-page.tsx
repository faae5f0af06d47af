import { clsx } from 'clsx';
import { ArrowLeft, ImageUp } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isNativeApp } from '../../../lib/native-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ConnectionStatus } from '../components/connection-status.tsx';
import { matchNameOf } from '../components/match-text.ts';
import { useStoredKit } from '../offline/kit-store.ts';
import { useOutbox, useOutboxSync } from '../offline/outbox.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { NativeCamera } from './native-camera.tsx';
import { decodeQrFile } from './qr-decoder.ts';
import { newFrameFilter, reportLabel, ScanSession, scanMessage, type ScanOutcome } from './scan-session.ts';
import { WebCamera } from './web-camera.tsx';

interface ScanEntry {
  n: number;
  outcome: ScanOutcome;
  message: string;
}

const ENTRY_TEXT: Record<ScanOutcome['kind'], string> = { added: 'added', already: 'already had', part: 'part read', refused: 'not read' };

/**
 * /scout/scan (members): a lead's phone or laptop scans the QR codes scouts' phones show with no network. Each report
 * goes into this device's outbox and is sent when it is online; a code scanned twice adds nothing. The camera where
 * it can open (ML Kit in the Android app, getUserMedia in a browser), a photo of the code where it cannot.
 */
export default function ScanPage() {
  useDocumentTitle('Scan reports');
  const { user } = useAuth();
  const ownerId = user && user.id > 0 ? user.id : null;
  const [params] = useSearchParams();
  const eventKey = params.get('event');
  const kit = useStoredKit(ownerId, eventKey).value?.kit ?? null;
  const online = useOnline();
  const sync = useOutboxSync(ownerId);
  const outbox = useOutbox(ownerId);

  const session = useMemo(() => (ownerId === null ? null : new ScanSession(ownerId)), [ownerId]);
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const [pendingParts, setPendingParts] = useState<{ submissionId: string; have: number; count: number }[]>([]);
  const [reading, setReading] = useState(false);
  const frameFilter = useMemo(() => newFrameFilter(), []);
  const counter = useRef(0);
  const schedule = kit?.schedule;
  const matchName = useCallback((matchKey: string) => matchNameOf(matchKey, schedule), [schedule]);

  const handle = useCallback(
    async (text: string) => {
      if (!session) return;
      const outcome = await session.scan(text);
      counter.current += 1;
      const entry = { n: counter.current, outcome, message: scanMessage(outcome, matchName) };
      setEntries((list) => [entry, ...list].slice(0, 100));
      setPendingParts(session.pendingParts);
    },
    [session, matchName],
  );
  const onCameraText = useCallback(
    (text: string) => {
      if (frameFilter(text, Date.now())) void handle(text);
    },
    [frameFilter, handle],
  );

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    setReading(true);
    try {
      for (const file of files) {
        const text = await decodeQrFile(file).catch(() => null);
        if (text) await handle(text);
        else {
          counter.current += 1;
          const outcome: ScanOutcome = {
            kind: 'refused',
            reason: 'not-ours',
            message: `No QR code was found in ${file.name || 'the photo'}. Take it again, closer and sharper.`,
          };
          setEntries((list) => [{ n: counter.current, outcome, message: outcome.message }, ...list]);
        }
      }
    } finally {
      setReading(false);
    }
  };

  if (ownerId === null || !session) return <PageSpinner label="Checking your sign-in" />;

  const last = entries[0];
  const lastReport = entries.find((e) => e.outcome.kind === 'added' || (e.outcome.kind === 'already' && e.outcome.submission))?.outcome;
  const lastReportLabel = lastReport && 'submission' in lastReport && lastReport.submission ? reportLabel(lastReport.submission, matchName) : null;
  const { added, already } = session;
  const waiting = outbox.waiting.length + outbox.sending.length;

  const status = (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold">
        Scanned: {added} new, {already} already had
      </p>
      {lastReportLabel && <p className="text-sm">Last report: {lastReportLabel}</p>}
      {last && (
        <p className={clsx('text-base font-semibold', last.outcome.kind === 'refused' && 'text-danger')} data-scan-kind={last.outcome.kind}>
          {last.message}
        </p>
      )}
    </div>
  );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Link
          to={eventKey ? `/scout?event=${encodeURIComponent(eventKey)}` : '/scout'}
          className="inline-flex min-h-12 items-center gap-1 self-start font-semibold text-accent-text underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to scouting
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">Scan reports</h1>
        <p className="text-sm text-fg-muted">
          With no network, scan the codes a scout’s phone shows under “Show as QR codes”. Each report is kept on this device and sent when it is
          online; a code scanned twice adds nothing.
        </p>
      </header>

      <SectionCard title="Scan">
        {/* What the last code did stays in sight of the camera and the photo button. */}
        <div role="status" aria-live="polite" className="rounded-lg bg-surface-muted p-3">
          {status}
          {pendingParts.map((p) => (
            <p key={p.submissionId} className="mt-1 text-sm font-medium text-fg">
              A report in {p.count} parts: {p.have} of {p.count} read. Scan the other parts.
            </p>
          ))}
        </div>
        {isNativeApp() ? <NativeCamera onText={onCameraText} status={status} /> : <WebCamera onText={onCameraText} />}
        <label className="flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 text-base font-semibold text-fg shadow-sm focus-within:outline-2 focus-within:outline-accent hover:bg-surface-muted">
          <ImageUp aria-hidden="true" className="size-5" />
          {reading ? 'Reading the photo…' : 'Scan a photo of a code'}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="sr-only"
            onChange={(e) => void onPhoto(e)}
            aria-label="Scan a photo of a code"
          />
        </label>
        <p className="text-sm text-fg-muted">Where the camera cannot open, take a photo of each code (or pick screenshots of them).</p>
      </SectionCard>

      <ConnectionStatus online={online} status={sync.status} waiting={waiting} onSendNow={sync.syncNow} />

      {entries.length > 0 && (
        <SectionCard title={`Scanned here (${entries.length})`}>
          <ul aria-label="Scanned codes" className="divide-y divide-line">
            {entries.map((e) => (
              <li key={e.n} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                <span className="text-fg">
                  {'submission' in e.outcome && e.outcome.submission ? reportLabel(e.outcome.submission, matchName) : e.message}
                </span>
                <span
                  className={clsx(
                    'font-semibold',
                    e.outcome.kind === 'refused' ? 'text-danger' : e.outcome.kind === 'added' ? 'text-success' : 'text-fg-muted',
                  )}
                >
                  {ENTRY_TEXT[e.outcome.kind]}
                </span>
              </li>
            ))}
          </ul>
        </SectionCard>
      )}
    </div>
  );
}
