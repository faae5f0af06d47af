import type { SeasonLayout } from '../breakdown-types.ts';
import { flag, points } from '../field-readers.ts';

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
        { label: 'Auto Points', read: points('auto_points'), points: true },
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
        { label: 'Teleop Points', read: points('teleop_points'), points: true },
      ],
    },
  ],
  penalties: { foulsDeduct: true },
};
