import {
  formDefinition,
  type FieldKind,
  type FormDefinition,
  type FormField,
  type ScoutingForm,
  type ScoutingPhase,
} from '@team7790/shared/scouting/form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The form editor's working copy (issue 31): the form's name and its fields in order, each with a key of its own for
 * the screen (a field's id may still be typed) and whether it is new in this version (only a new field's id and kind
 * may be chosen: a field keeps its id across versions, so that averages read every version that has it).
 */
export interface DraftField {
  key: string;
  field: FormField;
  isNew: boolean;
}
export interface FormDraft {
  name: string;
  fields: DraftField[];
}

/** Problems by the dotted path of what they name ('name', 'fields.2.label'); 'form' for the whole form. */
export type Problems = Record<string, string>;

let nextKey = 0;
const freshKey = () => `f${++nextKey}`;

export const draftOf = (form: Pick<ScoutingForm, 'name' | 'fields'>): FormDraft => ({
  name: form.name,
  fields: form.fields.map((field) => ({ key: freshKey(), field, isNew: false })),
});

export const definitionOf = (draft: FormDraft): FormDefinition => ({ name: draft.name, fields: draft.fields.map((f) => f.field) });

/** Whether the working copy differs from the form it started from. */
export const isDirty = (draft: FormDraft, form: Pick<ScoutingForm, 'name' | 'fields'>) =>
  JSON.stringify(definitionOf(draft)) !== JSON.stringify({ name: form.name, fields: form.fields });

export const KIND_LABELS: Record<FieldKind, string> = {
  counter: 'Counter',
  checkbox: 'Checkbox',
  choice: 'Choice',
  rating: 'Rating',
  notes: 'Notes',
};

/** A new field of a kind, with an id no other field has, ready to be named. */
export function newField(kind: FieldKind, phase: ScoutingPhase, taken: readonly string[]): DraftField {
  let n = 1;
  while (taken.includes(`${kind}_${n}`)) n += 1;
  const common = { id: `${kind}_${n}`, label: `New ${kind}`, phase };
  const field: FormField =
    kind === 'counter'
      ? { ...common, kind, max: 50, points: 0 }
      : kind === 'checkbox'
        ? { ...common, kind }
        : kind === 'choice'
          ? {
              ...common,
              kind,
              options: [
                { value: 'no', label: 'No', points: 0 },
                { value: 'yes', label: 'Yes', points: 0 },
              ],
            }
          : kind === 'rating'
            ? { ...common, kind, max: 5 }
            : { ...common, kind, max_length: 280 };
  return { key: freshKey(), field, isNew: true };
}

/** The fields with the one at `index` moved up (-1) or down (+1); unchanged at either end. */
export function moveField<T>(fields: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

const NUMBER_NAMES: Record<string, string> = { max: 'Maximum', max_length: 'Maximum length', points: 'Points', tolerance: 'Tolerance' };

/** The schema's message, said in the editor's words where the schema's own is generic (a number's bounds). */
function messageOf(issue: z.core.$ZodIssue): string {
  const last = issue.path.at(-1);
  const name = typeof last === 'string' ? NUMBER_NAMES[last] : undefined;
  if (name) {
    if (issue.code === 'invalid_type') return issue.expected === 'int' ? `${name} must be a whole number.` : `${name} must be a number.`;
    if (issue.code === 'too_small') return `${name} must be at least ${String(issue.minimum)}.`;
    if (issue.code === 'too_big') return `${name} must be at most ${String(issue.maximum)}.`;
  }
  return issue.message;
}

const pathKey = (path: readonly PropertyKey[]) => (path.length === 0 ? 'form' : path.map(String).join('.'));

/** The working copy checked with the server's own schema: the definition to send, or the problems by path. */
export function checkDraft(draft: FormDraft): { definition: FormDefinition } | { problems: Problems } {
  const parsed = formDefinition.safeParse(definitionOf(draft));
  if (parsed.success) return { definition: parsed.data };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const key = pathKey(issue.path);
    const message = messageOf(issue);
    // Two rules of the whole list (ids that repeat, a second notes field) name the same path: both are said.
    if (!problems[key]) problems[key] = message;
    else if (!problems[key].includes(message)) problems[key] = `${problems[key]} ${message}`;
  }
  return { problems };
}

/** A refusal of the server beside what its `field` names ("fields.2.label: …" without the path in front). */
export function serverProblems(error: unknown): Problems {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.field) {
      const prefix = `${error.field}: `;
      return { [error.field]: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message };
    }
    return { form: error.message };
  }
  return { form: 'Could not save the form. Try again.' };
}

/** The paths a field's card shows an input for, each with its problem beside it. */
export function fieldInputPaths(field: FormField, index: number): string[] {
  const at = (name: string) => `fields.${index}.${name}`;
  const paths = [at('id'), at('label'), at('phase')];
  if (field.kind === 'counter' || field.kind === 'rating') paths.push(at('max'));
  if (field.kind === 'counter' || field.kind === 'checkbox') paths.push(at('points'));
  if (field.kind === 'notes') paths.push(at('max_length'));
  if (field.kind === 'choice') {
    paths.push(at('options'));
    field.options.forEach((_, j) => paths.push(at(`options.${j}.value`), at(`options.${j}.label`), at(`options.${j}.points`)));
  }
  return paths;
}

/** Problems of a field that no input of its card shows (its kind, its official check): shown at the card's top. */
export function otherFieldProblems(problems: Problems, field: FormField, index: number): string[] {
  const shown = new Set(fieldInputPaths(field, index));
  const prefix = `fields.${index}`;
  return Object.entries(problems)
    .filter(([path]) => (path === prefix || path.startsWith(`${prefix}.`)) && !shown.has(path))
    .map(([, message]) => message);
}

/** Problems of the whole form (too many fields, ids that repeat, the server unreachable): shown above the fields. */
export function formProblems(problems: Problems): string[] {
  return Object.entries(problems)
    .filter(([path]) => path !== 'name' && !/^fields\.\d+(\.|$)/.test(path))
    .map(([, message]) => message);
}
