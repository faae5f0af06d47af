import { z } from 'zod';
import { DATABASE_ID_MAX, rowIdValue } from '../database-ids.ts';
import { fromDecimalText } from '../decimal-text.ts';
import { eventKeyParam, matchKeyParam, teamNumberParam, yearParam } from '../competition/contracts/common.ts';
import { formDefinition, scoutingForm, scoutingPhase } from './form.ts';

/**
 * Match scouting (issue 31): the season's form, who scouts which driver-station position, the reports phones send
 * (saved on the device first, sent when online, once), and what the team reads back: each team's averages, the crew
 * view and the CSV. Members only; forms and assignments are the administrators'.
 */

export const STATIONS = ['red1', 'red2', 'red3', 'blue1', 'blue2', 'blue3'] as const;
export const station = z.enum(STATIONS, { error: 'Station must be red1, red2, red3, blue1, blue2 or blue3.' });
export type Station = z.infer<typeof station>;
export const stationLabel = (s: Station) => `${s.startsWith('red') ? 'Red' : 'Blue'} ${s.slice(-1)}`;

/** A report id is made on the device when the form opens; each save (first submit or edit) has its own submission id. */
export const uuid = z.uuid({ error: 'Must be a UUID.' });
const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO timestamp.' });
/** The years a report's times may name: a phone's clock that far off is wrong, and the database refuses year 0. */
export const REPORT_TIME_YEARS = { first: 2000, last: 2100 } as const;
const REPORT_TIME_RANGE = [Date.UTC(REPORT_TIME_YEARS.first, 0, 1), Date.UTC(REPORT_TIME_YEARS.last + 1, 0, 1)] as const;
const reportTime = isoTime.refine(
  (text) => {
    const ms = Date.parse(text);
    return ms >= REPORT_TIME_RANGE[0] && ms < REPORT_TIME_RANGE[1];
  },
  { error: `Must be a time from ${REPORT_TIME_YEARS.first} to ${REPORT_TIME_YEARS.last}.` },
);
/** The newest form version a report may name (as the form's own path takes). */
export const FORM_VERSION_MAX = 1_000_000;
const formSeason = z
  .number({ error: 'Form season must be a year.' })
  .int('Form season must be a year.')
  .min(1992, 'Form season must be a year from 1992 to 2100.')
  .max(2100, 'Form season must be a year from 1992 to 2100.');
const formVersion = z
  .number({ error: 'Form version must be a number.' })
  .int('Form version must be a whole number.')
  .min(1, 'Version must be 1 or more.')
  .max(FORM_VERSION_MAX, 'No such form version.');

// ---------- forms ----------
export const formSeasonParams = z.object({ season: yearParam });
export const formVersionParams = z.object({
  season: yearParam,
  version: fromDecimalText(z.number().int().min(1, 'Version must be 1 or more.').max(FORM_VERSION_MAX)),
});
/** GET /api/scouting/forms/:season (members): the season's current form; 404 when the season has none. */
export const formResponse = scoutingForm;
/** PUT /api/scouting/forms/:season (administrators): the adjusted form becomes the next version. */
export const formBody = formDefinition;

// ---------- the event's kit: everything a scout's phone keeps to work offline ----------
export const kitMatch = z.object({
  key: z.string(),
  comp_level: z.string(),
  set_number: z.number(),
  match_number: z.number(),
  /** As the event page names it ("Qualification 12", "Upper Bracket Round 1 Match 1"). */
  name: z.string(),
  /** Scheduled or predicted start, ISO; null when the schedule has none. */
  time: z.string().nullable(),
  /** Team numbers in station order; empty until the match's teams are known. */
  red: z.array(z.number()),
  blue: z.array(z.number()),
  played: z.boolean(),
});
export type KitMatch = z.infer<typeof kitMatch>;

export const assignment = z.object({
  id: z.number(),
  event_key: z.string(),
  station,
  /** A block of qualification matches by number; `last_match` null runs to the end of the event, playoffs included. */
  first_match: z.number(),
  last_match: z.number().nullable(),
  user_id: z.number(),
  user_name: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

export const scoutPerson = z.object({ id: z.number(), name: z.string() });

/** GET /api/scouting/events/:eventKey/kit (members). */
export const kitResponse = z.object({
  event_key: z.string(),
  event_name: z.string(),
  form: scoutingForm,
  schedule: z.array(kitMatch),
  assignments: z.array(assignment),
  /** Who asked: the phone keeps it to find "My next match" offline and to name the scout on a QR-relayed report. */
  me: scoutPerson,
  /**
   * The positions (match and station) the server holds a report for, whoever sent it: a second or cleared phone marks
   * them scouted and does not offer them as "My next match". Kits kept before it was added have none.
   */
  scouted: z.array(z.object({ match_key: z.string(), station })).optional(),
  fetched_at: z.string(),
});
export type ScoutingKit = z.infer<typeof kitResponse>;

export const eventParams = z.object({ eventKey: eventKeyParam });
export const assignmentParams = z.object({ eventKey: eventKeyParam, id: fromDecimalText(z.number().int().min(1).max(DATABASE_ID_MAX)) });
/** POST /api/scouting/events/:eventKey/assignments (administrators): 409 when it overlaps a block of the same station. */
export const assignmentBody = z
  .object({
    station,
    first_match: z.number({ error: 'First match must be a number.' }).int().min(1, 'First match must be 1 or more.').max(999),
    last_match: z.number({ error: 'Last match must be a number.' }).int().min(1).max(999).nullable(),
    user_id: rowIdValue('Scout must be a user id.'),
  })
  .strict()
  .refine((b) => b.last_match === null || b.last_match >= b.first_match, { error: 'Last match must not be before the first.', path: ['last_match'] });
export type AssignmentBody = z.infer<typeof assignmentBody>;
export const assignmentsResponse = z.object({ assignments: z.array(assignment) });

// ---------- reports ----------
export const fieldValue = z.union([z.number(), z.boolean(), z.string().max(2000), z.null()]);

/** One save of a report, as the device sends it (and as a QR code carries it). */
export const reportSubmission = z
  .object({
    id: uuid,
    submission_id: uuid,
    /** The submission this save edits; null for the first. */
    base_submission_id: uuid.nullable(),
    event_key: eventKeyParam,
    match_key: matchKeyParam,
    station,
    team_number: teamNumberParam,
    form_season: formSeason,
    form_version: formVersion,
    values: z.record(z.string().max(32), fieldValue).refine((v) => Object.keys(v).length <= 60, { error: 'Too many answers.' }),
    /** Who filled it in: the phone's signed-in member. A relayed report (QR) names its scout; the relayer is `delivered_by`. */
    scouted_by: rowIdValue('The scout must be a user id.').nullable(),
    opened_at: reportTime,
    submitted_at: reportTime,
  })
  .strict();
export type ReportSubmission = z.infer<typeof reportSubmission>;

/** Why a save is not a report that can be sent, in the error shape's terms; null when it is one. */
export function submissionIssue(submission: unknown): { error: string; field?: string } | null {
  const parsed = reportSubmission.safeParse(submission);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return field ? { error: `${field}: ${issue!.message}`, field } : { error: `Not a report: ${issue?.message ?? 'unreadable'}.` };
}

/**
 * One save of a delivery: a report, or any object that is not one, which the server refuses on its own (checked with
 * `reportSubmission`) so the saves beside it are still stored. A phone's outbox must never hold back the saves queued
 * after one the server cannot take.
 */
export const deliveredSave = z.union([reportSubmission, z.record(z.string(), z.unknown())], { error: 'Each report must be an object.' });

export const REPORTS_PER_DELIVERY = 50;
/** POST /api/scouting/reports (members): up to 50 saves; each is answered on its own, a save that is not a report too. */
export const deliveryBody = z
  .object({
    reports: z
      .array(deliveredSave)
      .min(1, 'Send at least one report.')
      .max(REPORTS_PER_DELIVERY, `Send at most ${REPORTS_PER_DELIVERY} reports at once.`),
  })
  .strict();

/**
 * - accepted: stored now (a new report or a new version of it);
 * - duplicate: this submission was stored before (a second delivery is a no-op, answered as success);
 * - refused: it cannot be stored (`error` says why, `code` and `field` as in the error shape); the device keeps it.
 */
export const deliveryResult = z.object({
  id: z.string(),
  submission_id: z.string(),
  status: z.enum(['accepted', 'duplicate', 'refused']),
  error: z.string().optional(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type DeliveryResult = z.infer<typeof deliveryResult>;
export const deliveryResponse = z.object({ results: z.array(deliveryResult) });

export const reportVersion = z.object({
  submission_id: z.string(),
  values: z.record(z.string(), fieldValue),
  submitted_at: z.string(),
  received_at: z.string(),
  delivered_by: scoutPerson,
});
export const scoutingReport = z.object({
  id: z.string(),
  event_key: z.string(),
  match_key: z.string(),
  station,
  team_number: z.number(),
  form_season: z.number(),
  form_version: z.number(),
  /** Field by field, the newest save of each (last writer wins per field; every save is kept in `history`). */
  values: z.record(z.string(), fieldValue),
  scouted_by: scoutPerson.nullable(),
  delivered_by: scoutPerson,
  opened_at: z.string(),
  submitted_at: z.string(),
  received_at: z.string(),
  updated_at: z.string(),
  versions: z.number(),
});
export type ScoutingReport = z.infer<typeof scoutingReport>;
export const reportParams = z.object({ id: uuid });
/** GET /api/scouting/reports/:id: the report and every save of it (its scout, whoever delivered it, administrators). */
export const reportDetailResponse = scoutingReport.extend({ history: z.array(reportVersion) });
/** GET /api/scouting/events/:eventKey/reports: a member's own reports; an administrator's view holds everyone's. */
export const reportsResponse = z.object({ reports: z.array(scoutingReport) });

// ---------- what the team reads ----------
export const teamScouting = z.object({
  team_number: z.number(),
  /** Distinct matches with at least one report, and reports in all. */
  matches: z.number(),
  reports: z.number(),
  /** Average points per match by phase, from the form's points. */
  phases: z.object({ auto: z.number(), teleop: z.number(), endgame: z.number(), total: z.number() }),
  /** Per field: counters and ratings their average, a checkbox the share of yes (0 to 1), a choice its most common option's label. */
  fields: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type TeamScouting = z.infer<typeof teamScouting>;
/** GET /api/scouting/events/:eventKey/summary (members): each scouted team's averages beside EPA/OPR. */
export const summaryResponse = z.object({ event_key: z.string(), form: scoutingForm.nullable(), teams: z.array(teamScouting) });
export type ScoutingSummary = z.infer<typeof summaryResponse>;

export const flag = z.object({
  field: z.string(),
  label: z.string(),
  phase: scoutingPhase,
  reported: z.union([z.number(), z.string(), z.boolean()]),
  official: z.union([z.number(), z.string(), z.boolean()]),
});
export type ReportFlag = z.infer<typeof flag>;
export const POSITION_STATES = ['scouted', 'flagged', 'missing', 'upcoming'] as const;
export const crewPosition = z.object({
  station,
  team_number: z.number().nullable(),
  assigned: scoutPerson.nullable(),
  /** scouted: a report is in; flagged: one disagrees with the official breakdown; missing: played, no report; upcoming: not played yet, no report. */
  state: z.enum(POSITION_STATES),
  reports: z.array(z.object({ id: z.string(), scouted_by: scoutPerson.nullable(), team_number: z.number() })),
  flags: z.array(flag),
});
export const crewMatch = z.object({
  key: z.string(),
  name: z.string(),
  time: z.string().nullable(),
  played: z.boolean(),
  positions: z.array(crewPosition),
});
/** GET /api/scouting/events/:eventKey/crew (administrators): per match, which positions are scouted, missing or flagged. */
export const crewResponse = z.object({ event_key: z.string(), matches: z.array(crewMatch) });
export type CrewResponse = z.infer<typeof crewResponse>;

export { eventKeyParam, matchKeyParam };
