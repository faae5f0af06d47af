import type { FormDefinition } from '../form.ts';

/**
 * 2025 REEFSCAPE: coral by reef level, algae in the net and the processor, leaving the line, the barge at the end.
 * The official breakdown has each robot's leave and barge state and the alliance's coral and algae counts.
 */
export const reefscape2025Form: FormDefinition = {
  name: 'REEFSCAPE 2025',
  fields: [
    {
      id: 'auto_leave',
      label: 'Left the starting line',
      phase: 'auto',
      kind: 'checkbox',
      points: 3,
      official: { robot: 'autoLineRobot', yes: 'Yes' },
    },
    { id: 'auto_coral_l1', label: 'Coral L1', phase: 'auto', kind: 'counter', max: 30, points: 3 },
    { id: 'auto_coral_l2', label: 'Coral L2', phase: 'auto', kind: 'counter', max: 12, points: 4 },
    { id: 'auto_coral_l3', label: 'Coral L3', phase: 'auto', kind: 'counter', max: 12, points: 6 },
    { id: 'auto_coral_l4', label: 'Coral L4', phase: 'auto', kind: 'counter', max: 12, points: 7 },
    { id: 'auto_algae_net', label: 'Algae in net', phase: 'auto', kind: 'counter', max: 9, points: 4 },
    { id: 'teleop_coral_l1', label: 'Coral L1', phase: 'teleop', kind: 'counter', max: 60, points: 2 },
    { id: 'teleop_coral_l2', label: 'Coral L2', phase: 'teleop', kind: 'counter', max: 12, points: 3 },
    { id: 'teleop_coral_l3', label: 'Coral L3', phase: 'teleop', kind: 'counter', max: 12, points: 4 },
    { id: 'teleop_coral_l4', label: 'Coral L4', phase: 'teleop', kind: 'counter', max: 12, points: 5 },
    {
      id: 'teleop_algae_net',
      label: 'Algae in net',
      phase: 'teleop',
      kind: 'counter',
      max: 18,
      points: 4,
      official: { alliance: 'netAlgaeCount', tolerance: 2 },
    },
    {
      id: 'teleop_algae_processor',
      label: 'Algae in processor',
      phase: 'teleop',
      kind: 'counter',
      max: 18,
      points: 6,
      official: { alliance: 'wallAlgaeCount', tolerance: 2 },
    },
    { id: 'teleop_defense', label: 'Played defense', phase: 'teleop', kind: 'checkbox' },
    {
      id: 'end_barge',
      label: 'Barge',
      phase: 'endgame',
      kind: 'choice',
      options: [
        { value: 'None', label: 'None', points: 0 },
        { value: 'Parked', label: 'Parked', points: 2 },
        { value: 'ShallowCage', label: 'Shallow cage', points: 6 },
        { value: 'DeepCage', label: 'Deep cage', points: 12 },
      ],
      official: { robot: 'endGameRobot' },
    },
    { id: 'driver_skill', label: 'Driver skill', phase: 'after', kind: 'rating', max: 5 },
    { id: 'broke_down', label: 'Broke down or stopped moving', phase: 'after', kind: 'checkbox' },
    { id: 'fouls', label: 'Fouls seen', phase: 'after', kind: 'counter', max: 20 },
    { id: 'notes', label: 'Notes', phase: 'after', kind: 'notes', max_length: 280 },
  ],
};
