import { randomUUID } from 'node:crypto';
import { emptyValues, type FieldValue, type ReportValues } from '@team7790/shared/scouting/form';
import { builtInForm } from '@team7790/shared/scouting/forms/index';
import type { DeliveryResult, ReportSubmission, ScoutingKit, Station } from '@team7790/shared/scouting/match-scouting';
import type { ChatKit, Role } from '../chat/chat-kit.ts';

/**
 * 2025milac in the simulated season, on its first day: qualification 1 starts at 14:00 UTC on 1 March 2025; at 20:00
 * the morning's matches are played and the afternoon's are not.
 */
export const EVENT = '2025milac';
export const DURING_THE_EVENT = '2025-03-01T20:00:00Z';
export const REPORTS = '/api/scouting/reports';
export const KIT = `/api/scouting/events/${EVENT}/kit`;

/** A first save of a report, filled with its season's built-in form's untouched answers (2025 unless it says), as a phone sends it. */
export function firstSave(over: Omit<Partial<ReportSubmission>, 'values'> & { values?: Record<string, FieldValue> } = {}): ReportSubmission {
  const { values, ...rest } = over;
  return {
    id: randomUUID(),
    submission_id: randomUUID(),
    base_submission_id: null,
    event_key: EVENT,
    match_key: `${EVENT}_qm1`,
    station: 'red1',
    team_number: 7790,
    form_season: 2025,
    form_version: 1,
    scouted_by: null,
    opened_at: '2025-03-01T14:00:00.000Z',
    submitted_at: '2025-03-01T14:03:00.000Z',
    ...rest,
    values: { ...emptyValues(builtInForm(rest.form_season ?? 2025)!), ...values } as ReportValues,
  };
}

/** Another save of the same report, editing `base`. */
export function editOf(
  base: ReportSubmission,
  submittedAt: string,
  values: Record<string, FieldValue>,
  baseValues: ReportValues = base.values,
): ReportSubmission {
  return {
    ...base,
    submission_id: randomUUID(),
    base_submission_id: base.submission_id,
    submitted_at: submittedAt,
    values: { ...baseValues, ...values } as ReportValues,
  };
}

/** Delivers saves as a member; the per-report results. */
export async function deliver(k: ChatKit, as: Role, ...reports: ReportSubmission[]): Promise<DeliveryResult[]> {
  return (await k.ok<{ results: DeliveryResult[] }>('POST', REPORTS, as, { reports })).results;
}

/** The team the schedule puts at a station of a match. */
export function teamAt(kit: ScoutingKit, matchKey: string, station: Station): number {
  const match = kit.schedule.find((m) => m.key === matchKey)!;
  return (station.startsWith('red') ? match.red : match.blue)[Number(station.slice(-1)) - 1]!;
}

/** How many rows a table holds, and how many live events of a type were written. */
export async function count(k: ChatKit, table: 'scouting_reports' | 'scouting_report_versions' | 'scouting_assignments' | 'scouting_forms') {
  const [row] = await k.t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row!.n;
}
export async function liveEvents(k: ChatKit): Promise<{ event_key: string; match_key: string; team_number: number; report_id: string }[]> {
  const rows = await k.t.database.query<{ payload: unknown }>(`select payload from live_events where type = 'scouting.report' order by id`);
  return rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
}
