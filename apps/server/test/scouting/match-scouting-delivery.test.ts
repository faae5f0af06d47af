import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reefscape2025Form } from '@team7790/shared/scouting/forms/reefscape-2025';
import type { DeliveryResult, ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import { fixedClock } from '../../src/clock.ts';
import type { Executor } from '../../src/db/rows.ts';
import { ScoutingEvents } from '../../src/features/scouting/event-schedule.ts';
import { FormService } from '../../src/features/scouting/form-service.ts';
import { ReportRepo } from '../../src/features/scouting/report-repo.ts';
import { ReportService } from '../../src/features/scouting/report-service.ts';
import type { AuthUser } from '../../src/plugins/auth.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { engines } from '../databases.ts';
import { openStream, type StreamReader } from '../live/sse-client.ts';
import { count, deliver, DURING_THE_EVENT, editOf, EVENT, firstSave, KIT, liveEvents, REPORTS, teamAt } from './scouting-kit.ts';

const T = (minute: number) => `2025-03-01T14:${String(minute).padStart(2, '0')}:00.000Z`;

describe.each(engines)('delivering match-scouting reports on %s', (engine) => {
  const k = useChatKit(engine, { now: fixedClock(DURING_THE_EVENT) });
  let kit: ScoutingKit;
  /** A first save of qualification 1's red 1, with the schedule's team. */
  const qm1 = (over: Parameters<typeof firstSave>[0] = {}) => firstSave({ team_number: teamAt(kit, `${EVENT}_qm1`, 'red1'), ...over });
  beforeAll(async () => {
    kit = await k.ok('GET', KIT, 'ana');
  });

  it('stores a new report as its first version, names its scout and deliverer, and tells the live stream once', async () => {
    const save = qm1({ values: { auto_coral_l4: 2, notes: 'quick' } });
    expect(await deliver(k, 'ana', save)).toEqual([{ id: save.id, submission_id: save.submission_id, status: 'accepted' }]);
    const report = await k.ok('GET', `${REPORTS}/${save.id}`, 'ana');
    expect(report).toMatchObject({
      id: save.id,
      event_key: EVENT,
      match_key: `${EVENT}_qm1`,
      station: 'red1',
      team_number: save.team_number,
      form_season: 2025,
      form_version: 1,
      values: save.values,
      scouted_by: { id: k.ids.ana, name: 'ana' },
      delivered_by: { id: k.ids.ana, name: 'ana' },
      opened_at: save.opened_at,
      submitted_at: save.submitted_at,
      received_at: new Date(DURING_THE_EVENT).toISOString(),
      versions: 1,
    });
    expect(report.history).toEqual([
      {
        submission_id: save.submission_id,
        values: save.values,
        submitted_at: save.submitted_at,
        received_at: new Date(DURING_THE_EVENT).toISOString(),
        delivered_by: { id: k.ids.ana, name: 'ana' },
      },
    ]);
    expect(await liveEvents(k)).toEqual([
      { type: 'scouting.report', event_key: EVENT, match_key: `${EVENT}_qm1`, team_number: save.team_number, report_id: save.id },
    ]);
  });

  it('answers a second delivery of a save as a duplicate, a success that stores and announces nothing more', async () => {
    const save = qm1();
    await deliver(k, 'ana', save);
    // The same save again, alone and beside a new one, and relayed by someone else (a QR code scanned by the lead).
    const other = qm1({ station: 'red2', team_number: teamAt(kit, `${EVENT}_qm1`, 'red2') });
    expect((await deliver(k, 'ana', save, other)).map((r) => r.status)).toEqual(['duplicate', 'accepted']);
    expect((await deliver(k, 'coach', save)).map((r) => r.status)).toEqual(['duplicate']);
    expect(await count(k, 'scouting_reports')).toBe(2);
    expect(await count(k, 'scouting_report_versions')).toBe(2);
    expect((await liveEvents(k)).map((e) => e.report_id)).toEqual([save.id, other.id]);
  });

  it('stores a save once when two deliveries of it arrive at the same moment, a new report or an edit', async () => {
    // ana's phone names her as the scout, so her edit is hers whichever delivery stored the report.
    const save = qm1({ scouted_by: k.ids.ana });
    const twice = await Promise.all([deliver(k, 'ana', save), deliver(k, 'coach', save), deliver(k, 'ana', save)]);
    expect(twice.map(([r]) => r!.status).sort()).toEqual(['accepted', 'duplicate', 'duplicate']);
    const edit = editOf(save, T(5), { auto_coral_l1: 4 });
    const again = await Promise.all([deliver(k, 'ana', edit), deliver(k, 'ana', edit)]);
    expect(again.map(([r]) => r!.status).sort()).toEqual(['accepted', 'duplicate']);
    expect(await count(k, 'scouting_reports')).toBe(1);
    expect(await count(k, 'scouting_report_versions')).toBe(2);
    expect((await k.ok('GET', `${REPORTS}/${save.id}`, 'ana')).versions).toBe(2);
    expect(await liveEvents(k)).toHaveLength(2);
  });

  it('stores a save once when both deliveries have found it new before either stores it', async () => {
    // The service on this database, its repository holding each delivery after its first look for the save until
    // both have looked: both find it new, and both go on to store it at once.
    class BothLookFirst extends ReportRepo {
      private looked = 0;
      private bothLooked!: () => void;
      private readonly gate = new Promise<void>((resolve) => (this.bothLooked = resolve));
      override async hasSubmission(db: Executor, submissionId: string) {
        const found = await super.hasSubmission(db, submissionId);
        if (db === this.db && submissionId === watched) {
          if (++this.looked === 2) this.bothLooked();
          await this.gate;
        }
        return found;
      }
    }
    const database = k.t.database.db;
    const service = () =>
      new ReportService(
        new BothLookFirst(database),
        new FormService(database),
        new ScoutingEvents(k.t.app.services.competition.reads),
        () => new Date(DURING_THE_EVENT),
      );
    const as = (name: 'ana' | 'mentor'): AuthUser => ({
      id: k.ids[name],
      username: name,
      isAdmin: name === 'mentor',
      userType: 'member',
      sessionId: 0,
    });
    // ana sends her report as the mentor relays it from her QR code: his delivery must be a duplicate, not a refused edit.
    const save = qm1({ scouted_by: k.ids.ana });
    let watched = save.submission_id;
    const once = service();
    const first = await Promise.all([once.deliver(as('ana'), [save]), once.deliver(as('mentor'), [save])]);
    expect(first.map(([r]) => r!.status).sort()).toEqual(['accepted', 'duplicate']);
    const edit = editOf(save, T(5), { auto_coral_l1: 4 });
    watched = edit.submission_id;
    const twice = service();
    const again = await Promise.all([twice.deliver(as('ana'), [edit]), twice.deliver(as('ana'), [edit])]);
    expect(again.map(([r]) => r!.status).sort()).toEqual(['accepted', 'duplicate']);
    expect(await count(k, 'scouting_reports')).toBe(1);
    expect(await count(k, 'scouting_report_versions')).toBe(2);
    expect(await liveEvents(k)).toHaveLength(2);
  });

  it('merges edits field by field, last writer wins, and keeps every save whole in the history', async () => {
    const save = qm1({ values: { auto_coral_l1: 1, notes: '' } });
    await deliver(k, 'ana', save);
    // ana fixes the coral count at 14:05; the lead (an administrator) adds a note at 14:07 to the same first save.
    const coral = editOf(save, T(5), { auto_coral_l1: 3 });
    const note = editOf(save, T(7), { notes: 'tipped over in auto' });
    // An edit of the coral made at 14:04 on another phone arrives last: it is older than 14:05's and loses.
    const stale = editOf(save, T(4), { auto_coral_l1: 9 });
    expect((await deliver(k, 'ana', coral)).map((r) => r.status)).toEqual(['accepted']);
    expect((await deliver(k, 'coach', note)).map((r) => r.status)).toEqual(['accepted']);
    expect((await deliver(k, 'ana', stale)).map((r) => r.status)).toEqual(['accepted']);
    const report = await k.ok('GET', `${REPORTS}/${save.id}`, 'ana');
    expect(report.values).toEqual({ ...save.values, auto_coral_l1: 3, notes: 'tipped over in auto' });
    expect(report.versions).toBe(4);
    expect(report.submitted_at).toBe(T(7));
    expect(report.delivered_by).toEqual({ id: k.ids.ana, name: 'ana' });
    // Every save, in the order they were made on the phones: the stale one (14:04) before ana's fix (14:05).
    expect(report.history.map((v: { submission_id: string }) => v.submission_id)).toEqual([
      save.submission_id,
      stale.submission_id,
      coral.submission_id,
      note.submission_id,
    ]);
    expect(report.history[1].values.auto_coral_l1).toBe(9);
    expect(report.history[3]).toMatchObject({ values: note.values, delivered_by: { id: k.ids.coach, name: 'coach' } });
    expect(await liveEvents(k)).toHaveLength(4);
  });

  it('reads a save that arrives before the one it edits as the report, and the older save after it changes nothing', async () => {
    const save = qm1({ values: { teleop_coral_l2: 2 } });
    const edit = editOf(save, T(6), { teleop_coral_l2: 5 });
    expect((await deliver(k, 'ana', edit, save)).map((r) => r.status)).toEqual(['accepted', 'accepted']);
    const report = await k.ok('GET', `${REPORTS}/${save.id}`, 'ana');
    expect(report.values.teleop_coral_l2).toBe(5);
    expect(report.history).toHaveLength(2);
  });

  it('keeps the scout an administrator names on a relayed report when they are a member, else names the administrator', async () => {
    const bens = qm1({ scouted_by: k.ids.ben });
    const fans = qm1({ station: 'red2', team_number: teamAt(kit, `${EVENT}_qm1`, 'red2'), scouted_by: k.ids.fan });
    const nobody = qm1({ station: 'red3', team_number: teamAt(kit, `${EVENT}_qm1`, 'red3'), scouted_by: 987654 });
    await deliver(k, 'mentor', bens, fans, nobody);
    const { reports } = await k.ok('GET', `/api/scouting/events/${EVENT}/reports`, 'coach');
    expect(reports.map((r: { scouted_by: { name: string }; delivered_by: { name: string } }) => [r.scouted_by.name, r.delivered_by.name])).toEqual([
      ['ben', 'mentor'],
      ['mentor', 'mentor'],
      ['mentor', 'mentor'],
    ]);
  });

  it('refuses a member crediting a report to someone else (who could then edit it); their own is credited to them', async () => {
    const forBen = qm1({ scouted_by: k.ids.ben });
    const own = qm1({ station: 'red2', team_number: teamAt(kit, `${EVENT}_qm1`, 'red2'), scouted_by: k.ids.cy });
    const unnamed = qm1({ station: 'red3', team_number: teamAt(kit, `${EVENT}_qm1`, 'red3'), scouted_by: null });
    const results = await deliver(k, 'cy', forBen, own, unnamed);
    expect(results[0]).toMatchObject({ status: 'refused', code: 'not_your_report', field: 'scouted_by' });
    expect(results[0]!.error).toBe("Only its scout or an administrator may send another member's report.");
    expect(results.slice(1).map((r) => r.status)).toEqual(['accepted', 'accepted']);
    expect(await count(k, 'scouting_report_versions')).toBe(2);
    // Nothing of it is ben's: his list is empty, and the report does not exist for him to edit.
    expect((await k.ok('GET', `/api/scouting/events/${EVENT}/reports`, 'ben')).reports).toEqual([]);
    expect((await k.call('GET', `${REPORTS}/${forBen.id}`, 'ben')).statusCode).toBe(404);
    const { reports } = await k.ok('GET', `/api/scouting/events/${EVENT}/reports`, 'coach');
    expect(reports.map((r: { scouted_by: { name: string } }) => r.scouted_by.name)).toEqual(['cy', 'cy']);
    // Ben's own phone still sends it, credited to him.
    expect((await deliver(k, 'ben', forBen))[0]!.status).toBe('accepted');
  });

  it('accepts a report whose team is not the one the schedule now has there: the schedule may have changed since', async () => {
    const other = teamAt(kit, `${EVENT}_qm1`, 'blue3');
    expect((await deliver(k, 'ana', qm1({ team_number: other }))).map((r) => r.status)).toEqual(['accepted']);
  });

  it('refuses, never drops, a save that cannot be stored, saying why, and stores and announces nothing of it', async () => {
    const mine = qm1();
    await deliver(k, 'ana', mine);
    const before = {
      reports: await count(k, 'scouting_reports'),
      versions: await count(k, 'scouting_report_versions'),
      live: (await liveEvents(k)).length,
    };
    const cases: [ReturnType<typeof qm1>, string, string | undefined, string, string][] = [
      [qm1({ form_version: 9 }), 'unknown_form', 'form_version', 'ana', 'The 2025 scouting form has no version 9.'],
      [qm1({ form_season: 2026 }), 'report_mismatch', 'form_season', 'ana', 'A 2025milac report is filled with the 2025 form.'],
      [qm1({ values: { auto_coral_l1: 31 } }), 'invalid_values', 'auto_coral_l1', 'ana', 'Coral L1 must be a whole number from 0 to 30.'],
      [qm1({ values: { end_barge: 'Hovering' } }), 'invalid_values', 'end_barge', 'ana', 'Barge must be one of None, Parked'],
      [qm1({ values: { jetpack: true } }), 'invalid_values', 'jetpack', 'ana', 'The form has no field jetpack.'],
      [qm1({ match_key: '2025mitvc_qm1' }), 'report_mismatch', 'match_key', 'ana', 'Match 2025mitvc_qm1 is not a match of 2025milac.'],
      [qm1({ match_key: `${EVENT}_qm999` }), 'unknown_match', 'match_key', 'ana', '2025milac has no match 2025milac_qm999.'],
      [qm1({ event_key: '2025zzzz', match_key: '2025zzzz_qm1' }), 'unknown_event', 'event_key', 'ana', 'Event 2025zzzz was not found.'],
      [editOf(mine, T(9), { auto_coral_l1: 2 }), 'not_yours', undefined, 'ben', 'Only its scout, whoever sent it or an administrator'],
      [{ ...editOf(mine, T(9), {}), station: 'blue1' }, 'report_mismatch', 'station', 'ana', 'A change of a report must keep its station (red1).'],
      [{ ...editOf(mine, T(9), {}), match_key: `${EVENT}_qm2` }, 'report_mismatch', 'match_key', 'ana', 'must keep its match key'],
    ];
    for (const [save, code, field, as, error] of cases) {
      const [result] = await deliver(k, as as 'ana', save);
      expect(result, code).toMatchObject({ id: save.id, submission_id: save.submission_id, status: 'refused', code });
      expect(result!.field, code).toBe(field);
      expect(result!.error, code).toContain(error);
    }
    expect(await count(k, 'scouting_reports')).toBe(before.reports);
    expect(await count(k, 'scouting_report_versions')).toBe(before.versions);
    expect(await liveEvents(k)).toHaveLength(before.live);
    // A refused save does not hold back the others of its delivery.
    const results = await deliver(k, 'ana', qm1({ form_version: 9 }), qm1({ station: 'blue1', team_number: teamAt(kit, `${EVENT}_qm1`, 'blue1') }));
    expect(results.map((r) => r.status)).toEqual(['refused', 'accepted']);
  });

  it('lets an administrator edit anyone’s report, and whoever delivered it edit it too', async () => {
    const relayed = qm1({ scouted_by: k.ids.ben });
    await deliver(k, 'mentor', relayed);
    expect((await deliver(k, 'mentor', editOf(relayed, T(8), { fouls: 1 })))[0]!.status).toBe('accepted');
    expect((await deliver(k, 'ben', editOf(relayed, T(9), { fouls: 2 })))[0]!.status).toBe('accepted');
    expect((await deliver(k, 'coach', editOf(relayed, T(10), { fouls: 3 })))[0]!.status).toBe('accepted');
    expect((await deliver(k, 'ana', editOf(relayed, T(11), { fouls: 4 })))[0]).toMatchObject({ status: 'refused', code: 'not_your_report' });
    expect((await deliver(k, 'ana', { ...editOf(relayed, T(11), { fouls: 4 }), scouted_by: k.ids.ana }))[0]).toMatchObject({
      status: 'refused',
      code: 'not_yours',
    });
    expect((await k.ok('GET', `${REPORTS}/${relayed.id}`, 'coach')).values.fouls).toBe(3);
    // A member who delivered a save of a report (their own) edits it.
    const cys = qm1({ station: 'blue1', team_number: teamAt(kit, `${EVENT}_qm1`, 'blue1') });
    await deliver(k, 'cy', cys);
    expect((await deliver(k, 'cy', editOf(cys, T(8), { fouls: 1 })))[0]!.status).toBe('accepted');
  });

  it('still takes reports of form version 1 after an administrator made version 2, each checked against its own version', async () => {
    const v2 = {
      ...reefscape2025Form,
      fields: [...reefscape2025Form.fields, { id: 'cycle_time', label: 'Cycle time', phase: 'teleop', kind: 'rating', max: 5 }],
    };
    expect((await k.ok('PUT', '/api/scouting/forms/2025', 'coach', v2)).version).toBe(2);
    const old = qm1();
    const current = qm1({ station: 'red2', team_number: teamAt(kit, `${EVENT}_qm1`, 'red2'), form_version: 2, values: { cycle_time: 4 } });
    const mixed = qm1({ station: 'red3', team_number: teamAt(kit, `${EVENT}_qm1`, 'red3'), values: { cycle_time: 4 } });
    const results = await deliver(k, 'ana', old, current, mixed);
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'refused']);
    expect(results[2]).toMatchObject({ code: 'invalid_values', field: 'cycle_time' });
    // Version 1 is kept as it was when the first report named it.
    const v1 = await k.ok('GET', '/api/scouting/forms/2025/versions/1', 'ana');
    expect(v1.fields.map((f: { id: string }) => f.id)).toEqual(reefscape2025Form.fields.map((f) => f.id));
  });

  it('refuses a malformed delivery whole with the error shape, and stores nothing', async () => {
    const good = qm1();
    const bad: [unknown, string][] = [
      [{ reports: [] }, 'Send at least one report.'],
      [{ reports: Array.from({ length: 51 }, () => qm1()) }, 'Send at most 50 reports at once.'],
      [{ reports: [good, 'not a report'] }, 'reports.1: Each report must be an object.'],
      [{ reports: [good], extra: true }, 'extra'],
    ];
    for (const [body, error] of bad) {
      const res = await k.call('POST', REPORTS, 'ana', body as object);
      expect(res.statusCode, error).toBe(400);
      expect(res.json(), error).toMatchObject({ code: 'invalid_input' });
      expect(res.json().error, error).toContain(error);
    }
    expect(await count(k, 'scouting_reports')).toBe(0);
    expect(await liveEvents(k)).toEqual([]);
  });

  it('refuses a save that is not a valid report alone, in the error shape, and stores the saves around it', async () => {
    const at = (station: 'red2' | 'red3') => ({ station, team_number: teamAt(kit, `${EVENT}_qm1`, station) });
    const bad: [Record<string, unknown>, string | undefined, string][] = [
      [{ form_version: 2 ** 31 }, 'form_version', 'form_version: No such form version.'],
      [{ form_season: 2 ** 31 }, 'form_season', 'form_season: Form season must be a year from 1992 to 2100.'],
      [{ scouted_by: 2 ** 31 }, 'scouted_by', 'scouted_by: The scout must be a user id.'],
      [{ team_number: 2 ** 31 }, 'team_number', 'team_number: Team number is too large.'],
      [{ opened_at: '0000-01-01T00:00:00Z' }, 'opened_at', 'opened_at: Must be a time from 2000 to 2100.'],
      [{ submitted_at: '0000-01-01T00:00:00.000Z' }, 'submitted_at', 'submitted_at: Must be a time from 2000 to 2100.'],
      [{ submitted_at: '+275760-09-13T00:00:00Z' }, 'submitted_at', 'submitted_at: Must be an ISO timestamp.'],
      [{ submitted_at: 'yesterday' }, 'submitted_at', 'submitted_at: Must be an ISO timestamp.'],
      [{ id: 'not-a-uuid' }, 'id', 'id: Must be a UUID.'],
      [{ station: 'red4' }, 'station', 'station: Station must be'],
      [{ values: { notes: 'x'.repeat(2001) } }, 'values.notes', 'values.notes: '],
      [{ user_id: 1 }, undefined, 'Not a report: '],
    ];
    for (const [change, field, error] of bad) {
      const [good1, good2] = [qm1(at('red2')), qm1(at('red3'))];
      const save = { ...qm1(), ...change };
      const res = await k.call('POST', REPORTS, 'ana', { reports: [good1, save, good2] });
      expect(res.statusCode, error).toBe(200);
      const results = res.json().results as DeliveryResult[];
      expect(
        results.map((r) => r.status),
        error,
      ).toEqual(['accepted', 'refused', 'accepted']);
      expect(results[1], error).toMatchObject({ submission_id: save.submission_id, code: 'invalid_input' });
      expect(results[1]!.field, error).toBe(field);
      expect(results[1]!.error, error).toContain(error);
      // The retry of the same delivery: the good ones are duplicates, the bad one refused again; never a 5xx.
      const again = await k.call('POST', REPORTS, 'ana', { reports: [good1, save, good2] });
      expect(
        (again.json().results as DeliveryResult[]).map((r) => r.status),
        error,
      ).toEqual(['duplicate', 'refused', 'duplicate']);
    }
    expect(await count(k, 'scouting_report_versions')).toBe(bad.length * 2);
  });

  it('takes reports from members only: visitors 401, public accounts 403', async () => {
    expect((await k.call('POST', REPORTS, undefined, { reports: [qm1()] })).statusCode).toBe(401);
    const fan = await k.call('POST', REPORTS, 'fan', { reports: [qm1()] });
    expect([fan.statusCode, fan.json().error]).toEqual([403, 'Members only.']);
    expect(await count(k, 'scouting_reports')).toBe(0);
  });
});

// An app of its own: its live hub keeps its place in the event log in memory.
describe.each(engines)('match-scouting reports on live streams on %s', (engine) => {
  const k = useChatKit(engine, { now: fixedClock(DURING_THE_EVENT) });
  let base: string;
  const open: StreamReader[] = [];
  beforeAll(async () => {
    await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = k.t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  it("reaches other members' open streams as each save is stored", async () => {
    const kit: ScoutingKit = await k.ok('GET', KIT, 'ana');
    const ben = await openStream(base, k.tokens.ben);
    const coach = await openStream(base, k.tokens.coach);
    open.push(ben, coach);
    await ben.waitFor((e) => e.event === 'ready');
    await coach.waitFor((e) => e.event === 'ready');
    const save = firstSave({ match_key: `${EVENT}_qm2`, station: 'blue2', team_number: teamAt(kit, `${EVENT}_qm2`, 'blue2') });
    await deliver(k, 'ana', save);
    for (const s of [ben, coach]) {
      const event = await s.waitFor((e) => e.data.type === 'scouting.report' && e.data.report_id === save.id);
      expect(event.data).toEqual({
        type: 'scouting.report',
        event_key: EVENT,
        match_key: `${EVENT}_qm2`,
        team_number: save.team_number,
        report_id: save.id,
      });
    }
  });
});
