import type { AllianceBreakdown, CellValue, RowDefinition, SeasonLayout } from '../breakdown-types.ts';
import { countOf, field, flag, num, points, robotStateRows, robots } from '../field-readers.ts';

/** Reef rows by level: L1 is the trough, L2 to L4 are rows of 12 branches each. */
const BRANCH_ROWS = [
  { level: 2, row: 'botRow' },
  { level: 3, row: 'midRow' },
  { level: 4, row: 'topRow' },
] as const;

/** Coral on one row of branches: the provider's count, else the branches marked filled. */
const branchCount =
  (reef: 'autoReef' | 'teleopReef', row: string) =>
  (side: AllianceBreakdown): CellValue => {
    const counted = num(side, `${reef}.tba_${row}Count`);
    if (counted !== null) return counted;
    const nodes = field(side, `${reef}.${row}`);
    return nodes && typeof nodes === 'object' ? Object.values(nodes).filter((v) => v === true).length : null;
  };

function reefRows(reef: 'autoReef' | 'teleopReef', label: (level: number) => string): RowDefinition[] {
  return [
    { label: label(1), read: points(`${reef}.trough`) },
    ...BRANCH_ROWS.map(({ level, row }) => ({ label: label(level), read: branchCount(reef, row), outOf: 12 })),
  ];
}

/** 2025 and later: coral on the reef's levels L1 to L4, algae in the net and processor, the barge. */
export const reefscape2025: SeasonLayout = {
  game: 'Reefscape',
  sections: [
    {
      title: 'Auto',
      rows: [
        { label: 'Mobility', read: countOf(robots('autoLineRobot'), (v) => v === 'Yes'), outOf: 3 },
        { label: 'Mobility Points', read: points('autoMobilityPoints'), points: true },
        ...reefRows('autoReef', (level) => `Coral L${level}${level === 1 ? ' (Trough)' : ''}`),
        { label: 'Coral Points', read: points('autoCoralPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        ...reefRows('teleopReef', (level) => `Reef L${level}${level === 1 ? ' (Trough)' : ''} at End`),
        { label: 'Coral Scored', read: points('teleopCoralCount') },
        { label: 'Coral Points', read: points('teleopCoralPoints'), points: true },
        { label: 'Net Algae', read: points('netAlgaeCount') },
        { label: 'Processor Algae', read: points('wallAlgaeCount') },
        { label: 'Algae Points', read: points('algaePoints'), points: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        ...robotStateRows('Barge', 'endGameRobot'),
        { label: 'Barge Points', read: points('endGameBargePoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Coopertition', read: flag('coopertitionCriteriaMet'), rankingPointOnly: true },
        { label: 'Auto Bonus', read: flag('autoBonusAchieved'), rankingPointOnly: true },
        { label: 'Coral Bonus', read: flag('coralBonusAchieved'), rankingPointOnly: true },
        { label: 'Barge Bonus', read: flag('bargeBonusAchieved'), rankingPointOnly: true },
      ],
    },
  ],
};
