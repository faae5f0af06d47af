import { fieldProblem, type FieldValue, type FormField, type ScoutingForm } from './form.ts';
import { STATIONS, type ReportFlag, type Station } from './match-scouting.ts';

/** A match's official score breakdown, per alliance (the match page's `score_breakdown`). */
export interface OfficialBreakdown {
  red: Record<string, unknown>;
  blue: Record<string, unknown>;
}

/** What the check reads of a report. */
export interface CheckedReport {
  station: Station;
  values: Record<string, FieldValue>;
}

const allianceOf = (s: Station) => (s.startsWith('red') ? 'red' : 'blue');
const digitOf = (s: Station) => s.slice(-1);

/** A dotted path into an alliance's breakdown (`hubScore.autoCount`); undefined where it leads nowhere. */
function figureAt(side: Record<string, unknown>, path: string): unknown {
  let at: unknown = side;
  for (const part of path.split('.')) {
    if (!at || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A report's answer to a field, when it fits the field. */
function answer(field: FormField, values: Record<string, FieldValue>): FieldValue | undefined {
  if (!(field.id in values)) return undefined;
  const v = values[field.id]!;
  return fieldProblem(field, v) === null ? v : undefined;
}

const optionLabel = (field: Extract<FormField, { kind: 'choice' }>, value: unknown) =>
  field.options.find((o) => o.value === value)?.label ?? String(value);

/** A per-robot check: the station's own entry of the breakdown (`endGameRobot2`). */
function robotFlag(field: FormField, report: CheckedReport, breakdown: OfficialBreakdown): ReportFlag | null {
  if (!('official' in field) || !field.official || !('robot' in field.official)) return null;
  const official = breakdown[allianceOf(report.station)][`${field.official.robot}${digitOf(report.station)}`];
  const reported = answer(field, report.values);
  if (official === undefined || official === null || reported === undefined || reported === null) return null;
  const base = { field: field.id, label: field.label, phase: field.phase };
  if (field.kind === 'checkbox') {
    const yes = typeof official === 'boolean' ? official : official === (field.official.yes ?? 'Yes');
    return reported === yes ? null : { ...base, reported, official: yes };
  }
  if (field.kind === 'choice') {
    if (typeof official !== 'string' && typeof official !== 'number') return null;
    return reported === String(official) ? null : { ...base, reported: optionLabel(field, reported), official: optionLabel(field, String(official)) };
  }
  return null;
}

/**
 * An alliance check: once each of the alliance's three stations has a report answering the field, their sum (a
 * station scouted twice gives the mean of its reports) against the alliance's official figure; off by more than the
 * field's tolerance flags all three stations, with the sum and the figure.
 */
function allianceFlags(
  field: FormField,
  alliance: 'red' | 'blue',
  reports: readonly CheckedReport[],
  breakdown: OfficialBreakdown,
): ReportFlag | null {
  if (field.kind !== 'counter' || !field.official) return null;
  const official = figureAt(breakdown[alliance], field.official.alliance);
  if (typeof official !== 'number') return null;
  let sum = 0;
  for (const station of STATIONS.filter((s) => allianceOf(s) === alliance)) {
    const answers = reports
      .filter((r) => r.station === station)
      .map((r) => answer(field, r.values))
      .filter((v): v is number => typeof v === 'number');
    if (answers.length === 0) return null;
    sum += answers.reduce((a, b) => a + b, 0) / answers.length;
  }
  sum = Math.round(sum * 100) / 100;
  return Math.abs(sum - official) > field.official.tolerance
    ? { field: field.id, label: field.label, phase: field.phase, reported: sum, official }
    : null;
}

/**
 * Trust but check (issue 31): where the official breakdown has the same quantity as a form field, the reports of one
 * match that disagree with it, per station. A robot field compares each report with its station's entry (a checkbox
 * against the field's `yes`, a choice by option); an alliance field compares the three stations' sum with the
 * alliance's figure. No breakdown (not played, or a season without one), no flags.
 */
export function officialFlags(
  form: Pick<ScoutingForm, 'fields'>,
  breakdown: OfficialBreakdown | null,
  reports: readonly CheckedReport[],
): Record<Station, ReportFlag[]> {
  const flags = Object.fromEntries(STATIONS.map((s) => [s, [] as ReportFlag[]])) as Record<Station, ReportFlag[]>;
  if (!breakdown) return flags;
  const add = (station: Station, flag: ReportFlag) => {
    const same = flags[station].some((f) => f.field === flag.field && f.reported === flag.reported);
    if (!same) flags[station].push(flag);
  };
  for (const field of form.fields) {
    for (const report of reports) {
      const flag = robotFlag(field, report, breakdown);
      if (flag) add(report.station, flag);
    }
    for (const alliance of ['red', 'blue'] as const) {
      const flag = allianceFlags(field, alliance, reports, breakdown);
      if (flag) for (const s of STATIONS.filter((x) => allianceOf(x) === alliance)) add(s, flag);
    }
  }
  return flags;
}
