import type { AllianceBreakdown, SeasonLayout } from '../breakdown-types.ts';
import { countOf, flag, points, robotStateRows } from '../field-readers.ts';

const BAYS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `bay${n}`);
const ROCKET_SPOTS = ['low', 'mid', 'top'].flatMap((level) =>
  ['Left', 'Right'].flatMap((side) => ['Near', 'Far'].map((rocket) => ({ path: `${level}${side}Rocket${rocket}`, rocket }))),
);
const rocketSpots = (rocket: 'Near' | 'Far') => ROCKET_SPOTS.filter((s) => s.rocket === rocket).map((s) => s.path);
const hasPanel = (v: unknown) => v === 'Panel' || v === 'PanelAndCargo';
const hasCargo = (v: unknown) => v === 'PanelAndCargo';

/** Panels on the cargo ship, not counting the null hatch panels placed before the match. */
const scoredShipPanels = (side: AllianceBreakdown): number | null => {
  if (BAYS.every((bay) => side[bay] === undefined)) return null;
  return BAYS.filter((bay, i) => hasPanel(side[bay]) && side[`preMatchBay${i + 1}`] !== 'Panel').length;
};

/** 2019 Deep Space: sandstorm off the HAB, hatch panels and cargo in the ship and two rockets, the HAB climb. */
export const deepSpace2019: SeasonLayout = {
  game: 'Deep Space',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Sandstorm', 'habLineRobot'),
        { label: 'Sandstorm Bonus Points', read: points('sandStormBonusPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Cargo Ship Panels', read: scoredShipPanels },
        { label: 'Cargo Ship Cargo', read: countOf(BAYS, hasCargo), outOf: 8 },
        { label: 'Near Rocket Panels', read: countOf(rocketSpots('Near'), hasPanel), outOf: 6 },
        { label: 'Near Rocket Cargo', read: countOf(rocketSpots('Near'), hasCargo), outOf: 6 },
        { label: 'Far Rocket Panels', read: countOf(rocketSpots('Far'), hasPanel), outOf: 6 },
        { label: 'Far Rocket Cargo', read: countOf(rocketSpots('Far'), hasCargo), outOf: 6 },
        { label: 'Hatch Panel Points', read: points('hatchPanelPoints'), points: true },
        { label: 'Cargo Points', read: points('cargoPoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [...robotStateRows('HAB Climb', 'endgameRobot'), { label: 'HAB Climb Points', read: points('habClimbPoints'), points: true }],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Near Rocket Complete', read: flag('completedRocketNear') },
        { label: 'Far Rocket Complete', read: flag('completedRocketFar') },
        { label: 'Complete Rocket Ranking Point', read: flag('completeRocketRankingPoint'), rankingPointOnly: true },
        { label: 'HAB Docking Ranking Point', read: flag('habDockingRankingPoint'), rankingPointOnly: true },
      ],
    },
  ],
};
