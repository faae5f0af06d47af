import type { FormField, ScoutingForm, ScoutingPhase } from '@team7790/shared/scouting/form';
import type { TeamScouting } from '@team7790/shared/scouting/match-scouting';
import { fieldSort, SCOUTED_SORT_CHOICES, type FieldSortChoice, type TableSort } from '@team7790/shared/scouting/scouting-table';

/** The short phase names a column heading carries above a field's label. */
const PHASE_SHORT: Record<ScoutingPhase, string> = { auto: 'Auto', teleop: 'Teleop', endgame: 'Endgame', after: 'After match' };

/** A form field the summary has a figure for (notes are not summed up). */
export type SummaryField = Exclude<FormField, { kind: 'notes' }>;

export interface FieldColumn {
  field: SummaryField;
  /** "Auto", "Teleop"…: two fields may share a label in different phases ("Fuel scored"). */
  phase: string;
  sort: FieldSortChoice;
}

/** One column per field of the form, in the form's order, notes left out. */
export function fieldColumns(form: Pick<ScoutingForm, 'fields'> | null | undefined): FieldColumn[] {
  return (form?.fields ?? [])
    .filter((f): f is SummaryField => f.kind !== 'notes')
    .map((field) => ({ field, phase: PHASE_SHORT[field.phase], sort: fieldSort(field.id) }));
}

const DASH = '–';

/** A points average or another scouted figure: one decimal, a dash when the team was never scouted. */
export const figureText = (n: number | null | undefined) => (n === null || n === undefined ? DASH : n.toFixed(1));

/**
 * A field's figure as the table shows it: counters and ratings their average with one decimal, a checkbox its share of
 * yes as a percentage, a choice its most common answer's label; a dash when unknown.
 */
export function fieldFigureText(field: SummaryField, value: number | string | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  if (typeof value === 'string') return value;
  if (field.kind === 'checkbox') return `${Math.round(value * 100)}%`;
  if (field.kind === 'choice') return DASH;
  return value.toFixed(1);
}

/** How many matches of the team were scouted: 0, never a dash, for a team nobody has scouted yet. */
export const matchesText = (team: TeamScouting | null | undefined) => String(team?.matches ?? 0);

export interface SortOption {
  value: TableSort;
  label: string;
}

/** The members' extra sort choices: the scouted phases and matches, and (while every field is shown) each field. */
export function scoutedSortOptions(columns: readonly FieldColumn[], withFields: boolean): { scouted: SortOption[]; fields: SortOption[] } {
  return {
    scouted: SCOUTED_SORT_CHOICES.map((c) => ({ value: c.value, label: c.label })),
    fields: withFields ? columns.map((c) => ({ value: c.sort, label: `${c.phase}: ${c.field.label}` })) : [],
  };
}
