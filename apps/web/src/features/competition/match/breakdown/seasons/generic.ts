import type { AllianceBreakdown, SectionDefinition } from '../breakdown-types.ts';
import { num } from '../field-readers.ts';

const GENERIC: Array<{ title: SectionDefinition['title']; label: string; paths: string[] }> = [
  { title: 'Auto', label: 'Auto Points', paths: ['autoPoints', 'auto_points'] },
  { title: 'Teleop', label: 'Teleop Points', paths: ['teleopPoints', 'teleop_points'] },
  { title: 'Endgame', label: 'Endgame Points', paths: ['endgamePoints', 'endgame_points'] },
];

/**
 * Rows for a season with no layout of its own: auto, teleop and endgame points where the
 * breakdown has them (fouls and adjustments come with every table). Empty when it has none.
 */
export function genericRows(blue: AllianceBreakdown, red: AllianceBreakdown): SectionDefinition[] {
  return GENERIC.flatMap(({ title, label, paths }) => {
    const path = paths.find((p) => num(blue, p) !== null || num(red, p) !== null);
    return path ? [{ title, rows: [{ label, read: (side: AllianceBreakdown) => num(side, path), points: true }] }] : [];
  });
}
