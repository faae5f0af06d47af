import { count } from '../random.ts';
import { actions, robotDoes, spread, type AlliancePlay, type AllianceResult, type GameRules } from './game.ts';

/** 2015 Recycle Rush: fouls are taken off the offender's own score; coopertition is shared. */
export const recycleRush2015: GameRules = {
  year: 2015,
  scale: { auto: 10, teleop: 75, endgame: 0 },
  foulValues: { minor: 6, major: 6 },
  winRp: 0,
  tieRp: 0,
  rpField: null,
  ranksByAverage: true,
  sortAverages: false,
  sortOrderInfo: [
    { name: 'Qual Avg.', precision: 1 },
    { name: 'Coopertition', precision: 0 },
    { name: 'Auto', precision: 0 },
    { name: 'Container', precision: 0 },
    { name: 'Tote', precision: 0 },
    { name: 'Litter', precision: 0 },
  ],
  playAlliance({ random, target, committed }: AlliancePlay): AllianceResult {
    const strength = target.robots.reduce((a, b) => a + b, 0) / 3;
    const robotSet = robotDoes(random, strength, 0.45);
    const containerSet = robotDoes(random, strength, 0.3);
    const toteStack = robotDoes(random, strength, 0.15);
    const toteSet = !toteStack && robotDoes(random, strength, 0.25);
    const auto = (robotSet ? 4 : 0) + (containerSet ? 8 : 0) + (toteSet ? 6 : 0) + (toteStack ? 20 : 0);
    const totes = actions(random, target.teleop * 0.4, 2, 40);
    const containers = actions(random, target.teleop * 0.45, 16, 7);
    const levels = spread(random, containers, [0.05, 0.1, 0.15, 0.25, 0.25, 0.2 * strength]);
    const containerPoints = levels.reduce((sum, n, i) => sum + n * (i + 1) * 4, 0);
    const litterContainer = Math.min(containers, actions(random, target.teleop * 0.1, 6));
    const litterLandfill = random.int(0, 3);
    const litterUnprocessed = random.int(0, 3);
    const litterPoints = litterContainer * 6 + litterLandfill + litterUnprocessed * 4;
    const far = random.int(0, totes);
    const totePoints = totes * 2;
    const teleop = totePoints + containerPoints + litterPoints;
    const foulCount = committed.minor + committed.major;
    const total = Math.max(0, auto + teleop - foulCount * 6);
    const breakdown: Record<string, unknown> = {
      adjust_points: 0,
      auto_points: auto,
      container_count_level1: levels[0],
      container_count_level2: levels[1],
      container_count_level3: levels[2],
      container_count_level4: levels[3],
      container_count_level5: levels[4],
      container_count_level6: levels[5],
      container_points: containerPoints,
      container_set: containerSet,
      foul_count: foulCount,
      foul_points: foulCount * 6,
      litter_count_container: litterContainer,
      litter_count_landfill: litterLandfill,
      litter_count_unprocessed: litterUnprocessed,
      litter_points: litterPoints,
      robot_set: robotSet,
      teleop_points: teleop,
      total_points: total,
      tote_count_far: far,
      tote_count_near: totes - far,
      tote_points: totePoints,
      tote_set: toteSet,
      tote_stack: toteStack,
    };
    return {
      breakdown,
      score: total,
      auto,
      teleop,
      endgame: 0,
      bonusRp: 0,
      coop: false,
      sortValues: [0, auto, containerPoints, totePoints, litterPoints],
    };
  },
  settlePair(red, blue, random, playoff) {
    const stack = !playoff && random.chance(0.55);
    const points = stack ? 40 : 0;
    for (const side of [red, blue]) {
      side.score += points;
      side.breakdown.total_points = side.score;
      side.sortValues[0] = points;
    }
    return { coopertition: stack ? 'Stack' : playoff ? 'Unknown' : 'None', coopertition_points: points };
  },
};

const DEFENSES: Record<string, string[]> = {
  A: ['A_ChevalDeFrise', 'A_Portcullis'],
  B: ['B_Moat', 'B_Ramparts'],
  C: ['C_Drawbridge', 'C_SallyPort'],
  D: ['D_RockWall', 'D_RoughTerrain'],
};

/** 2016 Stronghold: crossings damage defenses, boulders weaken the tower, robots challenge or scale it. */
export const stronghold2016: GameRules = {
  year: 2016,
  scale: { auto: 14, teleop: 40, endgame: 12 },
  foulValues: { minor: 5, major: 5 },
  winRp: 2,
  tieRp: 1,
  rpField: 'tba_rpEarned',
  sortAverages: false,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Auto', precision: 0 },
    { name: 'Scale/Challenge', precision: 0 },
    { name: 'Goals', precision: 0 },
    { name: 'Defense', precision: 0 },
  ],
  playAlliance({ random, target, committed, foulPoints, playoff }: AlliancePlay): AllianceResult {
    const robotAuto = target.robots.map((s) => (robotDoes(random, s, 0.45) ? 'Crossed' : random.chance(0.5) ? 'Reached' : 'None'));
    const autoCrossings = robotAuto.filter((a) => a === 'Crossed').length;
    const autoReach = robotAuto.filter((a) => a === 'Reached').length;
    const autoHigh = actions(random, Math.max(0, target.auto - autoCrossings * 10) * 0.6, 10, 3);
    const autoLow = random.chance(0.15) ? 1 : 0;
    const crossings = [0, 0, 0, 0, 0];
    for (const position of random.shuffle([0, 1, 2, 3, 4]).slice(0, autoCrossings)) crossings[position] = 1;
    const autoCrossingPoints = autoCrossings * 10;
    let teleopCrossings = actions(random, target.teleop * 0.35, 5, 10);
    for (let i = 0; i < 5 && teleopCrossings > 0; i++) {
      const add = Math.min(2 - (crossings[i] as number), teleopCrossings);
      crossings[i] = (crossings[i] as number) + add;
      teleopCrossings -= add;
    }
    const crossed = crossings.reduce((a, b) => a + b, 0);
    const teleopCrossingPoints = Math.max(0, crossed - autoCrossings) * 5;
    const teleHigh = actions(random, target.teleop * 0.45, 5, 20);
    const teleLow = actions(random, target.teleop * 0.1, 2, 10);
    const faces = target.robots.map((s) => (robotDoes(random, s, 0.22) ? 'Scaled' : robotDoes(random, s, 0.5) ? 'Challenged' : 'None'));
    const challengePoints = faces.filter((f) => f === 'Challenged').length * 5;
    const scalePoints = faces.filter((f) => f === 'Scaled').length * 15;
    const strengthLeft = Math.max(0, 8 - autoHigh - autoLow - teleHigh - teleLow);
    const breached = crossings.filter((c) => c >= 2).length >= 4;
    const captured = strengthLeft === 0 && faces.every((f) => f !== 'None');
    const breachPoints = playoff && breached ? 20 : 0;
    const capturePoints = playoff && captured ? 25 : 0;
    const autoBoulderPoints = autoHigh * 10 + autoLow * 5;
    const teleopBoulderPoints = teleHigh * 5 + teleLow * 2;
    const auto = autoReach * 2 + autoCrossingPoints + autoBoulderPoints;
    const teleop = teleopCrossingPoints + teleopBoulderPoints + challengePoints + scalePoints + breachPoints + capturePoints;
    const defenses = ['A', 'B', 'C', 'D'].map((group) => random.pick(DEFENSES[group] as string[]));
    const order = random.shuffle(defenses);
    const score = auto + teleop + foulPoints;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoBoulderPoints,
      autoBouldersHigh: autoHigh,
      autoBouldersLow: autoLow,
      autoCrossingPoints,
      autoPoints: auto,
      autoReachPoints: autoReach * 2,
      breachPoints,
      capturePoints,
      foulCount: committed.minor,
      foulPoints,
      position1crossings: crossings[0],
      position2: order[0],
      position2crossings: crossings[1],
      position3: order[1],
      position3crossings: crossings[2],
      position4: order[2],
      position4crossings: crossings[3],
      position5: order[3],
      position5crossings: crossings[4],
      robot1Auto: robotAuto[0],
      robot2Auto: robotAuto[1],
      robot3Auto: robotAuto[2],
      tba_rpEarned: null,
      techFoulCount: committed.major,
      teleopBoulderPoints,
      teleopBouldersHigh: teleHigh,
      teleopBouldersLow: teleLow,
      teleopChallengePoints: challengePoints,
      teleopCrossingPoints,
      teleopDefensesBreached: breached,
      teleopPoints: teleop,
      teleopScalePoints: scalePoints,
      teleopTowerCaptured: captured,
      totalPoints: score,
      towerEndStrength: strengthLeft,
      towerFaceA: faces[0],
      towerFaceB: faces[1],
      towerFaceC: faces[2],
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleop - challengePoints - scalePoints,
      endgame: challengePoints + scalePoints,
      bonusRp: (breached ? 1 : 0) + (captured ? 1 : 0),
      coop: false,
      sortValues: [auto, challengePoints + scalePoints, autoBoulderPoints + teleopBoulderPoints, autoCrossingPoints + teleopCrossingPoints],
    };
  },
};

/** 2017 Steamworks: gears spin rotors, fuel builds pressure, robots climb for takeoff. */
export const steamworks2017: GameRules = {
  year: 2017,
  scale: { auto: 45, teleop: 95, endgame: 70 },
  foulValues: { minor: 5, major: 25 },
  winRp: 2,
  tieRp: 1,
  rpField: 'tba_rpEarned',
  sortAverages: false,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Match Points', precision: 0 },
    { name: 'Auto', precision: 0 },
    { name: 'Rotor', precision: 0 },
    { name: 'Touchpad', precision: 0 },
    { name: 'Pressure', precision: 0 },
  ],
  playAlliance({ random, target, committed, foulPoints, playoff }: AlliancePlay): AllianceResult {
    const robotAuto = target.robots.map((s) => (robotDoes(random, s, 0.8) ? 'Mobility' : 'None'));
    const mobility = robotAuto.filter((a) => a === 'Mobility').length * 5;
    const autoRotors = count(actions(random, Math.max(0, target.auto - mobility), 60), 2);
    const rotors = Math.max(autoRotors, count(random.normal(autoRotors + (target.teleop / 40) * 0.9, 0.7), 4));
    const autoFuelHigh = random.chance(0.15) ? random.int(5, 40) : 0;
    const autoFuelLow = random.chance(0.05) ? random.int(3, 15) : 0;
    const teleopFuelHigh = random.chance(0.25) ? random.int(5, 90) : 0;
    const teleopFuelLow = random.chance(0.1) ? random.int(5, 40) : 0;
    const autoFuelPoints = autoFuelHigh + Math.floor(autoFuelLow / 3);
    const teleopFuelPoints = Math.floor(teleopFuelHigh / 3) + Math.floor(teleopFuelLow / 9);
    const touchpads = target.robots.map((s) => robotDoes(random, s, 0.55 * (target.endgame / 75)));
    const takeoff = touchpads.filter(Boolean).length * 50;
    const kPaReached = autoFuelPoints + teleopFuelPoints >= 40;
    const allRotors = rotors === 4;
    const kPaBonusPoints = playoff && kPaReached ? 20 : 0;
    const rotorBonusPoints = playoff && allRotors ? 100 : 0;
    const autoRotorPoints = autoRotors * 60;
    const teleopRotorPoints = (rotors - autoRotors) * 40;
    const auto = autoFuelPoints + mobility + autoRotorPoints;
    const teleop = teleopFuelPoints + teleopRotorPoints + takeoff + kPaBonusPoints + rotorBonusPoints;
    const score = auto + teleop + foulPoints;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoFuelHigh,
      autoFuelLow,
      autoFuelPoints,
      autoMobilityPoints: mobility,
      autoPoints: auto,
      autoRotorPoints,
      foulCount: committed.minor,
      foulPoints,
      kPaBonusPoints,
      kPaRankingPointAchieved: kPaReached,
      robot1Auto: robotAuto[0],
      robot2Auto: robotAuto[1],
      robot3Auto: robotAuto[2],
      rotor1Auto: autoRotors >= 1,
      rotor1Engaged: rotors >= 1,
      rotor2Auto: autoRotors >= 2,
      rotor2Engaged: rotors >= 2,
      rotor3Engaged: rotors >= 3,
      rotor4Engaged: rotors >= 4,
      rotorBonusPoints,
      rotorRankingPointAchieved: allRotors,
      tba_rpEarned: null,
      techFoulCount: committed.major,
      teleopFuelHigh,
      teleopFuelLow,
      teleopFuelPoints,
      teleopPoints: teleop,
      teleopRotorPoints,
      teleopTakeoffPoints: takeoff,
      totalPoints: score,
      touchpadFar: touchpads[0] ? 'ReadyForTakeoff' : 'None',
      touchpadMiddle: touchpads[1] ? 'ReadyForTakeoff' : 'None',
      touchpadNear: touchpads[2] ? 'ReadyForTakeoff' : 'None',
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleop - takeoff,
      endgame: takeoff,
      bonusRp: (kPaReached ? 1 : 0) + (allRotors ? 1 : 0),
      coop: false,
      sortValues: [score - foulPoints, auto, autoRotorPoints + teleopRotorPoints, takeoff, autoFuelPoints + teleopFuelPoints],
    };
  },
};
