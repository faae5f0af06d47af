import 'fake-indexeddb/auto';
import { builtInForm } from '@team7790/shared/scouting/forms/index';
import { emptyValues, type ScoutingForm } from '@team7790/shared/scouting/form';
import type { DeliveryResult, ReportSubmission, ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEditDraft, openNewDraft, saveDraftValues, submitDraft } from './drafts.ts';
import { newId } from './new-id.ts';
import { discardRefused, outboxReports, queueSubmission, resendRefused, startOutboxSync, type LockRequester, type OutboxSync } from './outbox.ts';
import { ScoutingDb } from './scouting-db.ts';

const SCOUT = 41;
const form: ScoutingForm = { ...builtInForm(2026)!, season: 2026, version: 1 };

const kit: Pick<ScoutingKit, 'event_key' | 'form' | 'schedule'> = {
  event_key: '2026test',
  form,
  schedule: Array.from({ length: 80 }, (_, i) => ({
    key: `2026test_qm${i + 1}`,
    comp_level: 'qm',
    set_number: 1,
    match_number: i + 1,
    name: `Qualification ${i + 1}`,
    time: null,
    red: [1000 + i, 2000 + i, 3000 + i],
    blue: [4000 + i, 5000 + i, 6000 + i],
    played: false,
  })),
};

function report(match: number, overrides: Partial<ReportSubmission> = {}): ReportSubmission {
  return {
    id: newId(),
    submission_id: newId(),
    base_submission_id: null,
    event_key: '2026test',
    match_key: `2026test_qm${match}`,
    station: 'red1',
    team_number: 1000 + match - 1,
    form_season: 2026,
    form_version: 1,
    values: emptyValues(form),
    scouted_by: SCOUT,
    opened_at: '2026-03-06T10:00:00.000Z',
    submitted_at: '2026-03-06T10:03:00.000Z',
    ...overrides,
  };
}

/**
 * The server at the HTTP boundary, as the contract has it: POST /api/scouting/reports stores each submission once
 * (a second delivery is answered `duplicate`), refuses a report of team 9999, and can be down, failing or signed out.
 */
class FakeServer {
  stored = new Map<string, ReportSubmission>();
  deliveries: ReportSubmission[][] = [];
  mode: 'up' | 'unreachable' | 'stalled' | 'failing' | 'signed-out' | 'rejects-batches' = 'up';
  /** Answers nothing for these submissions (a server that lost part of the answer). */
  silent = new Set<string>();
  /** A delivery holding one of these fails whole (500), as a save that breaks the server would. */
  poison = new Set<string>();
  /** Every batch refused whole with this status (a 4xx the request itself gets). */
  refuseAllWith: number | null = null;

  fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const path = String(url);
    if (this.mode === 'unreachable') throw new TypeError('Failed to fetch');
    // A connection that never answers nor closes: only the request's own signal ends it.
    if (this.mode === 'stalled')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    if (path !== '/api/scouting/reports' || init?.method !== 'POST') return json(404, { error: 'Not found' });
    if (this.mode === 'failing') return json(503, { error: 'Service unavailable' });
    if (this.mode === 'signed-out') return json(401, { error: 'Sign in again.' });
    const { reports } = JSON.parse(String(init.body)) as { reports: ReportSubmission[] };
    if (reports.length > 50) return json(400, { error: 'Send at most 50 reports at once.', field: 'reports' });
    if (this.refuseAllWith !== null) {
      this.deliveries.push(reports);
      return json(this.refuseAllWith, { error: 'This account may not send reports.', code: 'forbidden' });
    }
    if (reports.some((r) => this.poison.has(r.submission_id))) {
      this.deliveries.push(reports);
      return json(500, { error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    }
    if (this.mode === 'rejects-batches' && reports.some((r) => r.team_number === 9999))
      return json(400, { error: 'Team must be in the match.', field: 'team_number' });
    this.deliveries.push(reports);
    const results: DeliveryResult[] = reports
      .filter((r) => !this.silent.has(r.submission_id))
      .map((r) => {
        if (r.team_number === 9999)
          return {
            id: r.id,
            submission_id: r.submission_id,
            status: 'refused',
            error: 'Team 9999 is not in this match.',
            code: 'bad_team',
            field: 'team_number',
          };
        if (this.stored.has(r.submission_id)) return { id: r.id, submission_id: r.submission_id, status: 'duplicate' };
        this.stored.set(r.submission_id, r);
        return { id: r.id, submission_id: r.submission_id, status: 'accepted' };
      });
    return json(200, { results });
  };

  /** Every delivery of one submission. */
  timesDelivered(submissionId: string): number {
    return this.deliveries.flat().filter((r) => r.submission_id === submissionId).length;
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Web Locks API as one browser has it: a lock is held by one tab at a time, the others wait their turn. */
function sharedLocks(): LockRequester {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

let db: ScoutingDb;
let server: FakeServer;
let online: boolean;
let network: EventTarget;
const syncs: OutboxSync[] = [];

function startSync(overrides: Partial<Parameters<typeof startOutboxSync>[0]> = {}): OutboxSync {
  const sync = startOutboxSync({
    ownerId: SCOUT,
    db,
    isOnline: () => online,
    events: network,
    locks: null,
    firstRetryMs: 5,
    maxRetryMs: 40,
    ...overrides,
  });
  syncs.push(sync);
  return sync;
}

const rowsOf = async (ownerId = SCOUT, store = db) => store.outbox.where('owner_id').equals(ownerId).sortBy('queued_at');

beforeEach(() => {
  db = new ScoutingDb(`outbox-test-${newId()}`);
  server = new FakeServer();
  online = true;
  network = new EventTarget();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  for (const sync of syncs.splice(0)) sync.stop();
  vi.unstubAllGlobals();
  await db.delete();
});

describe('a report is saved on the device the moment it is submitted', () => {
  it('moves the draft into the outbox as a waiting save, with the schedule team and a new submission id', async () => {
    online = false;
    const sync = startSync();
    const id = await openNewDraft({ userId: SCOUT, kit, matchKey: '2026test_qm3', station: 'blue2' }, db);
    const draft = (await db.drafts.get(id))!;
    expect(draft).toMatchObject({ match_key: '2026test_qm3', station: 'blue2', team_number: 5002, base_submission_id: null });
    await saveDraftValues(id, { ...draft.values, auto_fuel: 12, notes: 'Fast cycles' }, db);

    const outcome = await submitDraft((await db.drafts.get(id))!, form, SCOUT, kit, db);
    expect(outcome.ok).toBe(true);
    expect(await db.drafts.get(id)).toBeUndefined();
    const [row] = await rowsOf();
    expect(row).toMatchObject({ id, state: 'waiting', origin: 'device', owner_id: SCOUT, error: null });
    expect(row!.submission).toMatchObject({
      id,
      team_number: 5002,
      base_submission_id: null,
      scouted_by: SCOUT,
      values: { auto_fuel: 12, notes: 'Fast cycles' },
    });
    expect(row!.submission_id).not.toBe(id);

    await sync.syncNow();
    expect(server.deliveries).toEqual([]);
    expect(sync.getStatus().state).toBe('offline');
  });

  it('refuses to submit answers that do not fit the form, and keeps the draft', async () => {
    const id = await openNewDraft({ userId: SCOUT, kit, matchKey: '2026test_qm3', station: 'red1' }, db);
    await saveDraftValues(id, { ...(await db.drafts.get(id))!.values, auto_fuel: 999 }, db);
    const outcome = await submitDraft((await db.drafts.get(id))!, form, SCOUT, kit, db);
    expect(outcome).toEqual({ ok: false, problems: [{ field: 'auto_fuel', error: 'Fuel scored must be a whole number from 0 to 200.' }] });
    expect(await db.drafts.get(id)).toBeDefined();
    expect(await rowsOf()).toEqual([]);
  });

  it('opens the unfinished report of a match and station again rather than a second one', async () => {
    const first = await openNewDraft({ userId: SCOUT, kit, matchKey: '2026test_qm3', station: 'red1' }, db);
    expect(await openNewDraft({ userId: SCOUT, kit, matchKey: '2026test_qm3', station: 'red1' }, db)).toBe(first);
    expect(await openNewDraft({ userId: SCOUT, kit, matchKey: '2026test_qm3', station: 'red2' }, db)).not.toBe(first);
  });
});

describe('sending', () => {
  it('sends a waiting save once the device is back online, and marks it sent', async () => {
    online = false;
    startSync();
    const saved = report(1);
    expect(await queueSubmission(saved, 'device', SCOUT, db)).toBe('queued');
    expect((await rowsOf())[0]!.state).toBe('waiting');

    online = true;
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await rowsOf())[0]).toMatchObject({ state: 'sent', attempts: 1 }));
    expect(server.timesDelivered(saved.submission_id)).toBe(1);
    expect(server.stored.get(saved.submission_id)).toEqual(saved);
  });

  it('sends right after a save while online', async () => {
    const sync = startSync();
    await sync.syncNow();
    const saved = report(2);
    await queueSubmission(saved, 'device', SCOUT, db);
    await vi.waitFor(async () => expect((await rowsOf())[0]!.state).toBe('sent'));
    // The row is marked sent before the send loop ends and the status returns to idle (CI read 'sending' between).
    await vi.waitFor(() => expect(sync.getStatus()).toEqual({ state: 'idle', message: null, retryAt: null }));
  });

  it('counts a duplicate answer (the server had it already) as sent', async () => {
    const saved = report(3);
    server.stored.set(saved.submission_id, saved);
    await queueSubmission(saved, 'device', SCOUT, db);
    await startSync().syncNow();
    expect((await rowsOf())[0]).toMatchObject({ state: 'sent', error: null });
    expect(server.timesDelivered(saved.submission_id)).toBe(1);
  });

  it("keeps a refused save with the server's reason; the scout sends it again or discards it", async () => {
    const good = report(4);
    const bad = report(5, { team_number: 9999 });
    await queueSubmission(good, 'device', SCOUT, db);
    await queueSubmission(bad, 'device', SCOUT, db);
    const sync = startSync();
    await sync.syncNow();
    expect((await db.outbox.get(good.submission_id))!.state).toBe('sent');
    expect(await db.outbox.get(bad.submission_id)).toMatchObject({ state: 'refused', error: 'Team 9999 is not in this match.', code: 'bad_team' });

    // Refused stays refused: later passes do not send it, nothing drops it.
    await sync.syncNow();
    expect(server.timesDelivered(bad.submission_id)).toBe(1);

    await resendRefused(bad.submission_id, db);
    await vi.waitFor(() => expect(server.timesDelivered(bad.submission_id)).toBe(2));
    await vi.waitFor(async () => expect((await db.outbox.get(bad.submission_id))!.state).toBe('refused'));

    await discardRefused(good.submission_id, db);
    expect(await db.outbox.get(good.submission_id)).toBeDefined();
    await discardRefused(bad.submission_id, db);
    expect(await db.outbox.get(bad.submission_id)).toBeUndefined();
  });

  it('keeps saves waiting when the network fails or the server errs, and sends them when it answers again', async () => {
    const saved = report(6);
    await queueSubmission(saved, 'device', SCOUT, db);
    // No retry of its own during the test: each pass is started here.
    const sync = startSync({ firstRetryMs: 60_000, maxRetryMs: 60_000 });
    server.mode = 'unreachable';
    await sync.syncNow();
    expect((await rowsOf())[0]).toMatchObject({ state: 'waiting', error: null });
    expect(sync.getStatus()).toMatchObject({ state: 'retrying', message: 'Could not reach the server.' });

    server.mode = 'failing';
    await sync.syncNow();
    expect((await rowsOf())[0]).toMatchObject({ state: 'waiting', error: null });
    expect(sync.getStatus()).toMatchObject({ state: 'retrying', message: 'Service unavailable' });

    server.mode = 'up';
    await sync.syncNow();
    expect((await rowsOf())[0]!.state).toBe('sent');
    expect(server.stored.has(saved.submission_id)).toBe(true);
    expect(sync.getStatus().state).toBe('idle');
  });

  it('gives up on a delivery that never answers, keeps the save waiting, and sends it once the server answers', async () => {
    const saved = report(9);
    await queueSubmission(saved, 'device', SCOUT, db);
    const sync = startSync({ firstRetryMs: 60_000, maxRetryMs: 60_000, sendTimeoutMs: 50 });
    server.mode = 'stalled';
    await sync.syncNow();
    expect((await rowsOf())[0]).toMatchObject({ state: 'waiting', error: null });
    expect(sync.getStatus()).toMatchObject({ state: 'retrying', message: 'Could not reach the server.' });

    server.mode = 'up';
    await sync.syncNow();
    expect((await rowsOf())[0]!.state).toBe('sent');
    expect(server.timesDelivered(saved.submission_id)).toBe(1);
  });

  it('tries again by itself after a failure, with a growing delay capped', async () => {
    const saved = report(7);
    await queueSubmission(saved, 'device', SCOUT, db);
    server.mode = 'unreachable';
    const sync = startSync({ firstRetryMs: 5, maxRetryMs: 40, random: () => 0.5 });
    await sync.syncNow();
    const firstRetry = sync.getStatus().retryAt! - Date.now();
    expect(firstRetry).toBeLessThanOrEqual(40);
    await vi.waitFor(async () => expect((await rowsOf())[0]!.attempts).toBeGreaterThanOrEqual(4));
    server.mode = 'up';
    await vi.waitFor(async () => expect((await rowsOf())[0]!.state).toBe('sent'));
    expect(server.timesDelivered(saved.submission_id)).toBe(1);
  });

  it('keeps saves waiting when the sign-in has expired, and says so', async () => {
    await queueSubmission(report(8), 'device', SCOUT, db);
    server.mode = 'signed-out';
    const sync = startSync();
    await sync.syncNow();
    expect((await rowsOf())[0]!.state).toBe('waiting');
    expect(sync.getStatus()).toEqual({
      state: 'signed-out',
      message: 'Your sign-in has expired. Sign in again to send your reports.',
      retryAt: null,
    });
    server.mode = 'up';
    await sync.syncNow();
    expect((await rowsOf())[0]!.state).toBe('sent');
  });

  it('sends in batches of at most 50, oldest first', async () => {
    const saves = Array.from({ length: 120 }, (_, i) => report((i % 80) + 1));
    for (const s of saves) await queueSubmission(s, 'device', SCOUT, db);
    await startSync().syncNow();
    expect(server.deliveries.map((d) => d.length)).toEqual([50, 50, 20]);
    expect(server.deliveries.flat().map((r) => r.submission_id)).toEqual(saves.map((s) => s.submission_id));
    expect((await rowsOf()).every((r) => r.state === 'sent')).toBe(true);
  });

  it('sends one by one when the server refuses a whole batch, so only the bad save is refused', async () => {
    server.mode = 'rejects-batches';
    const saves = [report(8), report(9, { team_number: 9999 }), report(10)];
    for (const s of saves) await queueSubmission(s, 'device', SCOUT, db);
    await startSync().syncNow();
    expect((await rowsOf()).map((r) => r.state)).toEqual(['sent', 'refused', 'sent']);
    expect((await db.outbox.get(saves[1]!.submission_id))!.error).toBe('Team must be in the match.');
  });

  it('never lets a save the server fails on (5xx) hold back the saves around it or queued after it', async () => {
    const [good1, bad, good2] = [report(30), report(31), report(32)];
    server.poison.add(bad.submission_id);
    for (const s of [good1, bad, good2]) await queueSubmission(s, 'device', SCOUT, db);
    // Started offline, so each pass below is the test's own.
    online = false;
    const sync = startSync({ firstRetryMs: 60_000, maxRetryMs: 60_000 });
    online = true;
    await sync.syncNow();
    expect((await rowsOf()).map((r) => [r.submission_id, r.state])).toEqual([
      [good1.submission_id, 'sent'],
      // Not refused: a 5xx says nothing about the save, so it is tried again later, as it is.
      [bad.submission_id, 'waiting'],
      [good2.submission_id, 'sent'],
    ]);
    expect(sync.getStatus()).toMatchObject({ state: 'retrying', message: 'Something went wrong on our side. Please try again.' });
    // The batch once, then each save alone.
    expect(server.deliveries.map((d) => d.map((r) => r.submission_id))).toEqual([
      [good1.submission_id, bad.submission_id, good2.submission_id],
      [good1.submission_id],
      [bad.submission_id],
      [good2.submission_id],
    ]);

    // A save made later goes first, and through, while the failing one still waits.
    const later = report(33);
    server.deliveries = [];
    await queueSubmission(later, 'device', SCOUT, db);
    await vi.waitFor(async () => expect((await db.outbox.get(later.submission_id))!.state).toBe('sent'));
    expect(server.deliveries[0]!.map((r) => r.submission_id)).toEqual([later.submission_id, bad.submission_id]);
    expect((await db.outbox.get(bad.submission_id))!.state).toBe('waiting');

    // Once the server can take it, it is sent like any other.
    server.poison.clear();
    await sync.syncNow();
    expect((await db.outbox.get(bad.submission_id))!.state).toBe('sent');
    expect(sync.getStatus().state).toBe('idle');
  });

  it('retries a save the server keeps failing on by itself, with the growing delay', async () => {
    const bad = report(34);
    server.poison.add(bad.submission_id);
    await queueSubmission(bad, 'device', SCOUT, db);
    const sync = startSync({ firstRetryMs: 5, maxRetryMs: 40, random: () => 0.5 });
    // A deadline for a busy machine, not a measure: the delays add up to well under a second.
    await vi.waitFor(async () => expect((await rowsOf())[0]!.attempts).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    expect((await rowsOf())[0]).toMatchObject({ state: expect.stringMatching(/^(waiting|sending)$/), error: null });
    expect(sync.getStatus().state).not.toBe('idle');
    server.poison.clear();
    await vi.waitFor(async () => expect((await rowsOf())[0]!.state).toBe('sent'), { timeout: 10_000 });
  });

  it('stops a pass when the server fails on two saves in a row alone: it is the server, not the saves', async () => {
    const saves = Array.from({ length: 10 }, (_, i) => report(40 + i));
    for (const s of saves) {
      server.poison.add(s.submission_id);
      await queueSubmission(s, 'device', SCOUT, db);
    }
    // Started offline, so each pass below is the test's own.
    online = false;
    const sync = startSync({ firstRetryMs: 60_000, maxRetryMs: 60_000 });
    online = true;
    await sync.syncNow();
    // The batch, then two saves alone: not ten requests for a server that fails every one.
    expect(server.deliveries.map((d) => d.length)).toEqual([10, 1, 1]);
    expect((await rowsOf()).every((r) => r.state === 'waiting')).toBe(true);
    expect(sync.getStatus().state).toBe('retrying');

    // The next pass starts with the saves not tried alone yet, so every pass gets further.
    server.deliveries = [];
    await sync.syncNow();
    expect(server.deliveries.map((d) => d[0]!.submission_id)).toEqual([2, 2, 3].map((i) => saves[i]!.submission_id));
  });

  it.each([403, 404, 409, 422])('refuses each save alone, with the reason, when every batch answers %i', async (status) => {
    server.refuseAllWith = status;
    const saves = [report(50), report(51)];
    for (const s of saves) await queueSubmission(s, 'device', SCOUT, db);
    // Started offline, so each pass below is the test's own.
    online = false;
    const sync = startSync({ firstRetryMs: 60_000, maxRetryMs: 60_000 });
    online = true;
    await sync.syncNow();
    expect(await rowsOf()).toMatchObject([
      { state: 'refused', error: 'This account may not send reports.', code: 'forbidden' },
      { state: 'refused', error: 'This account may not send reports.', code: 'forbidden' },
    ]);
    expect(sync.getStatus().state).toBe('idle');
    // Refused is kept, not sent again by itself.
    await sync.syncNow();
    expect(server.deliveries.map((d) => d.length)).toEqual([2, 1, 1]);
  });

  it.each([408, 429])('waits, refusing nothing, when the server answers %i', async (status) => {
    server.refuseAllWith = status;
    await queueSubmission(report(52), 'device', SCOUT, db);
    // Started offline, so each pass below is the test's own.
    online = false;
    const sync = startSync({ firstRetryMs: 60_000, maxRetryMs: 60_000 });
    online = true;
    await sync.syncNow();
    expect((await rowsOf())[0]).toMatchObject({ state: 'waiting', error: null });
    expect(sync.getStatus().state).toBe('retrying');
    expect(server.deliveries).toHaveLength(1);
  });

  it('puts a save the server did not answer for back to waiting and tries again', async () => {
    const saved = report(11);
    server.silent.add(saved.submission_id);
    await queueSubmission(saved, 'device', SCOUT, db);
    const sync = startSync();
    await sync.syncNow();
    expect((await rowsOf())[0]!.state).toBe('waiting');
    server.silent.clear();
    await vi.waitFor(async () => expect((await rowsOf())[0]!.state).toBe('sent'));
  });

  it('sends again a save a closed tab left as sending', async () => {
    const saved = report(12);
    await queueSubmission(saved, 'device', SCOUT, db);
    await db.outbox.update(saved.submission_id, { state: 'sending', attempts: 1 });
    await startSync().syncNow();
    expect((await rowsOf())[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it("sends only its owner's saves", async () => {
    await queueSubmission(report(13), 'device', 99, db);
    await startSync().syncNow();
    expect(server.deliveries).toEqual([]);
    expect((await rowsOf(99))[0]!.state).toBe('waiting');
  });
});

describe('scanned reports', () => {
  it('adds a scanned code once, however many times it is scanned, whatever its state', async () => {
    const scanned = report(14, { scouted_by: 77 });
    expect(await queueSubmission(scanned, 'scanned', SCOUT, db)).toBe('queued');
    expect(await queueSubmission(scanned, 'scanned', SCOUT, db)).toBe('already');
    expect(await queueSubmission({ ...scanned }, 'device', SCOUT, db)).toBe('already');
    await startSync().syncNow();
    expect(await queueSubmission(scanned, 'scanned', SCOUT, db)).toBe('already');
    expect(await rowsOf()).toMatchObject([{ submission_id: scanned.submission_id, origin: 'scanned', state: 'sent' }]);
    expect(server.timesDelivered(scanned.submission_id)).toBe(1);
  });

  it('refuses to queue what is not a report', async () => {
    await expect(queueSubmission({ ...report(15), station: 'red4' } as unknown as ReportSubmission, 'scanned', SCOUT, db)).rejects.toThrow(/station/);
    expect(await rowsOf()).toEqual([]);
  });
});

describe('edits', () => {
  it("makes a new save of the same report that names the previous save's submission", async () => {
    const id = await openNewDraft({ userId: SCOUT, kit, matchKey: '2026test_qm20', station: 'red3' }, db);
    const first = await submitDraft((await db.drafts.get(id))!, form, SCOUT, kit, db);
    if (!first.ok) throw new Error('first save refused');
    const [saved] = await rowsOf();

    expect(await openEditDraft(saved!, db)).toBe(id);
    const draft = (await db.drafts.get(id))!;
    expect(draft.base_submission_id).toBe(first.submission.submission_id);
    await saveDraftValues(id, { ...draft.values, fouls: 2 }, db);
    const second = await submitDraft((await db.drafts.get(id))!, form, SCOUT, kit, db);
    if (!second.ok) throw new Error('edit refused');

    expect(second.submission).toMatchObject({ id, base_submission_id: first.submission.submission_id, values: { fouls: 2 } });
    expect(Date.parse(second.submission.submitted_at)).toBeGreaterThan(Date.parse(first.submission.submitted_at));
    const rows = await rowsOf();
    expect(rows.map((r) => r.state)).toEqual(['waiting', 'waiting']);
    // Shown once: one report with two saves.
    expect(outboxReports(rows)).toMatchObject([
      { id, state: 'waiting', saves: [{}, {}], latest: { submission_id: second.submission.submission_id } },
    ]);

    await startSync().syncNow();
    expect(server.deliveries.flat().map((r) => r.submission_id)).toEqual([first.submission.submission_id, second.submission.submission_id]);
  });

  it('submits an edit after the save it edits even when the clock reads earlier', async () => {
    const saved = report(22, { submitted_at: '2099-01-01T00:00:00.000Z' });
    await queueSubmission(saved, 'device', SCOUT, db);
    await openEditDraft((await rowsOf())[0]!, db);
    const edit = await submitDraft((await db.drafts.get(saved.id))!, form, SCOUT, kit, db);
    expect(edit.ok && edit.submission.submitted_at).toBe('2099-01-01T00:00:00.001Z');
  });

  it('replaces a refused save with its edit', async () => {
    const refused = report(21, { team_number: 9999 });
    await queueSubmission(refused, 'device', SCOUT, db);
    await startSync().syncNow();
    const [row] = await rowsOf();
    expect(row!.state).toBe('refused');

    await openEditDraft(row!, db);
    const draft = (await db.drafts.get(refused.id))!;
    expect(draft.base_submission_id).toBeNull();
    const edit = await submitDraft(draft, form, SCOUT, kit, db);
    if (!edit.ok) throw new Error('edit refused');
    expect(edit.submission.team_number).toBe(1020);
    await vi.waitFor(async () => expect(await rowsOf()).toMatchObject([{ submission_id: edit.submission.submission_id, state: 'sent' }]));
  });
});

describe('several tabs', () => {
  it('lose nothing and send each save once when they share the Web Locks of one browser', async () => {
    const locks = sharedLocks();
    const otherTab = new ScoutingDb(db.name);
    const tabs = [startSync({ locks }), startSync({ locks, db: otherTab })];
    const saves = Array.from({ length: 30 }, (_, i) => report(i + 1));
    await Promise.all(saves.map((s, i) => queueSubmission(s, 'device', SCOUT, i % 2 ? otherTab : db)));
    await Promise.all(tabs.map((t) => t.syncNow()));
    await vi.waitFor(async () => expect((await rowsOf()).every((r) => r.state === 'sent')).toBe(true));
    for (const s of saves) expect(server.timesDelivered(s.submission_id)).toBe(1);
    expect(outboxReports(await rowsOf(SCOUT, otherTab))).toHaveLength(30);
    otherTab.close();
  });

  it('lose nothing and show each report once without Web Locks, sending a save twice at worst', async () => {
    const otherTab = new ScoutingDb(db.name);
    const tabs = [startSync(), startSync({ db: otherTab })];
    const saves = Array.from({ length: 30 }, (_, i) => report(i + 1));
    await Promise.all(saves.map((s, i) => queueSubmission(s, 'device', SCOUT, i % 2 ? otherTab : db)));
    await Promise.all(tabs.map((t) => t.syncNow()));
    await vi.waitFor(async () => expect((await rowsOf()).every((r) => r.state === 'sent')).toBe(true));
    expect(new Set(server.stored.keys())).toEqual(new Set(saves.map((s) => s.submission_id)));
    expect(outboxReports(await rowsOf())).toHaveLength(30);
    otherTab.close();
  });
});
