import { yearOfKey } from '@team7790/shared/competition/keys';
import { summarizeTeams } from '@team7790/shared/scouting/aggregate';
import type { ScoutingReport, ScoutingSummary } from '@team7790/shared/scouting/match-scouting';
import { notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FormService } from './form-service.ts';
import { byMatchAndStation } from './match-keys.ts';
import type { NamedReport, ReportRepo } from './report-repo.ts';
import { reportsCsv } from './reports-csv.ts';
import { scoutPersonOf } from './scouts.ts';

export const REPORT_NOT_FOUND = 'That report was not found.';

export function toScoutingReport(r: NamedReport): ScoutingReport {
  return {
    id: r.id,
    event_key: r.eventKey,
    match_key: r.matchKey,
    station: r.station,
    team_number: r.teamNumber,
    form_season: r.formSeason,
    form_version: r.formVersion,
    values: r.values,
    scouted_by: r.scoutedBy === null ? null : scoutPersonOf(r.scoutedBy, r.scoutName),
    delivered_by: scoutPersonOf(r.deliveredBy, r.delivererName),
    opened_at: r.openedAt.toISOString(),
    submitted_at: r.submittedAt.toISOString(),
    received_at: r.receivedAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    versions: r.versions,
  };
}

/**
 * What members read back of the reports: raw reports (and their notes) only to whoever scouted or delivered them and to
 * administrators; every member reads the averages the scouting table shows.
 */
export class ReportReads {
  constructor(
    private readonly repo: ReportRepo,
    private readonly forms: Pick<FormService, 'current'>,
  ) {}

  /** The report and every save of it; a report the user may not read is not found, as one that does not exist. */
  async detail(user: AuthUser, id: string) {
    const db = this.repo.db;
    const report = await this.repo.report(db, id);
    if (!report || !(user.isAdmin || (await this.repo.involves(db, id, user.id)))) throw notFound(REPORT_NOT_FOUND);
    const history = await this.repo.history(db, id);
    return {
      ...toScoutingReport(report),
      history: history.map((v) => ({
        submission_id: v.submissionId,
        values: v.values,
        submitted_at: v.submittedAt.toISOString(),
        received_at: v.receivedAt.toISOString(),
        delivered_by: scoutPersonOf(v.deliveredBy, v.delivererName),
      })),
    };
  }

  /** A member's own reports of the event (scouted or delivered); an administrator's view holds everyone's. */
  async list(user: AuthUser, eventKey: string): Promise<{ reports: ScoutingReport[] }> {
    const reports = await this.repo.eventReports(this.repo.db, eventKey, user.isAdmin ? null : user.id);
    return { reports: byMatchAndStation(reports).map(toScoutingReport) };
  }

  /** Each scouted team's averages under the season's current form. */
  async summary(eventKey: string): Promise<ScoutingSummary> {
    const form = await this.forms.current(yearOfKey(eventKey));
    if (!form) return { event_key: eventKey, form: null, teams: [] };
    const reports = await this.repo.eventReports(this.repo.db, eventKey);
    const teams = summarizeTeams(
      form,
      reports.map((r) => ({ match_key: r.matchKey, team_number: r.teamNumber, values: r.values })),
    );
    return { event_key: eventKey, form, teams };
  }

  async csv(eventKey: string): Promise<string> {
    const [form, reports] = await Promise.all([this.forms.current(yearOfKey(eventKey)), this.repo.eventReports(this.repo.db, eventKey)]);
    return reportsCsv(form, reports);
  }
}
