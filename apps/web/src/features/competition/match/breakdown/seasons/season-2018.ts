import type { AllianceBreakdown, SeasonLayout } from '../breakdown-types.ts';
import { flag, points, robotStateRows } from '../field-readers.ts';

/** A vault power-up as 'played (cubes)', e.g. '1 (3 cubes)'. */
const vault = (name: 'Force' | 'Levitate' | 'Boost') => (side: AllianceBreakdown) => {
  const played = side[`vault${name}Played`];
  const total = side[`vault${name}Total`];
  if (typeof played !== 'number' && typeof total !== 'number') return null;
  return `${played ? 'Played' : 'Not played'} · ${typeof total === 'number' ? total : 0} cubes`;
};

/** 2018 Power Up: switch and scale ownership, the vault's power-ups, climbing the scale. */
export const powerUp2018: SeasonLayout = {
  game: 'Power Up',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Auto', 'autoRobot'),
        { label: 'Auto Run Points', read: points('autoRunPoints'), points: true },
        { label: 'Switch Ownership (s)', read: points('autoSwitchOwnershipSec') },
        { label: 'Scale Ownership (s)', read: points('autoScaleOwnershipSec') },
        { label: 'Ownership Points', read: points('autoOwnershipPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Switch Ownership (s)', read: points('teleopSwitchOwnershipSec') },
        { label: 'Scale Ownership (s)', read: points('teleopScaleOwnershipSec') },
        { label: 'Ownership Points', read: points('teleopOwnershipPoints'), points: true },
        { label: 'Vault: Force', read: vault('Force') },
        { label: 'Vault: Levitate', read: vault('Levitate') },
        { label: 'Vault: Boost', read: vault('Boost') },
        { label: 'Vault Points', read: points('vaultPoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [...robotStateRows('Endgame', 'endgameRobot'), { label: 'Endgame Points', read: points('endgamePoints'), points: true }],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Auto Quest Ranking Point', read: flag('autoQuestRankingPoint'), rankingPointOnly: true },
        { label: 'Face the Boss Ranking Point', read: flag('faceTheBossRankingPoint'), rankingPointOnly: true },
      ],
    },
  ],
};
