import { rebuilt2026Form } from '@team7790/shared/scouting/forms/rebuilt-2026';
import type { FormField } from '@team7790/shared/scouting/form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  checkDraft,
  definitionOf,
  draftOf,
  formProblems,
  isDirty,
  moveField,
  newField,
  otherFieldProblems,
  serverProblems,
  type FormDraft,
} from './form-editor-draft.ts';

const withField = (draft: FormDraft, index: number, change: (f: FormField) => FormField): FormDraft => ({
  ...draft,
  fields: draft.fields.map((d, i) => (i === index ? { ...d, field: change(d.field) } : d)),
});

describe('the form editor’s working copy', () => {
  it('starts as the form, unchanged, and sends exactly it', () => {
    const draft = draftOf(rebuilt2026Form);
    expect(isDirty(draft, rebuilt2026Form)).toBe(false);
    expect(checkDraft(draft)).toEqual({ definition: rebuilt2026Form });
    expect(new Set(draft.fields.map((f) => f.key)).size).toBe(draft.fields.length);
  });

  it('moves a field up or down, and not past either end', () => {
    const ids = (list: { field: FormField }[]) => list.map((d) => d.field.id).slice(0, 3);
    const draft = draftOf(rebuilt2026Form);
    expect(ids(moveField(draft.fields, 1, -1))).toEqual(['auto_missed', 'auto_fuel', 'auto_tower']);
    expect(ids(moveField(draft.fields, 0, 1))).toEqual(['auto_missed', 'auto_fuel', 'auto_tower']);
    expect(ids(moveField(draft.fields, 0, -1))).toEqual(['auto_fuel', 'auto_missed', 'auto_tower']);
    expect(moveField(draft.fields, draft.fields.length - 1, 1).at(-1)!.field.id).toBe('notes');
    const moved = { ...draft, fields: moveField(draft.fields, 1, -1) };
    expect(isDirty(moved, rebuilt2026Form)).toBe(true);
  });

  it('adds a field of each kind that the schema takes, with an id nobody has', () => {
    const taken = ['counter_1'];
    const counter = newField('counter', 'teleop', taken);
    expect(counter.field).toMatchObject({ id: 'counter_2', kind: 'counter', phase: 'teleop' });
    expect(counter.isNew).toBe(true);
    const { notes: _notes, ...withoutNotes } = Object.fromEntries(rebuilt2026Form.fields.map((f) => [f.id, f]));
    const base = { name: 'Test', fields: Object.values(withoutNotes) };
    for (const kind of ['counter', 'checkbox', 'choice', 'rating', 'notes'] as const) {
      const draft = draftOf(base);
      draft.fields.push(
        newField(
          kind,
          'after',
          draft.fields.map((f) => f.field.id),
        ),
      );
      expect(checkDraft(draft)).toHaveProperty('definition');
    }
  });

  it('names each problem by the path the server would name', () => {
    let draft = draftOf(rebuilt2026Form);
    draft = withField(draft, 0, (f) => ({ ...f, label: '  ' }));
    draft = withField(draft, 1, (f) => (f.kind === 'counter' ? { ...f, max: Number.NaN } : f));
    draft = withField(draft, 2, (f) => (f.kind === 'choice' ? { ...f, options: [{ ...f.options[0]!, value: 'bad value' }, f.options[1]!] } : f));
    draft = withField(draft, 3, (f) => (f.kind === 'counter' ? { ...f, max: 5000, points: 2.5 } : f));
    draft = withField(draft, 7, (f) => (f.kind === 'rating' ? { ...f, max: 1.5 } : f));
    const checked = checkDraft({ ...draft, name: '' });
    expect(checked).toEqual({
      problems: {
        name: 'Label must not be empty.',
        'fields.0.label': 'Label must not be empty.',
        'fields.1.max': 'Maximum must be a number.',
        'fields.2.options.0.value': 'An option value is 1 to 32 letters, digits, underscores or hyphens.',
        'fields.3.max': 'Maximum must be at most 999.',
        'fields.7.max': 'Maximum must be a whole number.',
      },
    });
  });

  it('refuses ids that repeat and a second notes field as the form’s problems', () => {
    const draft = draftOf(rebuilt2026Form);
    draft.fields.push({ key: 'x', isNew: true, field: { id: 'notes', label: 'More', phase: 'after', kind: 'notes', max_length: 10 } });
    const checked = checkDraft(draft);
    expect('problems' in checked && formProblems(checked.problems)).toEqual(['Field ids must differ. A form has at most one notes field.']);
  });

  it('shows the problems no input of a card names at its top, and the server’s at the field it names', () => {
    const field = rebuilt2026Form.fields[0]!;
    const problems = { 'fields.0.label': 'a', 'fields.0.official.tolerance': 'b', 'fields.0': 'c', 'fields.10.label': 'd' };
    expect(otherFieldProblems(problems, field, 0)).toEqual(['b', 'c']);
    expect(serverProblems(new ApiError('fields.2.label: Label must not be empty.', 400, 'invalid_input', 'fields.2.label'))).toEqual({
      'fields.2.label': 'Label must not be empty.',
    });
    expect(serverProblems(new ApiError('Administrators only.', 403))).toEqual({ form: 'Administrators only.' });
    expect(definitionOf(draftOf(rebuilt2026Form))).toEqual(rebuilt2026Form);
  });
});
