import type { SeasonLayout } from '../breakdown-types.ts';
import { countOf, flag, points, robotStateRows, state } from '../field-readers.ts';

const ROTORS = [1, 2, 3, 4].map((n) => `rotor${n}Engaged`);

/** 2017 Steamworks: fuel into the boiler, gears turning four rotors, three touchpads for takeoff. */
export const steamworks2017: SeasonLayout = {
  game: 'Steamworks',
  sections: [
    {
      title: 'Auto',
      rows: [
        ...robotStateRows('Auto', 'robot', 'Auto'),
        { label: 'Mobility Points', read: points('autoMobilityPoints'), points: true },
        { label: 'Fuel Low', read: points('autoFuelLow') },
        { label: 'Fuel High', read: points('autoFuelHigh') },
        { label: 'Fuel Points', read: points('autoFuelPoints'), points: true },
        { label: 'Rotors Engaged', read: countOf(['rotor1Auto', 'rotor2Auto'], (v) => v === true) },
        { label: 'Rotor Points', read: points('autoRotorPoints'), points: true },
        { label: 'Auto Points', read: points('autoPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Teleop',
      rows: [
        { label: 'Fuel Low', read: points('teleopFuelLow') },
        { label: 'Fuel High', read: points('teleopFuelHigh') },
        { label: 'Fuel Points', read: points('teleopFuelPoints'), points: true },
        { label: 'Rotors Engaged', read: countOf(ROTORS, (v) => v === true), outOf: 4 },
        { label: 'Rotor Points', read: points('teleopRotorPoints'), points: true },
      ],
    },
    {
      title: 'Endgame',
      rows: [
        { label: 'Touchpad Near', read: state('touchpadNear') },
        { label: 'Touchpad Middle', read: state('touchpadMiddle') },
        { label: 'Touchpad Far', read: state('touchpadFar') },
        { label: 'Takeoff Points', read: points('teleopTakeoffPoints'), points: true },
        { label: 'Teleop Points', read: points('teleopPoints'), points: true, part: true },
      ],
    },
    {
      title: 'Bonus',
      rows: [
        { label: 'kPa Ranking Point', read: flag('kPaRankingPointAchieved'), rankingPointOnly: true },
        { label: 'kPa Bonus Points', read: points('kPaBonusPoints'), points: true },
        { label: 'Rotor Ranking Point', read: flag('rotorRankingPointAchieved'), rankingPointOnly: true },
        { label: 'Rotor Bonus Points', read: points('rotorBonusPoints'), points: true },
      ],
    },
  ],
};
