import { yearOfKey } from '@team7790/shared/competition/keys';
import { valuesProblems } from '@team7790/shared/scouting/form';
import { submissionIssue, type DeliveryResult, type ReportSubmission } from '@team7790/shared/scouting/match-scouting';
import type { Clock } from '../../clock.ts';
import type { Tx } from '../../db/rows.ts';
import { HttpError } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import type { EventSchedule, ScoutingEvents } from './event-schedule.ts';
import type { FormService } from './form-service.ts';
import { mergeSave, type FieldTimes, type Values } from './report-merge.ts';
import type { ReportRepo, ReportRow } from './report-repo.ts';
import { isMemberAccount } from './scouts.ts';

/** Why a save cannot be stored: the device keeps it and shows `error`. */
interface Refusal {
  error: string;
  code: string;
  field?: string;
}

/** Ends a save's transaction without storing anything, with the answer to give. */
class Unstored extends Error {
  constructor(readonly answer: Refusal | 'duplicate') {
    super(typeof answer === 'string' ? answer : answer.code);
  }
}

const iso = (time: string) => new Date(time).toISOString();

/** The ids a refused save is answered with: as it sent them when it sent text, else empty. */
const idsOf = (save: unknown) => {
  const text = (key: 'id' | 'submission_id') => {
    const value = typeof save === 'object' && save !== null ? (save as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' ? value.slice(0, 100) : '';
  };
  return { id: text('id'), submission_id: text('submission_id') };
};
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** The part of a report an edit must keep: it is a new version of the same report, not another report. */
const IDENTITY = [
  ['event_key', 'eventKey'],
  ['match_key', 'matchKey'],
  ['station', 'station'],
  ['team_number', 'teamNumber'],
  ['form_season', 'formSeason'],
  ['form_version', 'formVersion'],
] as const;

/**
 * Reports from the phones (issue 31), each save answered on its own: a save already stored is a duplicate (a second
 * delivery is a no-op answered as success), a new report is stored, and a new save of a known report is merged into it
 * field by field (last writer wins), every save kept whole. A save that cannot be stored is refused with the reason,
 * never dropped. Each stored save tells every member's live stream in the same transaction.
 */
export class ReportService {
  constructor(
    private readonly repo: ReportRepo,
    private readonly forms: FormService,
    private readonly events: Pick<ScoutingEvents, 'schedule'>,
    private readonly now: Clock,
  ) {}

  /**
   * In the order sent, so a report and its edit delivered together are stored in that order. Each save is checked on
   * its own: one that is not a report is refused alone and the others are stored.
   */
  async deliver(user: AuthUser, saves: readonly unknown[]): Promise<DeliveryResult[]> {
    const schedules = new Map<string, Promise<EventSchedule | null>>();
    const scheduleOf = (eventKey: string) => {
      if (!schedules.has(eventKey)) schedules.set(eventKey, this.knownEvent(eventKey));
      return schedules.get(eventKey)!;
    };
    const results: DeliveryResult[] = [];
    for (const save of saves) {
      const issue = submissionIssue(save);
      results.push(
        issue
          ? { ...idsOf(save), status: 'refused', code: 'invalid_input', ...issue }
          : await this.deliverOne(user, save as ReportSubmission, scheduleOf),
      );
    }
    return results;
  }

  private async deliverOne(
    user: AuthUser,
    save: ReportSubmission,
    scheduleOf: (eventKey: string) => Promise<EventSchedule | null>,
  ): Promise<DeliveryResult> {
    const ids = { id: save.id, submission_id: save.submission_id };
    if (await this.repo.hasSubmission(this.repo.db, save.submission_id)) return { ...ids, status: 'duplicate' };
    const refusal = await this.check(save, scheduleOf);
    if (refusal) return { ...ids, status: 'refused', ...refusal };
    const scoutedBy = await this.scoutOf(user, save);
    if (scoutedBy === null) {
      return {
        ...ids,
        status: 'refused',
        error: "Only its scout or an administrator may send another member's report.",
        code: 'not_your_report',
        field: 'scouted_by',
      };
    }
    try {
      await this.repo.db.transaction((tx) => this.store(tx, user, save, scoutedBy));
      return { ...ids, status: 'accepted' };
    } catch (err) {
      if (!(err instanceof Unstored)) throw err;
      return err.answer === 'duplicate' ? { ...ids, status: 'duplicate' } : { ...ids, status: 'refused', ...err.answer };
    }
  }

  /**
   * Who the report is credited to: the token's user, unless an administrator (a scouting lead relaying a phone's QR
   * code) names another member. Null when a member names someone else: crediting (and so letting them edit) a report
   * is not a member's to give; the scout's own phone still sends it.
   */
  private async scoutOf(user: AuthUser, save: ReportSubmission): Promise<number | null> {
    if (save.scouted_by === null || save.scouted_by === user.id) return user.id;
    if (!user.isAdmin) return null;
    return (await isMemberAccount(this.repo.db, save.scouted_by)) ? save.scouted_by : user.id;
  }

  /** What the save says, checked against its form and its event: null when it may be stored. */
  private async check(save: ReportSubmission, scheduleOf: (eventKey: string) => Promise<EventSchedule | null>): Promise<Refusal | null> {
    if (save.match_key.split('_')[0] !== save.event_key) {
      return { error: `Match ${save.match_key} is not a match of ${save.event_key}.`, code: 'report_mismatch', field: 'match_key' };
    }
    if (save.form_season !== yearOfKey(save.event_key)) {
      return {
        error: `A ${save.event_key} report is filled with the ${yearOfKey(save.event_key)} form.`,
        code: 'report_mismatch',
        field: 'form_season',
      };
    }
    const form = await this.forms.version(save.form_season, save.form_version);
    if (!form) {
      return { error: `The ${save.form_season} scouting form has no version ${save.form_version}.`, code: 'unknown_form', field: 'form_version' };
    }
    const [problem] = valuesProblems(form, save.values);
    if (problem) return { error: problem.error, code: 'invalid_values', field: problem.field };
    const schedule = await scheduleOf(save.event_key);
    if (!schedule) return { error: `Event ${save.event_key} was not found.`, code: 'unknown_event', field: 'event_key' };
    // Without a known schedule the match cannot be checked; the report is kept rather than lost. A team that differs
    // from the schedule's is kept too: the schedule may have changed after the phone saved it (the crew view shows it).
    if (schedule.matchKeys && !schedule.matchKeys.has(save.match_key)) {
      return { error: `${save.event_key} has no match ${save.match_key}.`, code: 'unknown_match', field: 'match_key' };
    }
    return null;
  }

  /** The event's schedule, or null for an event the provider does not know. */
  private async knownEvent(eventKey: string): Promise<EventSchedule | null> {
    try {
      return await this.events.schedule(eventKey);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return null;
      throw err;
    }
  }

  private async store(tx: Tx, user: AuthUser, save: ReportSubmission, scoutedBy: number): Promise<void> {
    const at = this.now();
    const submittedAt = new Date(save.submitted_at);
    await this.forms.storeBuiltIn(tx, save.form_season);
    const version = {
      submissionId: save.submission_id,
      reportId: save.id,
      baseSubmissionId: save.base_submission_id,
      values: save.values,
      submittedAt,
      receivedAt: at,
      deliveredBy: user.id,
    };
    const created = await this.repo.insertReport(tx, {
      id: save.id,
      eventKey: save.event_key,
      matchKey: save.match_key,
      station: save.station,
      teamNumber: save.team_number,
      formSeason: save.form_season,
      formVersion: save.form_version,
      values: save.values,
      fieldTimes: Object.fromEntries(Object.keys(save.values).map((k) => [k, iso(save.submitted_at)])),
      scoutedBy,
      deliveredBy: user.id,
      openedAt: new Date(save.opened_at),
      submittedAt,
      receivedAt: at,
      updatedAt: at,
      versions: 1,
      lastSubmissionId: save.submission_id,
    });
    if (!created) {
      // A known report: with it locked, a save stored meanwhile (the same delivery twice at once) is seen here.
      const report = (await this.repo.lock(tx, save.id))!;
      if (await this.repo.hasSubmission(tx, save.submission_id)) throw new Unstored('duplicate');
      this.mayEdit(user, report, save);
      const base = save.base_submission_id ? await this.repo.versionValues(tx, save.id, save.base_submission_id) : null;
      const merged = mergeSave(
        { values: report.values as Values, fieldTimes: report.fieldTimes as FieldTimes },
        { values: save.values, submittedAt: save.submitted_at },
        base,
      );
      await this.repo.update(tx, save.id, {
        values: merged.values,
        fieldTimes: merged.fieldTimes,
        submittedAt: later(report.submittedAt, submittedAt),
        updatedAt: at,
        lastSubmissionId: save.submission_id,
      });
    }
    // The submission id may be stored under another report id (a device that reused one): nothing is stored then.
    if (!(await this.repo.insertVersion(tx, version))) throw new Unstored('duplicate');
    await publishEvents(tx, [
      {
        event: { type: 'scouting.report', event_key: save.event_key, match_key: save.match_key, team_number: save.team_number, report_id: save.id },
        audience: null,
      },
    ]);
  }

  /** An edit is its scout's, its deliverer's or an administrator's, and keeps the report's match, position, team and form. */
  private mayEdit(user: AuthUser, report: ReportRow, save: ReportSubmission): void {
    if (!user.isAdmin && report.scoutedBy !== user.id && report.deliveredBy !== user.id) {
      throw new Unstored({ error: 'Only its scout, whoever sent it or an administrator may change this report.', code: 'not_yours' });
    }
    for (const [field, column] of IDENTITY) {
      if (save[field] !== report[column]) {
        throw new Unstored({
          error: `A change of a report must keep its ${field.replace('_', ' ')} (${String(report[column])}).`,
          code: 'report_mismatch',
          field,
        });
      }
    }
  }
}
