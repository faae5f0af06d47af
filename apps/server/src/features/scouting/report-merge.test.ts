import { describe, expect, it } from 'vitest';
import { mergeSave, type FieldTimes, type Values } from './report-merge.ts';

const T1 = '2025-03-01T14:00:00.000Z';
const T2 = '2025-03-01T14:05:00.000Z';
const T3 = '2025-03-01T14:10:00.000Z';
const first: Values = { coral: 3, left: true, barge: 'Parked', notes: '' };
const stored = (values: Values, at: string): { values: Values; fieldTimes: FieldTimes } => ({
  values,
  fieldTimes: Object.fromEntries(Object.keys(values).map((k) => [k, at])),
});

describe('mergeSave: last writer wins per field', () => {
  it('takes the fields an edit changed from the save it edits, and leaves the others', () => {
    const merged = mergeSave(stored(first, T1), { values: { ...first, coral: 5 }, submittedAt: T2 }, first);
    expect(merged.values).toEqual({ ...first, coral: 5 });
    expect(merged.written).toEqual(['coral']);
    expect(merged.fieldTimes).toEqual({ coral: T2, left: T1, barge: T1, notes: T1 });
  });

  it('keeps both of two edits of the same save that changed different fields, whichever arrives first', () => {
    const a = { values: { ...first, coral: 5 }, submittedAt: T2 };
    const b = { values: { ...first, notes: 'fast' }, submittedAt: T3 };
    const ab = mergeSave(mergeSave(stored(first, T1), a, first), b, first);
    const ba = mergeSave(mergeSave(stored(first, T1), b, first), a, first);
    expect(ab.values).toEqual({ ...first, coral: 5, notes: 'fast' });
    expect(ba.values).toEqual(ab.values);
  });

  it('lets the later of two edits of the same field win, whichever arrives first', () => {
    const older = { values: { ...first, coral: 5 }, submittedAt: T2 };
    const newer = { values: { ...first, coral: 7 }, submittedAt: T3 };
    expect(mergeSave(mergeSave(stored(first, T1), older, first), newer, first).values.coral).toBe(7);
    const late = mergeSave(mergeSave(stored(first, T1), newer, first), older, first);
    expect(late.values.coral).toBe(7);
    expect(late.written).toEqual([]);
  });

  it('reads every field of a save whose base is not known, each still only over older answers', () => {
    const current = { values: { ...first, coral: 9 }, fieldTimes: { coral: T3, left: T1, barge: T1, notes: T1 } };
    const merged = mergeSave(current, { values: { coral: 4, left: false, barge: 'Parked', notes: 'x' }, submittedAt: T2 }, null);
    expect(merged.values).toEqual({ coral: 9, left: false, barge: 'Parked', notes: 'x' });
    expect(merged.written.sort()).toEqual(['barge', 'left', 'notes']);
  });

  it('takes a save submitted at the same moment as the answer it replaces', () => {
    expect(mergeSave(stored(first, T2), { values: { ...first, coral: 1 }, submittedAt: T2 }, first).values.coral).toBe(1);
  });
});
