import { count } from '../random.ts';
import { actions, robotDoes, robotReaches, type AlliancePlay, type AllianceResult, type GameRules } from './game.ts';

/** 2018 Power Up: seconds of switch and scale ownership, vault power cubes, climbing the scale. */
export const powerUp2018: GameRules = {
  year: 2018,
  scale: { auto: 25, teleop: 140, endgame: 45 },
  foulValues: { minor: 5, major: 25 },
  winRp: 2,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: false,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Park/Climb Points', precision: 0 },
    { name: 'Auto', precision: 0 },
    { name: 'Ownership', precision: 0 },
    { name: 'Vault', precision: 0 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const autoRobots = target.robots.map((s) => (robotDoes(random, s, 0.85) ? 'AutoRun' : 'None'));
    const autoRunPoints = autoRobots.filter((r) => r === 'AutoRun').length * 5;
    const autoOwnership = count((target.auto - autoRunPoints) / 2 + random.normal(0, 3), 30);
    const autoSwitchSec = Math.min(15, count(autoOwnership * random.next()));
    const autoScaleSec = Math.min(15, autoOwnership - autoSwitchSec);
    const autoSwitchAtZero = autoSwitchSec > 0 && random.chance(0.85);
    const vault = [random.int(0, 3), random.int(0, 3), random.int(0, 3)] as const;
    const vaultPoints = (vault[0] + vault[1] + vault[2]) * 5;
    const teleopOwnership = count(random.normal(target.teleop - vaultPoints, 12), 270);
    const teleopSwitchSec = Math.min(135, count(teleopOwnership * (0.45 + random.next() * 0.3)));
    const teleopScaleSec = Math.min(135, teleopOwnership - teleopSwitchSec);
    const levitate = vault[2] === 3;
    const endgameRobots: string[] = target.robots.map((s) =>
      robotDoes(random, s, 0.3 * (target.endgame / 45)) ? 'Climbing' : robotDoes(random, s, 0.6) ? 'Parking' : 'None',
    );
    // The levitate power-up counts as one climb for a robot that did not climb.
    const grounded = endgameRobots.findIndex((r) => r !== 'Climbing');
    if (levitate && grounded >= 0) endgameRobots[grounded] = 'Levitate';
    const climbs = endgameRobots.filter((r) => r === 'Climbing' || r === 'Levitate').length;
    const endgamePoints = climbs * 30 + endgameRobots.filter((r) => r === 'Parking').length * 5;
    const autoOwnershipPoints = (autoSwitchSec + autoScaleSec) * 2;
    const teleopOwnershipPoints = teleopSwitchSec + teleopScaleSec;
    const auto = autoRunPoints + autoOwnershipPoints;
    const teleop = teleopOwnershipPoints + vaultPoints + endgamePoints;
    const score = auto + teleop + foulPoints;
    const autoQuest = autoRunPoints === 15 && autoSwitchAtZero;
    const faceTheBoss = climbs === 3;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoOwnershipPoints,
      autoPoints: auto,
      autoQuestRankingPoint: autoQuest,
      autoRobot1: autoRobots[0],
      autoRobot2: autoRobots[1],
      autoRobot3: autoRobots[2],
      autoRunPoints,
      autoScaleOwnershipSec: autoScaleSec,
      autoSwitchAtZero,
      autoSwitchOwnershipSec: autoSwitchSec,
      endgamePoints,
      endgameRobot1: endgameRobots[0],
      endgameRobot2: endgameRobots[1],
      endgameRobot3: endgameRobots[2],
      faceTheBossRankingPoint: faceTheBoss,
      foulCount: committed.minor,
      foulPoints,
      rp: 0,
      tba_gameData: random.pick(['LLL', 'LRL', 'RLR', 'RRR']),
      techFoulCount: committed.major,
      teleopOwnershipPoints,
      teleopPoints: teleop,
      teleopScaleBoostSec: vault[1] > 0 ? 10 : 0,
      teleopScaleForceSec: vault[0] > 0 ? 10 : 0,
      teleopScaleOwnershipSec: teleopScaleSec,
      teleopSwitchBoostSec: 0,
      teleopSwitchForceSec: 0,
      teleopSwitchOwnershipSec: teleopSwitchSec,
      totalPoints: score,
      vaultBoostPlayed: vault[1] > 0 ? vault[1] : 0,
      vaultBoostTotal: vault[1],
      vaultForcePlayed: vault[0] > 0 ? vault[0] : 0,
      vaultForceTotal: vault[0],
      vaultLevitatePlayed: vault[2],
      vaultLevitateTotal: vault[2],
      vaultPoints,
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleop - endgamePoints,
      endgame: endgamePoints,
      bonusRp: (autoQuest ? 1 : 0) + (faceTheBoss ? 1 : 0),
      coop: false,
      sortValues: [endgamePoints, auto, autoOwnershipPoints + teleopOwnershipPoints, vaultPoints],
    };
  },
};

const ROCKET_SPOTS = [
  'lowLeftRocketNear',
  'lowRightRocketNear',
  'midLeftRocketNear',
  'midRightRocketNear',
  'topLeftRocketNear',
  'topRightRocketNear',
  'lowLeftRocketFar',
  'lowRightRocketFar',
  'midLeftRocketFar',
  'midRightRocketFar',
  'topLeftRocketFar',
  'topRightRocketFar',
] as const;

const HAB_CLIMB_POINTS: Record<string, number> = { HabLevel1: 3, HabLevel2: 6, HabLevel3: 12 };

/** 2019 Deep Space: hatch panels and cargo on the cargo ship and rockets, climbing the HAB. */
export const deepSpace2019: GameRules = {
  year: 2019,
  scale: { auto: 13, teleop: 38, endgame: 14 },
  foulValues: { minor: 3, major: 10 },
  winRp: 2,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: false,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Cargo', precision: 0 },
    { name: 'Hatch Panel', precision: 0 },
    { name: 'HAB Climb', precision: 0 },
    { name: 'Sandstorm Bonus', precision: 0 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const startLevels = target.robots.map((s) => (robotDoes(random, s, 0.35) ? 'HabLevel2' : 'HabLevel1'));
    const crossed = target.robots.map((s) => robotDoes(random, s, 0.85));
    const sandstorm = crossed.reduce((sum, c, i) => sum + (c ? (startLevels[i] === 'HabLevel2' ? 6 : 3) : 0), 0);
    // Null hatch panels sit in bays 1-3 and 6-8 before the match; bays 4-5 and the rockets need placed panels.
    const ship: Record<string, string> = {
      bay1: 'Panel',
      bay2: 'Panel',
      bay3: 'Panel',
      bay4: 'None',
      bay5: 'None',
      bay6: 'Panel',
      bay7: 'Panel',
      bay8: 'Panel',
    };
    const rocket: Record<string, string> = Object.fromEntries(ROCKET_SPOTS.map((spot) => [spot, 'None']));
    const panels = actions(random, target.teleop * 0.4, 2, 14);
    const panelSpots = ['bay4', 'bay5', ...ROCKET_SPOTS].slice(0, panels);
    for (const spot of panelSpots) (spot.startsWith('bay') ? ship : rocket)[spot] = 'Panel';
    const holders = [...Object.keys(ship).filter((b) => ship[b] === 'Panel'), ...ROCKET_SPOTS.filter((s) => rocket[s] === 'Panel')];
    const cargo = Math.min(holders.length, actions(random, target.teleop * 0.6, 3, 20));
    for (const spot of holders.slice(0, cargo)) (spot.startsWith('bay') ? ship : rocket)[spot] = 'PanelAndCargo';
    const climbs = target.robots.map((s) =>
      robotReaches(random, s, [
        [0.12 * (target.endgame / 14), 'HabLevel3'],
        [0.3, 'HabLevel2'],
        [0.7, 'HabLevel1'],
      ]),
    );
    const habClimbPoints = climbs.reduce((sum, c) => sum + (HAB_CLIMB_POINTS[c] ?? 0), 0);
    const nearDone = ROCKET_SPOTS.slice(0, 6).every((s) => rocket[s] === 'PanelAndCargo');
    const farDone = ROCKET_SPOTS.slice(6).every((s) => rocket[s] === 'PanelAndCargo');
    const hatchPanelPoints = panels * 2;
    const cargoPoints = cargo * 3;
    const teleop = cargoPoints + hatchPanelPoints + habClimbPoints;
    const score = sandstorm + teleop + foulPoints;
    const docking = habClimbPoints >= 15;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoPoints: sandstorm,
      ...ship,
      cargoPoints,
      completeRocketRankingPoint: nearDone || farDone,
      completedRocketFar: farDone,
      completedRocketNear: nearDone,
      endgameRobot1: climbs[0],
      endgameRobot2: climbs[1],
      endgameRobot3: climbs[2],
      foulCount: committed.minor,
      foulPoints,
      habClimbPoints,
      habDockingRankingPoint: docking,
      habLineRobot1: crossed[0] ? 'CrossedHabLineInSandstorm' : 'None',
      habLineRobot2: crossed[1] ? 'CrossedHabLineInSandstorm' : 'None',
      habLineRobot3: crossed[2] ? 'CrossedHabLineInSandstorm' : 'None',
      hatchPanelPoints,
      ...rocket,
      preMatchBay1: 'Panel',
      preMatchBay2: 'Panel',
      preMatchBay3: 'Panel',
      preMatchBay6: 'Panel',
      preMatchBay7: 'Panel',
      preMatchBay8: 'Panel',
      preMatchLevelRobot1: startLevels[0],
      preMatchLevelRobot2: startLevels[1],
      preMatchLevelRobot3: startLevels[2],
      rp: 0,
      sandStormBonusPoints: sandstorm,
      techFoulCount: committed.major,
      teleopPoints: teleop,
      totalPoints: score,
    };
    return {
      breakdown,
      score,
      auto: sandstorm,
      teleop: cargoPoints + hatchPanelPoints,
      endgame: habClimbPoints,
      bonusRp: (nearDone || farDone ? 1 : 0) + (docking ? 1 : 0),
      coop: false,
      sortValues: [cargoPoints, hatchPanelPoints, habClimbPoints, sandstorm],
    };
  },
};

/** 2020 Infinite Recharge: power cells in three goals, the control panel, hanging on the generator switch. */
export const infiniteRecharge2020: GameRules = {
  year: 2020,
  scale: { auto: 20, teleop: 25, endgame: 30 },
  foulValues: { minor: 3, major: 15 },
  winRp: 2,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: false,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Auto', precision: 0 },
    { name: 'End Game', precision: 0 },
    { name: 'Teleop Cell + CPanel', precision: 0 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const initLine = target.robots.map((s) => robotDoes(random, s, 0.85));
    const initPoints = initLine.filter(Boolean).length * 5;
    const autoCells = actions(random, Math.max(0, target.auto - initPoints), 4, 15);
    const autoInner = Math.floor(autoCells * random.next() * 0.3);
    const autoBottom = Math.floor((autoCells - autoInner) * random.next() * 0.5);
    const autoOuter = autoCells - autoInner - autoBottom;
    const teleCells = actions(random, target.teleop * 0.8, 1.8, 60);
    const teleInner = Math.floor(teleCells * random.next() * 0.25);
    const teleBottom = Math.floor((teleCells - teleInner) * random.next() * 0.6);
    const teleOuter = teleCells - teleInner - teleBottom;
    const cells = autoCells + teleCells;
    const stage1 = cells >= 9;
    const stage2 = stage1 && cells >= 29;
    const stage3 = stage2 && cells >= 49;
    const controlPanelPoints = (stage2 ? 10 : 0) + (stage3 ? 20 : 0);
    const endgameRobots = target.robots.map((s) =>
      robotDoes(random, s, 0.4 * (target.endgame / 30)) ? 'Hang' : robotDoes(random, s, 0.5) ? 'Park' : 'None',
    );
    const hanging = endgameRobots.filter((r) => r === 'Hang').length;
    const level = hanging > 0 && random.chance(0.35);
    const endgamePoints = hanging * 25 + endgameRobots.filter((r) => r === 'Park').length * 5 + (level ? 15 : 0);
    const autoCellPoints = autoBottom * 2 + autoOuter * 4 + autoInner * 6;
    const teleopCellPoints = teleBottom + teleOuter * 2 + teleInner * 3;
    const auto = initPoints + autoCellPoints;
    const teleop = teleopCellPoints + controlPanelPoints + endgamePoints;
    const score = auto + teleop + foulPoints;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoCellPoints,
      autoCellsBottom: autoBottom,
      autoCellsInner: autoInner,
      autoCellsOuter: autoOuter,
      autoInitLinePoints: initPoints,
      autoPoints: auto,
      controlPanelPoints,
      endgamePoints,
      endgameRobot1: endgameRobots[0],
      endgameRobot2: endgameRobots[1],
      endgameRobot3: endgameRobots[2],
      endgameRungIsLevel: level ? 'IsLevel' : 'NotLevel',
      foulCount: committed.minor,
      foulPoints,
      initLineRobot1: initLine[0] ? 'Exited' : 'None',
      initLineRobot2: initLine[1] ? 'Exited' : 'None',
      initLineRobot3: initLine[2] ? 'Exited' : 'None',
      rp: 0,
      shieldEnergizedRankingPoint: stage3,
      shieldOperationalRankingPoint: endgamePoints >= 65,
      stage1Activated: stage1,
      stage2Activated: stage2,
      stage3Activated: stage3,
      stage3TargetColor: stage3 ? random.pick(['Blue', 'Green', 'Red', 'Yellow']) : 'Unknown',
      tba_numRobotsHanging: hanging,
      tba_shieldEnergizedRankingPointFromFoul: false,
      techFoulCount: committed.major,
      teleopCellPoints,
      teleopCellsBottom: teleBottom,
      teleopCellsInner: teleInner,
      teleopCellsOuter: teleOuter,
      teleopPoints: teleop,
      totalPoints: score,
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleopCellPoints + controlPanelPoints,
      endgame: endgamePoints,
      bonusRp: (stage3 ? 1 : 0) + (endgamePoints >= 65 ? 1 : 0),
      coop: false,
      sortValues: [auto, endgamePoints, teleopCellPoints + controlPanelPoints],
    };
  },
};
