import type { ReportSubmission } from '@team7790/shared/scouting/match-scouting';
import { encodeReportCodes } from '@team7790/shared/scouting/qr-codec';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useModalDialog } from '../../../components/ui/dialog.tsx';
import { StationBadge } from '../components/station-badge.tsx';
import { QrCodeCanvas } from './qr-code-canvas.tsx';

/** One code to show: a whole report, or one part of a split one. */
interface Slide {
  report: number;
  submission: ReportSubmission;
  part: number;
  parts: number;
  text: string | null;
  /** Why this report has no code (it is not a valid report); null when it has. */
  problem: string | null;
}

function slidesOf(submissions: readonly ReportSubmission[]): Slide[] {
  return submissions.flatMap((submission, i): Slide[] => {
    try {
      const codes = encodeReportCodes(submission);
      return codes.map((text, part) => ({ report: i + 1, submission, part: part + 1, parts: codes.length, text, problem: null }));
    } catch (error) {
      return [{ report: i + 1, submission, part: 1, parts: 1, text: null, problem: error instanceof Error ? error.message : String(error) }];
    }
  });
}

/** Keeps the screen on while codes are shown, where the browser allows it (a scanning lead should not see it dim). */
function useScreenAwake() {
  useEffect(() => {
    let lock: { release(): Promise<void> } | null = null;
    let done = false;
    const wakeLock = (navigator as { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
    wakeLock
      ?.request('screen')
      .then((l) => {
        if (done) void l.release();
        else lock = l;
      })
      .catch(() => undefined);
    return () => {
      done = true;
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

/**
 * The scout's unsent reports as QR codes, one at a time and as large as the screen allows, for a lead's phone to scan
 * when there is no network: "Report 3 of 7 — Qualification 12, team 7790", a split report part by part.
 */
export function QrCodesDialog({
  submissions,
  matchName,
  onClose,
}: {
  submissions: readonly ReportSubmission[];
  matchName: (matchKey: string) => string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const slides = useMemo(() => slidesOf(submissions), [submissions]);
  const [at, setAt] = useState(0);
  const index = Math.min(at, Math.max(0, slides.length - 1));
  const slide = slides[index];
  useScreenAwake();

  useModalDialog(ref);

  const go = (step: number) => setAt(Math.min(Math.max(index + step, 0), slides.length - 1));
  const heading = slide
    ? `Report ${slide.report} of ${submissions.length} — ${matchName(slide.submission.match_key)}, team ${slide.submission.team_number}`
    : 'No reports to show';
  const partText = slide && slide.parts > 1 ? `Part ${slide.part} of ${slide.parts}: scan every part.` : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-fg backdrop:bg-black/60 sm:m-auto sm:h-auto sm:max-h-[96dvh] sm:max-w-2xl sm:rounded-2xl sm:border sm:border-line"
    >
      <div className="flex h-full flex-col gap-3 p-3 sm:p-5">
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg leading-snug font-semibold">
              {heading}
            </h2>
            {slide && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <StationBadge station={slide.submission.station} />
                {partText && <span className="font-semibold text-fg">{partText}</span>}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="flex size-12 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>

        <div className="flex min-h-0 flex-1 flex-col items-center justify-center">
          {slide?.text ? (
            <div className="w-full rounded-lg bg-white p-1">
              <QrCodeCanvas
                key={slide.text}
                text={slide.text}
                label={`QR code of report ${slide.report} of ${submissions.length}${slide.parts > 1 ? `, part ${slide.part} of ${slide.parts}` : ''}`}
              />
            </div>
          ) : (
            <p className="text-sm font-medium text-danger">
              {slide?.problem ? `This report cannot be shown as a code: ${slide.problem}` : 'Nothing to show.'}
            </p>
          )}
        </div>

        <p className="text-center text-sm text-fg-muted" aria-live="polite">
          Code {index + 1} of {slides.length}. Turn the screen brightness up; the scanning phone keeps each report once.
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" className="h-14 text-base" onClick={() => go(-1)} disabled={index === 0} aria-label="Previous code">
            <ChevronLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          <Button className="h-14 text-base" onClick={() => go(1)} disabled={index >= slides.length - 1} aria-label="Next code" data-autofocus>
            Next
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
    </dialog>
  );
}
