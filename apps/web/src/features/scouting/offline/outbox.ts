import { REPORTS_PER_DELIVERY, reportSubmission, type DeliveryResult, type ReportSubmission } from '@team7790/shared/scouting/match-scouting';
import Dexie from 'dexie';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { appNowMs } from '../../../lib/app-clock.ts';
import { notePending } from './pending-flag.ts';
import { scoutingDb, type OutboxRow, type OutboxState, type ScoutingDb } from './scouting-db.ts';
import { useLiveQuery } from './use-live-query.ts';

/**
 * The outbox (issue 31): every save of a report stays on the device until the server has it. A save is queued the
 * moment it is made (or scanned from another phone's QR code) and sent in batches whenever the device is online.
 * Accepted or duplicate (the server had it already) marks it sent; refused keeps it, with the server's reason, until
 * the scout edits it or discards it. Nothing else removes a save.
 */

const nowIso = () => new Date(appNowMs()).toISOString();

let lastQueuedMs = 0;
/** When a save is queued: strictly after the one before it in this tab, so saves go out in the order they were made. */
function queuedAt(): string {
  lastQueuedMs = Math.max(appNowMs(), lastQueuedMs + 1);
  return new Date(lastQueuedMs).toISOString();
}

/** Why a submission cannot be queued (a scanned code that is not a report of ours); null when it can. */
export function submissionProblem(submission: unknown): string | null {
  const parsed = reportSubmission.safeParse(submission);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || 'report'}: ${issue.message}` : 'Not a report.';
}

/** Puts one save in the outbox inside the caller's transaction: 'already' when that submission is there in any state. */
export async function addToOutbox(
  db: ScoutingDb,
  submission: ReportSubmission,
  origin: OutboxRow['origin'],
  ownerId: number,
): Promise<'queued' | 'already'> {
  if (await db.outbox.get(submission.submission_id)) return 'already';
  await db.outbox.add({
    submission_id: submission.submission_id,
    id: submission.id,
    owner_id: ownerId,
    event_key: submission.event_key,
    match_key: submission.match_key,
    submission,
    origin,
    state: 'waiting',
    error: null,
    code: null,
    attempts: 0,
    queued_at: queuedAt(),
    sent_at: null,
  });
  return 'queued';
}

/**
 * Queues a save to be sent: filled on this device, or scanned from another phone. Scanning the same code twice adds
 * nothing ('already': that submission is in the outbox, whatever its state). Throws when it is not a valid report.
 */
export async function queueSubmission(
  submission: ReportSubmission,
  origin: 'device' | 'scanned',
  ownerId: number,
  db: ScoutingDb = scoutingDb(),
): Promise<'queued' | 'already'> {
  const problem = submissionProblem(submission);
  if (problem) throw new Error(`This is not a report that can be sent (${problem}).`);
  let outcome: 'queued' | 'already';
  try {
    outcome = await db.transaction('rw', db.outbox, () => addToOutbox(db, submission, origin, ownerId));
  } catch (err) {
    // Another tab queued the same save between the look and the write.
    if (err instanceof Dexie.ConstraintError) return 'already';
    throw err;
  }
  if (outcome === 'queued') afterQueued(db, ownerId);
  return outcome;
}

/** A save was queued: note it for the next start-up, and have this tab's sync send it now. */
export function afterQueued(db: ScoutingDb, ownerId: number): void {
  notePending(ownerId, true);
  for (const sync of running) if (sync.db.name === db.name && sync.ownerId === ownerId) void sync.syncNow();
}

/** A refused save goes back to waiting, as it is (the scout chose to send it again). */
export async function resendRefused(submissionId: string, db: ScoutingDb = scoutingDb()): Promise<void> {
  const row = await db.outbox.get(submissionId);
  if (!row || row.state !== 'refused') return;
  await db.outbox.update(submissionId, { state: 'waiting', error: null, code: null });
  afterQueued(db, row.owner_id);
}

/** The scout discards a refused save, explicitly: the only way a save leaves the device unsent. */
export async function discardRefused(submissionId: string, db: ScoutingDb = scoutingDb()): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(submissionId);
    if (row?.state === 'refused') await db.outbox.delete(submissionId);
  });
}

// ---------- reading the outbox ----------

const STATE_ORDER: Record<OutboxState, number> = { refused: 0, sending: 1, waiting: 2, sent: 3 };

/** One report as the scout sees it: its saves (first to last), the newest, and the state that needs them most. */
export interface OutboxReport {
  id: string;
  latest: OutboxRow;
  saves: OutboxRow[];
  /** refused if any save was refused, else sending or waiting while any is unsent, else sent. */
  state: OutboxState;
}

/** Groups saves by report, so a report edited (or delivered twice, from two tabs) shows once. Newest report first. */
export function outboxReports(rows: readonly OutboxRow[]): OutboxReport[] {
  const byReport = new Map<string, OutboxRow[]>();
  for (const row of [...rows].sort((a, b) => a.queued_at.localeCompare(b.queued_at))) {
    const saves = byReport.get(row.id) ?? [];
    saves.push(row);
    byReport.set(row.id, saves);
  }
  return [...byReport.entries()]
    .map(([id, saves]) => ({
      id,
      saves,
      latest: saves[saves.length - 1]!,
      state: saves.reduce<OutboxState>((worst, s) => (STATE_ORDER[s.state] < STATE_ORDER[worst] ? s.state : worst), 'sent'),
    }))
    .sort((a, b) => b.latest.queued_at.localeCompare(a.latest.queued_at));
}

export interface OutboxView {
  loaded: boolean;
  /** Every save of this owner, oldest first. */
  rows: OutboxRow[];
  waiting: OutboxRow[];
  sending: OutboxRow[];
  refused: OutboxRow[];
  sent: OutboxRow[];
  /** One entry per report (see outboxReports). */
  reports: OutboxReport[];
}

export function outboxRowsOf(ownerId: number, db: ScoutingDb = scoutingDb()): Promise<OutboxRow[]> {
  return db.outbox.where('owner_id').equals(ownerId).sortBy('queued_at');
}

/** The owner's outbox, live: it follows every change, from this tab or another. */
export function useOutbox(ownerId: number | null): OutboxView {
  const live = useLiveQuery(() => (ownerId === null ? Promise.resolve([]) : outboxRowsOf(ownerId)), [ownerId]);
  return useMemo(() => {
    const rows = live.value ?? [];
    const inState = (state: OutboxState) => rows.filter((r) => r.state === state);
    return {
      loaded: live.loaded,
      rows,
      waiting: inState('waiting'),
      sending: inState('sending'),
      refused: inState('refused'),
      sent: inState('sent'),
      reports: outboxReports(rows),
    };
  }, [live.loaded, live.value]);
}

// ---------- sending ----------

export type OutboxSyncState = 'idle' | 'sending' | 'offline' | 'retrying' | 'signed-out';

export interface OutboxSyncStatus {
  state: OutboxSyncState;
  /** What went wrong last (the connection, the server's words), for the scout; null when nothing did. */
  message: string | null;
  /** When the next try starts (ms since the epoch, device time) while retrying. */
  retryAt: number | null;
}

/** The part of the Web Locks API the sync uses: one tab sends at a time. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface OutboxSyncOptions {
  ownerId: number;
  db?: ScoutingDb;
  /** Defaults to navigator.onLine. */
  isOnline?: () => boolean;
  /** Where `online` and `offline` events arrive; defaults to window. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Defaults to navigator.locks where the browser has it. */
  locks?: LockRequester | null;
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** How long one delivery may take (SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
  random?: () => number;
}

export interface OutboxSync {
  readonly ownerId: number;
  readonly db: ScoutingDb;
  /** Sends what waits now (joins the pass under way, then runs one more). */
  syncNow(): Promise<void>;
  stop(): void;
  getStatus(): OutboxSyncStatus;
  subscribe(listener: () => void): () => void;
}

export const OUTBOX_LOCK = 'team7790-scouting-outbox';
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
/**
 * How long one delivery may take before it counts as failed and is tried again: a connection that stalls (a venue's
 * network drops the answer and never closes) must not hold the outbox `sending` for ever.
 */
export const SEND_TIMEOUT_MS = 30_000;

const running = new Set<OutboxSync>();

type BatchOutcome =
  | { kind: 'answered'; results: DeliveryResult[] }
  | { kind: 'unavailable'; message: string; retryAfterSeconds?: number }
  | { kind: 'signed-out'; message: string }
  | { kind: 'bad-request'; message: string; code?: string };

async function deliver(reports: ReportSubmission[], timeoutMs: number): Promise<BatchOutcome> {
  try {
    const answer = await apiRequest<{ results: DeliveryResult[] }>('/scouting/reports', {
      method: 'POST',
      body: { reports },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { kind: 'answered', results: Array.isArray(answer?.results) ? answer.results : [] };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'unavailable', message: 'Could not reach the server.' };
    if (err.status === 401) return { kind: 'signed-out', message: 'Your sign-in has expired. Sign in again to send your reports.' };
    // The request itself was refused (a report the server cannot read makes the whole batch fail): sent one by one,
    // the bad one is refused alone. Anything else (offline, 5xx, 403 for now, 404 while the server is updated) waits.
    if (err.status === 400 || err.status === 413 || err.status === 422) return { kind: 'bad-request', message: err.message, code: err.code };
    return { kind: 'unavailable', message: err.status === 0 ? 'Could not reach the server.' : err.message, retryAfterSeconds: err.retryAfterSeconds };
  }
}

/**
 * Sends the owner's waiting saves whenever the device is online: at start, on the `online` event, after each save
 * (queueSubmission nudges it) and after a failure with a growing delay (1 s doubling, capped at 30 s). One pass at a
 * time in a tab, and one tab at a time where the browser has Web Locks; without them two tabs may send the same save,
 * which the server answers as a duplicate. A save left `sending` by a closed tab is sent again.
 */
export function startOutboxSync(options: OutboxSyncOptions): OutboxSync {
  const db = options.db ?? scoutingDb();
  const { ownerId } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const locks = options.locks === undefined ? ((globalThis.navigator as { locks?: LockRequester } | undefined)?.locks ?? null) : options.locks;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? MAX_RETRY_MS;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const random = options.random ?? Math.random;

  let status: OutboxSyncStatus = { state: 'idle', message: null, retryAt: null };
  const listeners = new Set<() => void>();
  const setStatus = (next: OutboxSyncStatus) => {
    if (next.state === status.state && next.message === status.message && next.retryAt === status.retryAt) return;
    status = next;
    for (const listener of listeners) listener();
  };

  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<void> | null = null;
  let again = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const retryLater = (message: string, retryAfterSeconds?: number) => {
    failures += 1;
    const backoff = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
    const delay = Math.min(maxRetryMs, Math.max(backoff * (0.75 + random() * 0.5), (retryAfterSeconds ?? 0) * 1000));
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      void sync.syncNow();
    }, delay);
    setStatus({ state: 'retrying', message, retryAt: Date.now() + delay });
  };

  const unsent = () =>
    db.outbox
      .where('[owner_id+state]')
      .anyOf([
        [ownerId, 'waiting'],
        [ownerId, 'sending'],
      ])
      .sortBy('queued_at');

  /** Applies the server's answers; a save it did not answer goes back to waiting. */
  const record = (batch: OutboxRow[], results: DeliveryResult[]) =>
    db.transaction('rw', db.outbox, async () => {
      const bySubmission = new Map(results.map((r) => [r.submission_id, r]));
      let unanswered = 0;
      for (const row of batch) {
        const result = bySubmission.get(row.submission_id);
        const now = await db.outbox.get(row.submission_id);
        if (!now || now.state === 'sent' || now.state === 'refused') continue;
        if (result?.status === 'accepted' || result?.status === 'duplicate') {
          await db.outbox.update(row.submission_id, { state: 'sent', sent_at: nowIso(), error: null, code: null });
        } else if (result?.status === 'refused') {
          await db.outbox.update(row.submission_id, {
            state: 'refused',
            error: result.error ?? 'The server refused this report.',
            code: result.code ?? null,
          });
        } else {
          unanswered += 1;
          await db.outbox.update(row.submission_id, { state: 'waiting' });
        }
      }
      return unanswered;
    });

  const markWaiting = (batch: OutboxRow[]) =>
    db.transaction('rw', db.outbox, async () => {
      for (const row of batch) {
        const now = await db.outbox.get(row.submission_id);
        if (now?.state === 'sending') await db.outbox.update(row.submission_id, { state: 'waiting' });
      }
    });

  /** Sends one batch; false when the pass must stop (a failure was noted and a retry planned, or sign-in needed). */
  const sendBatch = async (batch: OutboxRow[]): Promise<boolean> => {
    await db.transaction('rw', db.outbox, async () => {
      for (const row of batch) await db.outbox.update(row.submission_id, { state: 'sending', attempts: row.attempts + 1 });
    });
    const outcome = await deliver(
      batch.map((r) => r.submission),
      sendTimeoutMs,
    );
    if (outcome.kind === 'answered') {
      const unanswered = await record(batch, outcome.results);
      if (unanswered > 0) {
        retryLater('The server did not answer for every report.');
        return false;
      }
      return true;
    }
    if (outcome.kind === 'bad-request') {
      if (batch.length === 1) {
        await record(batch, [
          { id: batch[0]!.id, submission_id: batch[0]!.submission_id, status: 'refused', error: outcome.message, code: outcome.code },
        ]);
        return true;
      }
      await markWaiting(batch);
      for (const row of batch) if (!(await sendBatch([row]))) return false;
      return true;
    }
    await markWaiting(batch);
    if (outcome.kind === 'signed-out') {
      clearTimer();
      setStatus({ state: 'signed-out', message: outcome.message, retryAt: null });
    } else retryLater(outcome.message, outcome.retryAfterSeconds);
    return false;
  };

  const pass = async () => {
    if (stopped) return;
    if (!isOnline()) {
      clearTimer();
      setStatus({ state: 'offline', message: null, retryAt: null });
      return;
    }
    for (;;) {
      if (stopped) return;
      const rows = await unsent();
      if (!rows.length) {
        failures = 0;
        notePending(ownerId, false);
        setStatus({ state: 'idle', message: null, retryAt: null });
        return;
      }
      setStatus({ state: 'sending', message: status.state === 'retrying' ? status.message : null, retryAt: null });
      if (!(await sendBatch(rows.slice(0, REPORTS_PER_DELIVERY)))) return;
      failures = 0;
    }
  };

  const guardedPass = () => (locks ? locks.request(OUTBOX_LOCK, pass) : pass());

  const sync: OutboxSync = {
    ownerId,
    db,
    syncNow() {
      if (stopped) return Promise.resolve();
      if (current) {
        again = true;
        return current;
      }
      clearTimer();
      current = (async () => {
        try {
          do {
            again = false;
            try {
              await guardedPass();
            } catch (err) {
              // The store itself failed (storage full, closed): try again later, the saves are still there.
              retryLater(err instanceof Error ? err.message : 'Could not read the reports saved on this device.');
            }
          } while (again && !stopped);
        } finally {
          current = null;
        }
      })();
      return current;
    },
    stop() {
      stopped = true;
      clearTimer();
      running.delete(sync);
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  const onOnline = () => {
    failures = 0;
    void sync.syncNow();
  };
  const onOffline = () => {
    clearTimer();
    setStatus({ state: 'offline', message: null, retryAt: null });
  };
  events?.addEventListener('online', onOnline);
  events?.addEventListener('offline', onOffline);
  running.add(sync);
  void sync.syncNow();
  return sync;
}

// ---------- one sync per owner in a tab, for the pages ----------

const shared = new Map<number, { sync: OutboxSync; users: number }>();

/** The tab's sync for an owner, started on first use and stopped when its last user lets go. */
export function acquireOutboxSync(ownerId: number): { sync: OutboxSync; release(): void } {
  let entry = shared.get(ownerId);
  if (!entry) {
    entry = { sync: startOutboxSync({ ownerId }), users: 0 };
    shared.set(ownerId, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    sync: held.sync,
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users === 0) {
        held.sync.stop();
        shared.delete(ownerId);
      }
    },
  };
}

const IDLE: OutboxSyncStatus = { state: 'idle', message: null, retryAt: null };

/** Keeps the owner's outbox sending while mounted; answers its status and a way to send now. */
export function useOutboxSync(ownerId: number | null): { status: OutboxSyncStatus; syncNow: () => void } {
  const holder = useMemo(() => ({ sync: null as OutboxSync | null, listeners: new Set<() => void>() }), []);
  useEffect(() => {
    if (ownerId === null) return;
    const { sync, release } = acquireOutboxSync(ownerId);
    holder.sync = sync;
    const stop = sync.subscribe(() => holder.listeners.forEach((l) => l()));
    holder.listeners.forEach((l) => l());
    return () => {
      stop();
      holder.sync = null;
      release();
    };
  }, [ownerId, holder]);
  const status = useSyncExternalStore(
    (listener) => {
      holder.listeners.add(listener);
      return () => holder.listeners.delete(listener);
    },
    () => holder.sync?.getStatus() ?? IDLE,
    () => IDLE,
  );
  return { status, syncNow: () => void holder.sync?.syncNow() };
}
