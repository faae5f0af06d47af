import { z } from 'zod';
import { refuseHiddenText } from '../text/visible-text.ts';

/**
 * A season's match-scouting form, defined as data (issue 31): fields grouped by phase, each a counter, a choice,
 * a checkbox, a rating or notes. Reports keep the (season, version) they were filled with; a field keeps its `id`
 * across versions, so averages read every version that has it.
 */
export const SCOUTING_PHASES = ['auto', 'teleop', 'endgame', 'after'] as const;
export const scoutingPhase = z.enum(SCOUTING_PHASES);
export type ScoutingPhase = z.infer<typeof scoutingPhase>;
export const PHASE_LABELS: Record<ScoutingPhase, string> = { auto: 'Auto', teleop: 'Teleop', endgame: 'Endgame', after: 'After the match' };
/** Phases whose points add up to a robot's contribution (after the match holds ratings and notes). */
export const SCORING_PHASES = ['auto', 'teleop', 'endgame'] as const;

export const FORM_MAX_FIELDS = 40;
export const FIELD_LABEL_MAX = 60;
export const COUNTER_MAX_LIMIT = 999;
export const CHOICE_MAX_OPTIONS = 8;
export const RATING_MAX_LIMIT = 10;
/** A note fits a QR code beside the rest of the report (issue 31); 280 characters, as a scout writes on a phone. */
export const NOTES_MAX_LIMIT = 280;

const fieldId = z
  .string({ error: 'Field id must be text.' })
  .regex(/^[a-z][a-z0-9_]{0,31}$/, 'Field id must be 1 to 32 lower-case letters, digits or underscores, starting with a letter.');
/** A name a scout reads (the form's, a field's, an option's): no invisible or direction-changing characters, as channel names. */
const labelOf = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} must not be empty.`)
    .max(FIELD_LABEL_MAX, `${what} must be at most ${FIELD_LABEL_MAX} characters.`)
    .superRefine(refuseHiddenText(what));
const label = labelOf('Label');
const points = z.number({ error: 'Points must be a number.' }).min(-100).max(100).optional();

/**
 * Where the official score breakdown has the same quantity (issue 31 "trust but check"):
 * - `robot`: a per-robot breakdown key without its station digit (`endGameTowerRobot` reads `endGameTowerRobot2` for
 *   the second station); a choice compares its option value, a checkbox compares against `yes`.
 * - `alliance`: a dotted path to an alliance figure (`hubScore.autoCount`); the three stations' reports are added up
 *   and compared once all three are in, with `tolerance` (absolute) allowed for counting by eye.
 */
export const officialRobot = z.object({ robot: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/), yes: z.string().max(32).optional() }).strict();
export const officialAlliance = z
  .object({
    alliance: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/)
      .max(80),
    tolerance: z.number().int().min(0).max(999),
  })
  .strict();
export type OfficialRobot = z.infer<typeof officialRobot>;
export type OfficialAlliance = z.infer<typeof officialAlliance>;

const common = { id: fieldId, label, phase: scoutingPhase };

export const counterField = z
  .object({
    ...common,
    kind: z.literal('counter'),
    max: z.number().int().min(1).max(COUNTER_MAX_LIMIT),
    points,
    official: officialAlliance.optional(),
  })
  .strict();
export const checkboxField = z.object({ ...common, kind: z.literal('checkbox'), points, official: officialRobot.optional() }).strict();
export const choiceOption = z
  .object({
    value: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'An option value is 1 to 32 letters, digits, underscores or hyphens.'),
    label,
    points,
  })
  .strict();
export const choiceField = z
  .object({
    ...common,
    kind: z.literal('choice'),
    options: z
      .array(choiceOption)
      .min(2, 'A choice needs at least 2 options.')
      .max(CHOICE_MAX_OPTIONS, `A choice has at most ${CHOICE_MAX_OPTIONS} options.`)
      .refine((o) => new Set(o.map((x) => x.value)).size === o.length, { error: 'Option values must differ.' }),
    official: officialRobot.optional(),
  })
  .strict();
export const ratingField = z.object({ ...common, kind: z.literal('rating'), max: z.number().int().min(2).max(RATING_MAX_LIMIT) }).strict();
export const notesField = z.object({ ...common, kind: z.literal('notes'), max_length: z.number().int().min(1).max(NOTES_MAX_LIMIT) }).strict();

export const formField = z.discriminatedUnion('kind', [counterField, checkboxField, choiceField, ratingField, notesField], {
  error: 'Field kind must be counter, checkbox, choice, rating or notes.',
});
export type FormField = z.infer<typeof formField>;
export type FieldKind = FormField['kind'];

/** What an administrator sends to adjust a season's form (PUT /api/scouting/forms/:season): a new version. */
export const formDefinition = z
  .object({
    name: label,
    fields: z
      .array(formField)
      .min(1, 'A form needs at least one field.')
      .max(FORM_MAX_FIELDS, `A form has at most ${FORM_MAX_FIELDS} fields.`)
      .refine((f) => new Set(f.map((x) => x.id)).size === f.length, { error: 'Field ids must differ.' })
      .refine((f) => f.filter((x) => x.kind === 'notes').length <= 1, { error: 'A form has at most one notes field.' }),
  })
  .strict();
export type FormDefinition = z.infer<typeof formDefinition>;

export const scoutingForm = formDefinition.extend({ season: z.number().int(), version: z.number().int().min(1) });
export type ScoutingForm = z.infer<typeof scoutingForm>;

/** A report's answers by field id: counters and ratings are whole numbers, a checkbox true/false, a choice its value. */
export type FieldValue = number | boolean | string | null;
export type ReportValues = Record<string, FieldValue>;

/** A field's answer before the scout touches it. */
export function emptyValue(field: FormField): FieldValue {
  switch (field.kind) {
    case 'counter':
      return 0;
    case 'checkbox':
      return false;
    case 'choice':
      return field.options[0]?.value ?? null;
    case 'rating':
      return null;
    case 'notes':
      return '';
  }
}

export const emptyValues = (form: Pick<ScoutingForm, 'fields'>): ReportValues => Object.fromEntries(form.fields.map((f) => [f.id, emptyValue(f)]));

/** Why one answer does not fit its field, or null when it does. */
export function fieldProblem(field: FormField, value: unknown): string | null {
  switch (field.kind) {
    case 'counter':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= field.max
        ? null
        : `${field.label} must be a whole number from 0 to ${field.max}.`;
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${field.label} must be yes or no.`;
    case 'choice':
      return typeof value === 'string' && field.options.some((o) => o.value === value)
        ? null
        : `${field.label} must be one of ${field.options.map((o) => o.label).join(', ')}.`;
    case 'rating':
      return value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= field.max)
        ? null
        : `${field.label} must be from 1 to ${field.max}, or not rated.`;
    case 'notes':
      return typeof value === 'string' && [...value].length <= field.max_length
        ? null
        : `${field.label} must be text of at most ${field.max_length} characters.`;
  }
}

/**
 * The problems of a whole report against the form it names: every field answered, nothing unknown. Empty when it fits.
 * Each problem names its field, for the `field` of the error answer.
 */
export function valuesProblems(form: Pick<ScoutingForm, 'fields'>, values: Record<string, unknown>): { field: string; error: string }[] {
  const problems: { field: string; error: string }[] = [];
  for (const field of form.fields) {
    if (!(field.id in values)) problems.push({ field: field.id, error: `${field.label} is missing.` });
    else {
      const problem = fieldProblem(field, values[field.id]);
      if (problem) problems.push({ field: field.id, error: problem });
    }
  }
  const known = new Set(form.fields.map((f) => f.id));
  for (const id of Object.keys(values)) if (!known.has(id)) problems.push({ field: id, error: `The form has no field ${id}.` });
  return problems;
}

/** Points one answer is worth, by the form's points (0 where it names none). */
export function fieldPoints(field: FormField, value: FieldValue): number {
  switch (field.kind) {
    case 'counter':
      return typeof value === 'number' ? value * (field.points ?? 0) : 0;
    case 'checkbox':
      return value === true ? (field.points ?? 0) : 0;
    case 'choice':
      return field.options.find((o) => o.value === value)?.points ?? 0;
    default:
      return 0;
  }
}
