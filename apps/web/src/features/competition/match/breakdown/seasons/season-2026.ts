import type { SeasonLayout } from '../breakdown-types.ts';
import { flag, points, robotStateRows } from '../field-readers.ts';

/** 2026 Rebuilt: fuel into the hub through auto, the transition, four shifts and the endgame; climbing the tower. */
export const rebuilt2026: SeasonLayout = {
  game: 'Rebuilt',
  sections: [
    {
      title: 'Auto',
      rows: [
        { label: 'Hub Fuel', read: points('hubScore.autoCount') },
        { label: 'Hub Points', read: points('hubScore.autoPoints'), points: true },
        ...robotStateRows('Tower', 'autoTowerRobot'),
        { label: 'Tower Points', read: points('autoTowerPoints'), points: true },
        { label: 'Auto Points', read: points('totalAutoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Transition Fuel', read: points('hubScore.transitionCount') },
        ...[1, 2, 3, 4].map((n) => ({ label: `Shift ${n} Fuel`, read: points(`hubScore.shift${n}Count`) })),
        { label: 'Hub Points', read: points('hubScore.teleopPoints'), points: true },
        { label: 'Teleop Points', read: points('totalTeleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        { label: 'Endgame Fuel', read: points('hubScore.endgameCount') },
        ...robotStateRows('Tower', 'endGameTowerRobot'),
        { label: 'Tower Points', read: points('endGameTowerPoints'), points: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Energized', read: flag('energizedAchieved'), rankingPointOnly: true },
        { label: 'Supercharged', read: flag('superchargedAchieved'), rankingPointOnly: true },
        { label: 'Traversal', read: flag('traversalAchieved'), rankingPointOnly: true },
      ],
    },
  ],
  // Since 2026 the provider counts minor and major fouls.
  penalties: { foulCount: points('minorFoulCount'), techFoulCount: points('majorFoulCount') },
};
