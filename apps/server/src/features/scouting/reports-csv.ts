import { matchTitle } from '@team7790/shared/competition/match-names';
import { fieldProblem, PHASE_LABELS, type FieldValue, type FormField, type ScoutingForm } from '@team7790/shared/scouting/form';
import { stationLabel } from '@team7790/shared/scouting/match-scouting';
import { csvField } from '@team7790/shared/scouting/pick-list-csv';
import { byMatchAndStation, matchNumbering } from './match-keys.ts';
import type { NamedReport } from './report-repo.ts';

/** An answer as a spreadsheet shows it: a checkbox Yes or No, a choice its option's label; empty where it does not fit. */
function cell(field: FormField, values: Record<string, FieldValue>): string | number | null {
  const value = values[field.id];
  if (value === undefined || value === null || fieldProblem(field, value) !== null) return null;
  if (field.kind === 'checkbox') return value ? 'Yes' : 'No';
  if (field.kind === 'choice') return field.options.find((o) => o.value === value)?.label ?? String(value);
  return value as string | number;
}

/**
 * An event's reports as a spreadsheet (RFC 4180, CRLF line ends, as Excel expects): one row per report in play order,
 * then one column per field of the season's current form, named with its phase. Text that a spreadsheet would run as
 * a formula (a note starting with =, +, - or @) is kept as text by the pick list's csvField.
 */
export function reportsCsv(form: ScoutingForm | null, reports: readonly NamedReport[]): string {
  const fields = form?.fields ?? [];
  const header = [
    'Event',
    'Match',
    'Station',
    'Team',
    'Scout',
    'Form version',
    'Submitted at',
    ...fields.map((f) => `${PHASE_LABELS[f.phase]}: ${f.label}`),
  ];
  const lines = byMatchAndStation(reports).map((r) =>
    [
      r.eventKey,
      matchTitle(matchNumbering(r.matchKey)),
      stationLabel(r.station),
      r.teamNumber,
      r.scoutName ?? '',
      r.formVersion,
      r.submittedAt.toISOString(),
      ...fields.map((f) => cell(f, r.values)),
    ]
      .map(csvField)
      .join(','),
  );
  return [header.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}
