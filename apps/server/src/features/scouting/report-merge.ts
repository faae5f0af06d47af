import type { FieldValue } from '@team7790/shared/scouting/form';

export type Values = Record<string, FieldValue>;
/** Per field, the submitted_at (ISO) of the save whose answer the report holds. */
export type FieldTimes = Record<string, string>;

export interface MergedReport {
  values: Values;
  fieldTimes: FieldTimes;
  /** The fields this save wrote. */
  written: string[];
}

/**
 * One save merged into a report, last writer wins per field (issue 31): the fields this save changed from the save it
 * edits (`base`; every field when that save is not known) take its answer unless a save submitted later already
 * wrote them. A save that arrives late (a phone that was offline, a QR code relayed afterwards) thus never overwrites
 * a newer answer, and two scouts' edits of different fields both stay.
 */
export function mergeSave(
  current: { values: Values; fieldTimes: FieldTimes },
  save: { values: Values; submittedAt: string },
  base: Values | null,
): MergedReport {
  const values = { ...current.values };
  const fieldTimes = { ...current.fieldTimes };
  const written: string[] = [];
  const at = Date.parse(save.submittedAt);
  for (const [field, value] of Object.entries(save.values)) {
    const changed = base === null || !(field in base) || base[field] !== value;
    if (!changed) continue;
    const time = fieldTimes[field];
    if (time !== undefined && at < Date.parse(time)) continue;
    values[field] = value;
    fieldTimes[field] = new Date(at).toISOString();
    written.push(field);
  }
  return { values, fieldTimes, written };
}
