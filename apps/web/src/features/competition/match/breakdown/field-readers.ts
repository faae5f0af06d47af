import type { AllianceBreakdown, CellValue } from './breakdown-types.ts';

/** Reads a field by a dotted path ('autoReef.topRow'); undefined when any step is missing. */
export function field(side: AllianceBreakdown, path: string): unknown {
  let value: unknown = side;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A number field; null when absent or not a number. */
export function num(side: AllianceBreakdown, path: string): number | null {
  const value = field(side, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reader of one number field. */
export const points = (path: string) => (side: AllianceBreakdown) => num(side, path);

/** Reader of a yes/no field; strings such as 'Yes' count as true. */
export const flag =
  (path: string) =>
  (side: AllianceBreakdown): CellValue => {
    const value = field(side, path);
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string') return value === 'Yes' || value === 'true';
    return null;
  };

/** Reader of a state name ('DeepCage' shows as 'Deep Cage'); null when absent. */
export const state =
  (path: string) =>
  (side: AllianceBreakdown): CellValue => {
    const value = field(side, path);
    return typeof value === 'string' ? value : null;
  };

/** Reader of the sum of several number fields; null when none is present. */
export const sum =
  (...paths: string[]) =>
  (side: AllianceBreakdown): number | null => {
    const values = paths.map((p) => num(side, p)).filter((v): v is number => v !== null);
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
  };

/** Reader of how many of the given fields hold a wanted value (e.g. robots that left the line). */
export const countOf =
  (paths: string[], matches: (value: unknown) => boolean) =>
  (side: AllianceBreakdown): number | null => {
    const values = paths.map((p) => field(side, p));
    if (values.every((v) => v === undefined)) return null;
    return values.filter(matches).length;
  };

/** The per-robot fields of an alliance of three: robot1..robot3 at the given spots of a name. */
export const robots = (prefix: string, suffix = ''): string[] => [1, 2, 3].map((n) => `${prefix}${n}${suffix}`);

/** 'Robot 1', 'Robot 2', 'Robot 3' rows showing one state per robot. */
export function robotStateRows(label: string, prefix: string, suffix = '') {
  return robots(prefix, suffix).map((path, i) => ({ label: `${label} (Robot ${i + 1})`, read: state(path) }));
}

/** 'DeepCage' -> 'Deep Cage', 'HabLevel2' -> 'Hab Level 2', 'B_Ramparts' -> 'Ramparts'. */
export function humanize(value: string): string {
  return value
    .replace(/^[A-E]_/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim();
}
