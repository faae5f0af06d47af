import type { FormDefinition } from '../form.ts';

const climb = (points: [number, number, number]) => [
  { value: 'None', label: 'None', points: 0 },
  { value: 'Level1', label: 'Level 1', points: points[0] },
  { value: 'Level2', label: 'Level 2', points: points[1] },
  { value: 'Level3', label: 'Level 3', points: points[2] },
];

/**
 * 2026 REBUILT, the current real season's game and the simulated season's (from 2026 on). Fuel is counted per robot;
 * the official breakdown has the alliance's hub counts (hubScore) and each robot's tower level, which the checks read.
 */
export const rebuilt2026Form: FormDefinition = {
  name: 'REBUILT 2026',
  fields: [
    {
      id: 'auto_fuel',
      label: 'Fuel scored',
      phase: 'auto',
      kind: 'counter',
      max: 200,
      points: 1,
      official: { alliance: 'hubScore.autoCount', tolerance: 10 },
    },
    { id: 'auto_missed', label: 'Fuel missed', phase: 'auto', kind: 'counter', max: 200 },
    {
      id: 'auto_tower',
      label: 'Tower climb',
      phase: 'auto',
      kind: 'choice',
      options: [
        { value: 'None', label: 'None', points: 0 },
        { value: 'Level1', label: 'Level 1', points: 15 },
      ],
      official: { robot: 'autoTowerRobot' },
    },
    {
      id: 'teleop_fuel',
      label: 'Fuel scored',
      phase: 'teleop',
      kind: 'counter',
      max: 600,
      points: 1,
      official: { alliance: 'hubScore.teleopCount', tolerance: 30 },
    },
    { id: 'teleop_missed', label: 'Fuel missed', phase: 'teleop', kind: 'counter', max: 600 },
    { id: 'teleop_defense', label: 'Played defense', phase: 'teleop', kind: 'checkbox' },
    {
      id: 'end_tower',
      label: 'Tower climb',
      phase: 'endgame',
      kind: 'choice',
      options: climb([10, 20, 30]),
      official: { robot: 'endGameTowerRobot' },
    },
    { id: 'driver_skill', label: 'Driver skill', phase: 'after', kind: 'rating', max: 5 },
    { id: 'broke_down', label: 'Broke down or stopped moving', phase: 'after', kind: 'checkbox' },
    { id: 'fouls', label: 'Fouls seen', phase: 'after', kind: 'counter', max: 20 },
    { id: 'notes', label: 'Notes', phase: 'after', kind: 'notes', max_length: 280 },
  ],
};
