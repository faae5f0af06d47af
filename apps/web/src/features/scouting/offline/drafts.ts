import { emptyValues, fieldProblem, valuesProblems, type ReportValues, type ScoutingForm } from '@team7790/shared/scouting/form';
import type { ReportSubmission, ScoutingKit, Station } from '@team7790/shared/scouting/match-scouting';
import { stationTeam } from '@team7790/shared/scouting/scout-matches';
import { appNowMs } from '../../../lib/app-clock.ts';
import { newId } from './new-id.ts';
import { addToOutbox, afterQueued, submissionProblem } from './outbox.ts';
import { scoutingDb, type DraftRow, type OutboxRow, type ScoutingDb } from './scouting-db.ts';

/**
 * Reports being filled (issue 31): the report id is made when the form opens and the answers are saved on the device
 * as they change, so a closed tab or a killed app loses nothing. Submitting moves the draft into the outbox in one
 * transaction: it is in one place or the other, never neither.
 */

const nowIso = () => new Date(appNowMs()).toISOString();

/**
 * A draft as kept: a draft that edits a refused save replaces it when submitted (the refused save was never stored by
 * the server); an edit knows when the save it edits was submitted, so that it is submitted later (the last writer wins
 * on the server, by submission time, even when the device's clock went back).
 */
export type Draft = DraftRow & { replaces_submission_id?: string | null; base_submitted_at?: string | null };

/**
 * Opens the form for one match and station of the kit's schedule: a scout's unfinished report of the same match and
 * station is opened again; otherwise a new report (new id, the form's empty answers). Answers the draft's id.
 */
export async function openNewDraft(
  target: { userId: number; kit: Pick<ScoutingKit, 'event_key' | 'form' | 'schedule'>; matchKey: string; station: Station },
  db: ScoutingDb = scoutingDb(),
): Promise<string> {
  const { userId, kit, matchKey, station } = target;
  const match = kit.schedule.find((m) => m.key === matchKey);
  if (!match) throw new Error('That match is not in the schedule.');
  const team = stationTeam(match, station);
  if (team === null) throw new Error("This match's teams are not known yet.");
  return db.transaction('rw', db.drafts, async () => {
    const open = await db.drafts
      .where('match_key')
      .equals(matchKey)
      .filter((d) => d.user_id === userId && d.station === station && d.base_submission_id === null)
      .first();
    if (open) return open.id;
    const now = nowIso();
    const draft: Draft = {
      id: newId(),
      user_id: userId,
      event_key: kit.event_key,
      match_key: matchKey,
      station,
      team_number: team,
      form_season: kit.form.season,
      form_version: kit.form.version,
      values: emptyValues(kit.form),
      opened_at: now,
      base_submission_id: null,
      updated_at: now,
    };
    await db.drafts.add(draft);
    return draft.id;
  });
}

/**
 * Opens one's own saved report to edit it: its newest save's answers; submitting makes a new save of the same report
 * that names the save it edits. Editing a refused save replaces it (it edits what that save edited).
 */
export async function openEditDraft(latest: OutboxRow, db: ScoutingDb = scoutingDb()): Promise<string> {
  return db.transaction('rw', db.drafts, async () => {
    if (await db.drafts.get(latest.id)) return latest.id;
    const s = latest.submission;
    const refused = latest.state === 'refused';
    const draft: Draft = {
      id: s.id,
      user_id: latest.owner_id,
      event_key: s.event_key,
      match_key: s.match_key,
      station: s.station,
      team_number: s.team_number,
      form_season: s.form_season,
      form_version: s.form_version,
      values: { ...s.values },
      opened_at: s.opened_at,
      base_submission_id: refused ? s.base_submission_id : s.submission_id,
      replaces_submission_id: refused ? s.submission_id : null,
      base_submitted_at: s.submitted_at,
      updated_at: nowIso(),
    };
    await db.drafts.add(draft);
    return draft.id;
  });
}

/** Saves the answers as they change. */
export async function saveDraftValues(id: string, values: ReportValues, db: ScoutingDb = scoutingDb()): Promise<void> {
  await db.drafts.update(id, { values, updated_at: nowIso() });
}

export async function discardDraft(id: string, db: ScoutingDb = scoutingDb()): Promise<void> {
  await db.drafts.delete(id);
}

/**
 * A draft's answers for the form in hand: where the kit brought a newer version of the form, the answers its fields
 * still accept are kept and the rest start empty (the report is then filled with the newer version).
 */
export function fitDraftToForm(draft: Pick<Draft, 'values' | 'form_season' | 'form_version'>, form: ScoutingForm): ReportValues {
  if (draft.form_season === form.season && draft.form_version === form.version) return draft.values;
  const values = emptyValues(form);
  for (const field of form.fields) {
    const kept = draft.values[field.id];
    if (kept !== undefined && fieldProblem(field, kept) === null) values[field.id] = kept;
  }
  return values;
}

/** The save a draft makes: a new submission id, the form it was filled with, the team the latest schedule names. */
export function submissionOf(
  draft: Draft,
  form: ScoutingForm,
  values: ReportValues,
  scoutId: number,
  kit?: Pick<ScoutingKit, 'schedule'> | null,
): ReportSubmission {
  const match = kit?.schedule.find((m) => m.key === draft.match_key);
  const team = match ? stationTeam(match, draft.station) : null;
  return {
    id: draft.id,
    submission_id: newId(),
    base_submission_id: draft.base_submission_id,
    event_key: draft.event_key,
    match_key: draft.match_key,
    station: draft.station,
    team_number: team ?? draft.team_number,
    form_season: form.season,
    form_version: form.version,
    values,
    scouted_by: scoutId,
    opened_at: draft.opened_at,
    submitted_at: laterThan(draft.base_submitted_at ?? null),
  };
}

/** Now, or just after `earlier` when the clock reads before it. */
function laterThan(earlier: string | null): string {
  const now = appNowMs();
  const floor = earlier ? Date.parse(earlier) + 1 : Number.NEGATIVE_INFINITY;
  return new Date(Number.isFinite(floor) && floor > now ? floor : now).toISOString();
}

export type SubmitOutcome = { ok: true; submission: ReportSubmission } | { ok: false; problems: { field: string; error: string }[] };

/**
 * Submits a draft: checks the answers against the form, then in one transaction queues the save in the outbox,
 * forgets the draft (and the refused save it replaces). The outbox then sends it as soon as it can.
 */
export async function submitDraft(
  draft: Draft,
  form: ScoutingForm,
  scoutId: number,
  kit?: Pick<ScoutingKit, 'schedule'> | null,
  db: ScoutingDb = scoutingDb(),
): Promise<SubmitOutcome> {
  const values = fitDraftToForm(draft, form);
  const problems = valuesProblems(form, values);
  if (problems.length) return { ok: false, problems };
  const submission = submissionOf(draft, form, values, scoutId, kit);
  const problem = submissionProblem(submission);
  if (problem) return { ok: false, problems: [{ field: '', error: problem }] };
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    await addToOutbox(db, submission, 'device', scoutId);
    await db.drafts.delete(draft.id);
    if (draft.replaces_submission_id) {
      const replaced = await db.outbox.get(draft.replaces_submission_id);
      if (replaced?.state === 'refused') await db.outbox.delete(replaced.submission_id);
    }
  });
  afterQueued(db, scoutId);
  return { ok: true, submission };
}

/** The drafts of a user, newest first (unfinished reports to come back to). */
export function draftsOf(userId: number, db: ScoutingDb = scoutingDb()): Promise<Draft[]> {
  return db.drafts
    .where('user_id')
    .equals(userId)
    .toArray()
    .then((rows) => rows.sort((a, b) => b.updated_at.localeCompare(a.updated_at)));
}
