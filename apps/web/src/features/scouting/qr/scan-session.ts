import { stationLabel, type ReportSubmission } from '@team7790/shared/scouting/match-scouting';
import { decodeReportCode, QrPartCollector, type QrRefusal } from '@team7790/shared/scouting/qr-codec';
import { queueSubmission } from '../offline/outbox.ts';

/** What one scanned code did. */
export type ScanOutcome =
  /** A report new to this device, now in its outbox to be sent. */
  | { kind: 'added'; submission: ReportSubmission }
  /** A report this device had (scanned before, or its own): nothing added. `submission` is null for a part of one. */
  | { kind: 'already'; submission: ReportSubmission | null }
  /** One part of a split report; `have` of `count` are in. `repeat` when this part was read before. */
  | { kind: 'part'; index: number; count: number; have: number; repeat: boolean }
  | { kind: 'refused'; reason: QrRefusal; message: string };

export type QueueScanned = (submission: ReportSubmission, origin: 'scanned', ownerId: number) => Promise<'queued' | 'already'>;

/**
 * A lead's scanning: each code's text is decoded, split reports are gathered part by part, and each whole report goes
 * into the lead's outbox as `scanned` (sent when online, like the lead's own). The outbox knows every save by its
 * submission id, so a code scanned twice, or a report the phone already had, adds nothing.
 */
export class ScanSession {
  private readonly parts = new QrPartCollector();
  private chain: Promise<unknown> = Promise.resolve();
  added = 0;
  already = 0;

  constructor(
    private readonly ownerId: number,
    private readonly queue: QueueScanned = queueSubmission,
  ) {}

  /** Handles one scanned text; calls run one at a time, in the order they came. */
  scan(text: string): Promise<ScanOutcome> {
    const next = this.chain.then(() => this.handle(text));
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Split reports begun and not yet whole. */
  get pendingParts() {
    return this.parts.pending;
  }

  private async handle(text: string): Promise<ScanOutcome> {
    const decoded = decodeReportCode(text);
    if (decoded.kind === 'refused') return decoded;
    let submission: ReportSubmission;
    if (decoded.kind === 'part') {
      const outcome = this.parts.add(decoded.part);
      if (outcome.kind === 'refused') return outcome;
      if (outcome.kind === 'already-whole') {
        this.already += 1;
        return { kind: 'already', submission: null };
      }
      if (outcome.kind === 'partial' || outcome.kind === 'repeat') {
        return { kind: 'part', index: outcome.index, count: outcome.count, have: outcome.have, repeat: outcome.kind === 'repeat' };
      }
      submission = outcome.submission;
    } else submission = decoded.submission;

    let queued: 'queued' | 'already';
    try {
      queued = await this.queue(submission, 'scanned', this.ownerId);
    } catch (err) {
      return { kind: 'refused', reason: 'invalid', message: err instanceof Error ? err.message : 'This report could not be kept.' };
    }
    if (queued === 'already') {
      this.already += 1;
      return { kind: 'already', submission };
    }
    this.added += 1;
    return { kind: 'added', submission };
  }
}

/** "Qualification 12, team 7790 (Red 1)". */
export const reportLabel = (s: Pick<ReportSubmission, 'match_key' | 'team_number' | 'station'>, matchName: (matchKey: string) => string) =>
  `${matchName(s.match_key)}, team ${s.team_number} (${stationLabel(s.station)})`;

/** What the scanner says about one code. */
export function scanMessage(outcome: ScanOutcome, matchName: (matchKey: string) => string): string {
  switch (outcome.kind) {
    case 'added':
      return `Added ${reportLabel(outcome.submission, matchName)}.`;
    case 'already':
      return outcome.submission
        ? `Already had ${reportLabel(outcome.submission, matchName)}: nothing added.`
        : 'Already had that report: nothing added.';
    case 'part':
      return outcome.repeat
        ? `Part ${outcome.index} of ${outcome.count} was already read: scan the other parts.`
        : `Read part ${outcome.index} of ${outcome.count} (${outcome.have} of ${outcome.count} in): scan the other parts.`;
    case 'refused':
      return outcome.message;
  }
}

/** How long a camera that keeps seeing the same code stays quiet about it. */
export const SAME_CODE_QUIET_MS = 2500;

/**
 * For a camera's stream of frames: true when a text should be handled, false for the same code seen again while it is
 * still in view (every frame reads it). A code looked away from for `quietMs` and scanned again is handled again, and
 * the session says it was already had.
 */
export function newFrameFilter(quietMs = SAME_CODE_QUIET_MS): (text: string, nowMs: number) => boolean {
  let last: string | null = null;
  let lastSeenMs = -Infinity;
  return (text, nowMs) => {
    const fresh = text !== last || nowMs - lastSeenMs >= quietMs;
    last = text;
    lastSeenMs = nowMs;
    return fresh;
  };
}
