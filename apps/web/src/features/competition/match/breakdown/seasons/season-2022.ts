import type { SeasonLayout } from '../breakdown-types.ts';
import { flag, points, robotStateRows, sum } from '../field-readers.ts';

const hub = (period: 'auto' | 'teleop', level: 'Lower' | 'Upper') =>
  sum(...['Blue', 'Red', 'Near', 'Far'].map((exit) => `${period}Cargo${level}${exit}`));

/** 2022 Rapid React: taxi, cargo into the lower and upper hub, climbing the hangar's rungs. */
export const rapidReact2022: SeasonLayout = {
  game: 'Rapid React',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Taxi', 'taxiRobot'),
        { label: 'Taxi Points', read: points('autoTaxiPoints'), points: true },
        { label: 'Cargo Lower Hub', read: hub('auto', 'Lower') },
        { label: 'Cargo Upper Hub', read: hub('auto', 'Upper') },
        { label: 'Cargo Points', read: points('autoCargoPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Cargo Lower Hub', read: hub('teleop', 'Lower') },
        { label: 'Cargo Upper Hub', read: hub('teleop', 'Upper') },
        { label: 'Cargo Points', read: points('teleopCargoPoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [...robotStateRows('Hangar', 'endgameRobot'), { label: 'Hangar Points', read: points('endgamePoints'), points: true }],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Quintet', read: flag('quintetAchieved') },
        { label: 'Cargo Bonus Ranking Point', read: flag('cargoBonusRankingPoint'), rankingPointOnly: true },
        { label: 'Hangar Bonus Ranking Point', read: flag('hangarBonusRankingPoint'), rankingPointOnly: true },
      ],
    },
  ],
};
