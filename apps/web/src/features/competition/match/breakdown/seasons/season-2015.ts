import type { AllianceBreakdown, SeasonLayout } from '../breakdown-types.ts';
import { flag, num, points } from '../field-readers.ts';

/**
 * Coopertition points (20 for a set, 40 for a stack, shared by both alliances). The recorded
 * breakdowns carry no field for them, so they are what the total holds beyond auto, teleop,
 * adjustments and the deducted fouls, taken as the largest award that fits.
 */
export const coopertitionPoints2015 = (side: AllianceBreakdown): number | null => {
  const total = num(side, 'total_points');
  if (total === null) return null;
  const recorded = num(side, 'coopertition_points');
  if (recorded !== null) return recorded;
  const rest =
    total - (num(side, 'auto_points') ?? 0) - (num(side, 'teleop_points') ?? 0) + (num(side, 'foul_points') ?? 0) - (num(side, 'adjust_points') ?? 0);
  return rest >= 40 ? 40 : rest >= 20 ? 20 : 0;
};

/** 2015 Recycle Rush: sets and stacks in auto, totes, containers on six levels and litter. Fouls deduct. */
export const recycleRush2015: SeasonLayout = {
  game: 'Recycle Rush',
  sections: [
    {
      title: 'Auto',
      rows: [
        { label: 'Robot Set', read: flag('robot_set') },
        { label: 'Container Set', read: flag('container_set') },
        { label: 'Tote Set', read: flag('tote_set') },
        { label: 'Tote Stack', read: flag('tote_stack') },
        { label: 'Auto Points', read: points('auto_points'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Totes (Near)', read: points('tote_count_near') },
        { label: 'Totes (Far)', read: points('tote_count_far') },
        { label: 'Tote Points', read: points('tote_points'), points: true },
        ...[1, 2, 3, 4, 5, 6].map((level) => ({ label: `Containers at Level ${level}`, read: points(`container_count_level${level}`) })),
        { label: 'Container Points', read: points('container_points'), points: true },
        { label: 'Litter in Containers', read: points('litter_count_container') },
        { label: 'Litter in Landfill', read: points('litter_count_landfill') },
        { label: 'Unprocessed Litter', read: points('litter_count_unprocessed') },
        { label: 'Litter Points', read: points('litter_points'), points: true },
        { label: 'Teleop Points', read: points('teleop_points'), points: true, part: true },
      ],
    },
    {
      title: 'Coopertition',
      rows: [{ label: 'Coopertition Points', read: coopertitionPoints2015, points: true, part: true }],
    },
  ],
  penalties: { foulsDeduct: true },
};
