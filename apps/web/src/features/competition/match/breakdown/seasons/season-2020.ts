import type { SeasonLayout } from '../breakdown-types.ts';
import { flag, points, robotStateRows, state } from '../field-readers.ts';

/** 2020 Infinite Recharge: power cells into three ports, the control panel's stages, hanging on the rung. */
export const infiniteRecharge2020: SeasonLayout = {
  game: 'Infinite Recharge',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Initiation Line', 'initLineRobot'),
        { label: 'Initiation Line Points', read: points('autoInitLinePoints'), points: true },
        { label: 'Cells: Bottom Port', read: points('autoCellsBottom') },
        { label: 'Cells: Outer Port', read: points('autoCellsOuter') },
        { label: 'Cells: Inner Port', read: points('autoCellsInner') },
        { label: 'Cell Points', read: points('autoCellPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Cells: Bottom Port', read: points('teleopCellsBottom') },
        { label: 'Cells: Outer Port', read: points('teleopCellsOuter') },
        { label: 'Cells: Inner Port', read: points('teleopCellsInner') },
        { label: 'Cell Points', read: points('teleopCellPoints'), points: true },
        { label: 'Stage 1 Activated', read: flag('stage1Activated') },
        { label: 'Stage 2 Activated', read: flag('stage2Activated') },
        { label: 'Stage 3 Activated', read: flag('stage3Activated') },
        { label: 'Control Panel Points', read: points('controlPanelPoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        ...robotStateRows('Endgame', 'endgameRobot'),
        { label: 'Rung Level', read: state('endgameRungIsLevel') },
        { label: 'Endgame Points', read: points('endgamePoints'), points: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Shield Operational Ranking Point', read: flag('shieldOperationalRankingPoint'), rankingPointOnly: true },
        { label: 'Shield Energized Ranking Point', read: flag('shieldEnergizedRankingPoint'), rankingPointOnly: true },
      ],
    },
  ],
};
