import { REPORTS_PER_DELIVERY, reportSubmission, type DeliveryResult, type ReportSubmission } from '@team7790/shared/scouting/match-scouting';
import Dexie from 'dexie';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { postReports } from '../api/reports-api.ts';
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

/**
 * What one delivery's answer says about its saves:
 * - answered: each save has its own result;
 * - unreachable: nothing reached the server, or it asked to wait (no network, a timeout, 408, 429): every save waits;
 * - signed-out: a 401, every save waits for a new sign-in;
 * - refused: any other 4xx, the request itself was refused: one save alone is refused with that reason;
 * - failed: a 5xx: one save alone is tried again later, after the others.
 */
type BatchOutcome =
  | { kind: 'answered'; results: DeliveryResult[] }
  | { kind: 'unreachable'; message: string; retryAfterSeconds?: number }
  | { kind: 'signed-out'; message: string }
  | { kind: 'refused'; message: string; code?: string }
  | { kind: 'failed'; message: string; retryAfterSeconds?: number };

/** How a delivery's error is read (see BatchOutcome). */
export function outcomeOfError(err: unknown): Exclude<BatchOutcome, { kind: 'answered' }> {
  if (!(err instanceof ApiError) || err.status === 0) return { kind: 'unreachable', message: 'Could not reach the server.' };
  if (err.status === 401) return { kind: 'signed-out', message: 'Your sign-in has expired. Sign in again to send your reports.' };
  if (err.status === 408 || err.status === 429) return { kind: 'unreachable', message: err.message, retryAfterSeconds: err.retryAfterSeconds };
  if (err.status < 500) return { kind: 'refused', message: err.message, code: err.code };
  return { kind: 'failed', message: err.message, retryAfterSeconds: err.retryAfterSeconds };
}

async function deliver(reports: ReportSubmission[], timeoutMs: number): Promise<BatchOutcome> {
  try {
    return { kind: 'answered', results: await postReports(reports, timeoutMs) };
  } catch (err) {
    return outcomeOfError(err);
  }
}

/**
 * Sends the owner's waiting saves whenever the device is online: at start, on the `online` event, after each save
 * (queueSubmission nudges it) and after a failure with a growing delay (1 s doubling, capped at 30 s). One pass at a
 * time in a tab, and one tab at a time where the browser has Web Locks; without them two tabs may send the same save,
 * which the server answers as a duplicate. A save left `sending` by a closed tab is sent again.
 *
 * No save holds back the ones behind it: a batch the server refuses (4xx) or fails on (5xx) is sent again one save at
 * a time, so a save refused alone is kept as refused with the server's reason (not sent again unless the scout says
 * so) and one the server fails on alone waits for the next pass, with the growing delay, and goes after the others
 * from then on. Two saves in a row failing alone is the server failing, not the saves: the pass stops there.
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

  /**
   * Saves the server failed on (5xx alone) or did not answer for, in this tab: each later pass sends them after the
   * others, so one the server cannot take never delays the saves queued after it.
   */
  const suspects = new Set<string>();

  /** Applies the server's answers; a save it did not answer goes back to waiting. Answers the unanswered saves' ids. */
  const record = (batch: OutboxRow[], results: DeliveryResult[]) =>
    db.transaction('rw', db.outbox, async () => {
      const bySubmission = new Map(results.map((r) => [r.submission_id, r]));
      const unanswered: string[] = [];
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
          unanswered.push(row.submission_id);
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

  /** One pass's saves that did not go through (the server failed on them, or did not answer): tried in the next pass. */
  interface PassState {
    held: Set<string>;
    message: string | null;
    retryAfterSeconds?: number;
  }

  const hold = (pass: PassState, ids: readonly string[], message: string, retryAfterSeconds?: number) => {
    for (const id of ids) {
      pass.held.add(id);
      suspects.add(id);
    }
    pass.message = message;
    pass.retryAfterSeconds = retryAfterSeconds;
  };

  /**
   * Sends one batch: 'sent' when every save in it was answered (stored, duplicate or refused), 'held' when the server
   * failed on it or left some unanswered (the pass goes on with the others), 'stop' when the pass must end (no network,
   * sign-in needed, or the server failing on one save after another; a retry or the sign-in is already arranged).
   */
  const sendBatch = async (batch: OutboxRow[], pass: PassState): Promise<'sent' | 'held' | 'stop'> => {
    await db.transaction('rw', db.outbox, async () => {
      for (const row of batch) await db.outbox.update(row.submission_id, { state: 'sending', attempts: row.attempts + 1 });
    });
    const outcome = await deliver(
      batch.map((r) => r.submission),
      sendTimeoutMs,
    );
    if (outcome.kind === 'answered') {
      const unanswered = await record(batch, outcome.results);
      for (const row of batch) if (!unanswered.includes(row.submission_id)) suspects.delete(row.submission_id);
      if (unanswered.length === 0) return 'sent';
      hold(pass, unanswered, 'The server did not answer for every report.');
      return 'held';
    }
    await markWaiting(batch);
    if (outcome.kind === 'refused' || outcome.kind === 'failed') {
      if (batch.length > 1) return sendOneByOne(batch, pass);
      const row = batch[0]!;
      if (outcome.kind === 'refused') {
        suspects.delete(row.submission_id);
        await record(batch, [{ id: row.id, submission_id: row.submission_id, status: 'refused', error: outcome.message, code: outcome.code }]);
        return 'sent';
      }
      hold(pass, [row.submission_id], outcome.message, outcome.retryAfterSeconds);
      return 'held';
    }
    if (outcome.kind === 'signed-out') {
      clearTimer();
      setStatus({ state: 'signed-out', message: outcome.message, retryAt: null });
    } else retryLater(outcome.message, outcome.retryAfterSeconds);
    return 'stop';
  };

  /** A batch the server would not take whole, sent one save at a time, so a bad save is answered alone. */
  const sendOneByOne = async (batch: OutboxRow[], pass: PassState): Promise<'sent' | 'held' | 'stop'> => {
    let heldInARow = 0;
    let anyHeld = false;
    for (const row of batch) {
      const now = await db.outbox.get(row.submission_id);
      if (now?.state !== 'waiting') continue;
      const sent = await sendBatch([now], pass);
      if (sent === 'stop') return 'stop';
      if (sent === 'held') {
        anyHeld = true;
        heldInARow += 1;
        if (heldInARow >= 2) {
          retryLater(pass.message ?? 'The server could not take these reports.', pass.retryAfterSeconds);
          return 'stop';
        }
      } else heldInARow = 0;
    }
    return anyHeld ? 'held' : 'sent';
  };

  const pass = async () => {
    if (stopped) return;
    if (!isOnline()) {
      clearTimer();
      setStatus({ state: 'offline', message: null, retryAt: null });
      return;
    }
    const state: PassState = { held: new Set(), message: null };
    for (;;) {
      if (stopped) return;
      const rows = (await unsent()).filter((r) => !state.held.has(r.submission_id));
      if (!rows.length) {
        if (state.held.size > 0) {
          retryLater(state.message ?? 'The server could not take every report.', state.retryAfterSeconds);
          return;
        }
        failures = 0;
        notePending(ownerId, false);
        setStatus({ state: 'idle', message: null, retryAt: null });
        return;
      }
      // Saves the server failed on before go after the others (a stable sort keeps the queue's order within each).
      const ordered = [...rows.filter((r) => !suspects.has(r.submission_id)), ...rows.filter((r) => suspects.has(r.submission_id))];
      setStatus({ state: 'sending', message: status.state === 'retrying' ? status.message : null, retryAt: null });
      const sent = await sendBatch(ordered.slice(0, REPORTS_PER_DELIVERY), state);
      if (sent === 'stop') return;
      if (sent === 'sent' && state.held.size === 0) failures = 0;
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
