import type { ReportSubmission, ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import { QrCode, ScanLine } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { matchNameOf } from '../components/match-text.ts';
import { useOutbox } from '../offline/outbox.ts';
import { QrCodesDialog } from './qr-codes-dialog.tsx';
import { SCAN_PATH } from './scan-path.ts';

export interface QrSlotProps {
  /** The signed-in scout whose outbox this is (queueSubmission's ownerId for scanned reports). */
  ownerId: number;
  /** The event the scout page shows, and its kit (null until one is on the device). */
  eventKey: string | null;
  kit: ScoutingKit | null;
}

/**
 * QR transfer with no network, under "Waiting to send" on /scout: "Show as QR codes" shows every save this phone has
 * not sent (waiting, sending or refused, oldest first: an edit after the save it edits) for a lead's phone to scan;
 * "Scan reports" opens the scanner. The saves stay here until this phone sends them too (the server keeps each once).
 */
export function QrSlot({ ownerId, eventKey, kit }: QrSlotProps) {
  const outbox = useOutbox(ownerId);
  // The saves as they were when the codes opened: one sent meanwhile stays in the lead's count and order.
  const [showing, setShowing] = useState<readonly ReportSubmission[] | null>(null);
  const unsent = useMemo(() => outbox.rows.filter((r) => r.state !== 'sent').map((r) => r.submission), [outbox.rows]);
  const schedule = kit?.schedule;
  const matchName = useMemo(() => (matchKey: string) => matchNameOf(matchKey, schedule), [schedule]);
  // The scanner's code is fetched while there is network, so a lead can open it at an event that has none.
  useEffect(() => {
    const timer = setTimeout(() => void import('./scan-page.tsx').catch(() => undefined), 3000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <div className="flex flex-wrap gap-2">
        <Button className="h-12 text-base" onClick={() => setShowing(unsent)} disabled={unsent.length === 0}>
          <QrCode aria-hidden="true" className="size-5" />
          Show as QR codes
        </Button>
        <Link to={eventKey ? `${SCAN_PATH}?event=${encodeURIComponent(eventKey)}` : SCAN_PATH} className={buttonClasses('secondary', 'lg', 'h-12')}>
          <ScanLine aria-hidden="true" className="size-5" />
          Scan reports
        </Link>
      </div>
      <p className="text-sm text-fg-muted">
        No network? Show the reports waiting here as QR codes to a lead’s phone, which sends them once it is online.
      </p>
      {showing && <QrCodesDialog submissions={showing} matchName={matchName} onClose={() => setShowing(null)} />}
    </div>
  );
}
