import type { AllianceBreakdown, CellValue, SeasonLayout } from '../breakdown-types.ts';
import { field, flag, points, robotStateRows, state } from '../field-readers.ts';

const ROWS = { T: 'Top', M: 'Middle', B: 'Bottom' } as const;

/** One level of the grid (9 nodes) as 'n / 9 (c cones, k cubes)'. */
const gridLevel =
  (period: 'auto' | 'teleop', level: keyof typeof ROWS) =>
  (side: AllianceBreakdown): CellValue => {
    const nodes = field(side, `${period}Community.${level}`);
    if (!Array.isArray(nodes)) return null;
    const cones = nodes.filter((n) => n === 'Cone').length;
    const cubes = nodes.filter((n) => n === 'Cube').length;
    return `${cones + cubes} / 9 (${cones} cone${cones === 1 ? '' : 's'}, ${cubes} cube${cubes === 1 ? '' : 's'})`;
  };

const links = (side: AllianceBreakdown): CellValue => {
  const value = field(side, 'links');
  return Array.isArray(value) ? value.length : null;
};

const levelRows = (period: 'auto' | 'teleop') =>
  (Object.keys(ROWS) as (keyof typeof ROWS)[]).map((level) => ({ label: `Grid ${ROWS[level]} Row`, read: gridLevel(period, level) }));

/** 2023 Charged Up: cones and cubes on a grid of 9 nodes by 3 levels, links, the charge station. */
export const chargedUp2023: SeasonLayout = {
  game: 'Charged Up',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Mobility', 'mobilityRobot'),
        { label: 'Mobility Points', read: points('autoMobilityPoints'), points: true },
        ...levelRows('auto'),
        { label: 'Game Piece Points', read: points('autoGamePiecePoints'), points: true },
        ...robotStateRows('Charge Station', 'autoChargeStationRobot'),
        { label: 'Charge Station', read: state('autoBridgeState') },
        { label: 'Charge Station Points', read: points('autoChargeStationPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        ...levelRows('teleop').map((r) => ({ ...r, label: `${r.label} (end of match)` })),
        { label: 'Game Piece Points', read: points('teleopGamePiecePoints'), points: true },
        { label: 'Links', read: links },
        { label: 'Link Points', read: points('linkPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        ...robotStateRows('Charge Station', 'endGameChargeStationRobot'),
        { label: 'Charge Station', read: state('endGameBridgeState') },
        { label: 'Charge Station Points', read: points('endGameChargeStationPoints'), points: true },
        { label: 'Park Points', read: points('endGameParkPoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Coopertition Criteria Met', read: flag('coopertitionCriteriaMet'), rankingPointOnly: true },
        { label: 'Sustainability Bonus', read: flag('sustainabilityBonusAchieved'), rankingPointOnly: true },
        { label: 'Activation Bonus', read: flag('activationBonusAchieved'), rankingPointOnly: true },
      ],
    },
  ],
};
