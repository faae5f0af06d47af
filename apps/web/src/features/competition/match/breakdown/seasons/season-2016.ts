import type { AllianceBreakdown, SeasonLayout } from '../breakdown-types.ts';
import { flag, humanize, points, robotStateRows, state } from '../field-readers.ts';

/** Position 1 is always the Low Bar; positions 2 to 5 name the defense the alliance chose. */
const defenseName = (side: AllianceBreakdown, position: number): string => {
  if (position === 1) return 'Low Bar';
  const value = side[`position${position}`];
  return typeof value === 'string' && value ? humanize(value) : `Position ${position}`;
};

const crossingRow = (position: number) => ({
  label: `Crossings: Position ${position}`,
  read: (side: AllianceBreakdown) => {
    const crossings = side[`position${position}crossings`];
    return typeof crossings === 'number' ? `${crossings} (${defenseName(side, position)})` : null;
  },
});

/** 2016 Stronghold: defenses crossed, boulders, the tower's three faces; breach and capture. */
export const stronghold2016: SeasonLayout = {
  game: 'Stronghold',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Auto', 'robot', 'Auto'),
        { label: 'Reach Points', read: points('autoReachPoints'), points: true },
        { label: 'Crossing Points', read: points('autoCrossingPoints'), points: true },
        { label: 'Boulders Low', read: points('autoBouldersLow') },
        { label: 'Boulders High', read: points('autoBouldersHigh') },
        { label: 'Boulder Points', read: points('autoBoulderPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        ...[1, 2, 3, 4, 5].map(crossingRow),
        { label: 'Crossing Points', read: points('teleopCrossingPoints'), points: true },
        { label: 'Boulders Low', read: points('teleopBouldersLow') },
        { label: 'Boulders High', read: points('teleopBouldersHigh') },
        { label: 'Boulder Points', read: points('teleopBoulderPoints'), points: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        { label: 'Tower Face A', read: state('towerFaceA') },
        { label: 'Tower Face B', read: state('towerFaceB') },
        { label: 'Tower Face C', read: state('towerFaceC') },
        { label: 'Challenge Points', read: points('teleopChallengePoints'), points: true },
        { label: 'Scale Points', read: points('teleopScalePoints'), points: true },
        { label: 'Tower Strength Left', read: points('towerEndStrength') },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Defenses Breached', read: flag('teleopDefensesBreached') },
        { label: 'Breach Points', read: points('breachPoints'), points: true },
        { label: 'Tower Captured', read: flag('teleopTowerCaptured') },
        { label: 'Capture Points', read: points('capturePoints'), points: true },
      ],
    },
  ],
};
