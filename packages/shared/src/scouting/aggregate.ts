import { fieldPoints, fieldProblem, SCORING_PHASES, type FieldValue, type FormField, type ScoutingForm } from './form.ts';
import type { TeamScouting } from './match-scouting.ts';

/** What the averages read of a report. */
export interface ScoutedReport {
  match_key: string;
  team_number: number;
  values: Record<string, FieldValue>;
}

const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/** A report's answer to a field, when it fits the field as the current form defines it (an older version may not). */
function answer(field: FormField, values: Record<string, FieldValue>): FieldValue | undefined {
  if (!(field.id in values)) return undefined;
  const value = values[field.id]!;
  return fieldProblem(field, value) === null ? value : undefined;
}

/**
 * One match's sample of a numeric field: the mean of its reports' answers (a rating left unrated does not count), or
 * null when none of them answered it.
 */
function numericSample(field: FormField, reports: readonly ScoutedReport[]): number | null {
  const numbers: number[] = [];
  for (const r of reports) {
    const v = answer(field, r.values);
    if (typeof v === 'number') numbers.push(v);
    else if (typeof v === 'boolean') numbers.push(v ? 1 : 0);
  }
  return mean(numbers);
}

/** The most common option over the matches, each match weighing one (its reports share it); ties go to the form's order. */
function commonChoice(field: Extract<FormField, { kind: 'choice' }>, matches: readonly (readonly ScoutedReport[])[]): string | null {
  const weight = new Map<string, number>();
  for (const reports of matches) {
    const answers = reports.map((r) => answer(field, r.values)).filter((v): v is string => typeof v === 'string');
    for (const v of answers) weight.set(v, (weight.get(v) ?? 0) + 1 / answers.length);
  }
  let best: { label: string; weight: number } | null = null;
  for (const option of field.options) {
    const w = weight.get(option.value) ?? 0;
    if (w > 0 && (!best || w > best.weight + 1e-9)) best = { label: option.label, weight: w };
  }
  return best?.label ?? null;
}

/** The points one report is worth in each scoring phase, by the form's points. */
function phasePoints(form: Pick<ScoutingForm, 'fields'>, values: Record<string, FieldValue>): Record<(typeof SCORING_PHASES)[number], number> {
  const points = { auto: 0, teleop: 0, endgame: 0 };
  for (const field of form.fields) {
    if (field.phase === 'after') continue;
    const v = answer(field, values);
    if (v !== undefined) points[field.phase] += fieldPoints(field, v);
  }
  return points;
}

/**
 * Each scouted team's averages under the current form (issue 31, the scouting table): per match first, several
 * reports of one match and team averaged into one sample, then the mean over the matches, so a match scouted twice
 * weighs as much as one scouted once. Counters and ratings give their average, a checkbox the share of yes (0 to 1),
 * a choice its most common option's label; notes are not summed up. Phases add up the form's points. Only the
 * current form's fields count; an answer that does not fit its field as now defined is left out.
 */
export function summarizeTeams(form: Pick<ScoutingForm, 'fields'>, reports: readonly ScoutedReport[]): TeamScouting[] {
  const byTeam = new Map<number, Map<string, ScoutedReport[]>>();
  for (const r of reports) {
    const matches = byTeam.get(r.team_number) ?? new Map<string, ScoutedReport[]>();
    byTeam.set(r.team_number, matches);
    matches.set(r.match_key, [...(matches.get(r.match_key) ?? []), r]);
  }
  return [...byTeam.entries()]
    .sort(([a], [b]) => a - b)
    .map(([team, byMatch]) => {
      const matches = [...byMatch.values()];
      const phaseSamples = matches.map((rs) => {
        const each = rs.map((r) => phasePoints(form, r.values));
        return {
          auto: mean(each.map((p) => p.auto))!,
          teleop: mean(each.map((p) => p.teleop))!,
          endgame: mean(each.map((p) => p.endgame))!,
        };
      });
      const auto = mean(phaseSamples.map((p) => p.auto)) ?? 0;
      const teleop = mean(phaseSamples.map((p) => p.teleop)) ?? 0;
      const endgame = mean(phaseSamples.map((p) => p.endgame)) ?? 0;
      const fields: TeamScouting['fields'] = {};
      for (const field of form.fields) {
        if (field.kind === 'notes') continue;
        if (field.kind === 'choice') fields[field.id] = commonChoice(field, matches);
        else fields[field.id] = mean(matches.map((rs) => numericSample(field, rs)).filter((s): s is number => s !== null));
      }
      return {
        team_number: team,
        matches: matches.length,
        reports: matches.reduce((n, rs) => n + rs.length, 0),
        phases: { auto, teleop, endgame, total: auto + teleop + endgame },
        fields,
      };
    });
}
