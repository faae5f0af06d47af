import type { SeasonLayout } from '../breakdown-types.ts';
import { countOf, flag, points, robotStateRows, robots } from '../field-readers.ts';

/** 2024 Crescendo: notes into the amp and speaker, amplification, the stage, harmony and the trap. */
export const crescendo2024: SeasonLayout = {
  game: 'Crescendo',
  sections: [
    {
      title: 'Auto',
      rows: [
        { label: 'Leave', read: countOf(robots('autoLineRobot'), (v) => v === 'Yes'), outOf: 3 },
        { label: 'Leave Points', read: points('autoLeavePoints'), points: true },
        { label: 'Amp Notes', read: points('autoAmpNoteCount') },
        { label: 'Speaker Notes', read: points('autoSpeakerNoteCount') },
        { label: 'Note Points', read: points('autoTotalNotePoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Amp Notes', read: points('teleopAmpNoteCount') },
        { label: 'Speaker Notes', read: points('teleopSpeakerNoteCount') },
        { label: 'Amplified Speaker Notes', read: points('teleopSpeakerNoteAmplifiedCount') },
        { label: 'Note Points', read: points('teleopTotalNotePoints'), points: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        ...robotStateRows('Stage', 'endGameRobot'),
        { label: 'Park Points', read: points('endGameParkPoints'), points: true },
        { label: 'Onstage Points', read: points('endGameOnStagePoints'), points: true },
        { label: 'Harmony Points', read: points('endGameHarmonyPoints'), points: true },
        { label: 'Spotlight Points', read: points('endGameSpotLightBonusPoints'), points: true },
        { label: 'Trap Points', read: points('endGameNoteInTrapPoints'), points: true },
        { label: 'Stage Points', read: points('endGameTotalStagePoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'Coopertition Bonus', read: flag('coopertitionBonusAchieved'), rankingPointOnly: true },
        { label: 'Melody Bonus', read: flag('melodyBonusAchieved'), rankingPointOnly: true },
        { label: 'Ensemble Bonus', read: flag('ensembleBonusAchieved'), rankingPointOnly: true },
      ],
    },
  ],
};
