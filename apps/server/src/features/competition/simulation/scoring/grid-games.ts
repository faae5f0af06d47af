import type { Random } from '../random.ts';
import { actions, robotDoes, spread, yesNo, type AlliancePlay, type AllianceResult, type GameRules } from './game.ts';

const QUADRANTS = ['Blue', 'Far', 'Near', 'Red'] as const;

function byQuadrant(random: Random, prefix: string, total: number): Record<string, number> {
  const parts = spread(random, total, [1, 1, 1, 1]);
  return Object.fromEntries(QUADRANTS.map((q, i) => [`${prefix}${q}`, parts[i] ?? 0]));
}

const RUNG_POINTS: Record<string, number> = { Traversal: 15, High: 10, Mid: 6, Low: 4 };

/** 2022 Rapid React: cargo in the upper and lower hub, taxiing, climbing the hangar. */
export const rapidReact2022: GameRules = {
  year: 2022,
  scale: { auto: 12, teleop: 22, endgame: 16 },
  foulValues: { minor: 4, major: 8 },
  winRp: 2,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: true,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Avg Match', precision: 2 },
    { name: 'Avg Hangar', precision: 2 },
    { name: 'Avg Taxi + Auto Cargo', precision: 2 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const taxi = target.robots.map((s) => robotDoes(random, s, 0.85));
    const taxiPoints = taxi.filter(Boolean).length * 2;
    const autoUpper = actions(random, Math.max(0, target.auto - taxiPoints) * 0.9, 4, 8);
    const autoLower = random.chance(0.15) ? 1 : 0;
    const teleUpper = actions(random, target.teleop * 0.9, 2, 40);
    const teleLower = actions(random, target.teleop * 0.1, 1, 10);
    const rungs = target.robots.map((s) => {
      const climb = random.next() / Math.max(0.2, s * (target.endgame / 16));
      return climb < 0.15 ? 'Traversal' : climb < 0.3 ? 'High' : climb < 0.5 ? 'Mid' : climb < 0.65 ? 'Low' : 'None';
    });
    const endgamePoints = rungs.reduce((sum, r) => sum + (RUNG_POINTS[r] ?? 0), 0);
    const autoCargoPoints = autoUpper * 4 + autoLower * 2;
    const teleopCargoPoints = teleUpper * 2 + teleLower;
    const autoCargoTotal = autoUpper + autoLower;
    const teleopCargoTotal = teleUpper + teleLower;
    const quintet = autoCargoTotal >= 5;
    const cargoBonus = autoCargoTotal + teleopCargoTotal >= (quintet ? 18 : 20);
    const hangarBonus = endgamePoints >= 16;
    const auto = taxiPoints + autoCargoPoints;
    const teleop = teleopCargoPoints + endgamePoints;
    const score = auto + teleop + foulPoints;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      ...byQuadrant(random, 'autoCargoLower', autoLower),
      autoCargoPoints,
      autoCargoTotal,
      ...byQuadrant(random, 'autoCargoUpper', autoUpper),
      autoPoints: auto,
      autoTaxiPoints: taxiPoints,
      cargoBonusRankingPoint: cargoBonus,
      endgamePoints,
      endgameRobot1: rungs[0],
      endgameRobot2: rungs[1],
      endgameRobot3: rungs[2],
      foulCount: committed.minor,
      foulPoints,
      hangarBonusRankingPoint: hangarBonus,
      matchCargoTotal: autoCargoTotal + teleopCargoTotal,
      quintetAchieved: quintet,
      rp: 0,
      taxiRobot1: yesNo(taxi[0] ?? false),
      taxiRobot2: yesNo(taxi[1] ?? false),
      taxiRobot3: yesNo(taxi[2] ?? false),
      techFoulCount: committed.major,
      ...byQuadrant(random, 'teleopCargoLower', teleLower),
      teleopCargoPoints,
      teleopCargoTotal,
      ...byQuadrant(random, 'teleopCargoUpper', teleUpper),
      teleopPoints: teleop,
      totalPoints: score,
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleopCargoPoints,
      endgame: endgamePoints,
      bonusRp: (cargoBonus ? 1 : 0) + (hangarBonus ? 1 : 0),
      coop: false,
      sortValues: [score, endgamePoints, auto],
    };
  },
};

type Grid = { B: string[]; M: string[]; T: string[] };
const ROWS = ['B', 'M', 'T'] as const;
const ROW_NAMES = { B: 'Bottom', M: 'Mid', T: 'Top' } as const;
const CUBE_NODES = new Set([1, 4, 7]);

function emptyGrid(): Grid {
  return { B: Array(9).fill('None'), M: Array(9).fill('None'), T: Array(9).fill('None') };
}

/** Put pieces on free nodes, higher rows first for stronger alliances; returns [row, node] placed. */
function placePieces(random: Random, grid: Grid, pieces: number, strength: number): Array<[keyof Grid, number]> {
  const placed: Array<[keyof Grid, number]> = [];
  for (let i = 0; i < pieces; i++) {
    const rowOrder = strength > 1.1 ? (['T', 'M', 'B'] as const) : random.chance(0.5) ? (['M', 'B', 'T'] as const) : (['B', 'M', 'T'] as const);
    for (const row of rowOrder) {
      const free = grid[row].map((v, n) => (v === 'None' ? n : -1)).filter((n) => n >= 0);
      if (free.length === 0) continue;
      const node = free[0] as number;
      grid[row][node] = row === 'B' ? random.pick(['Cone', 'Cube']) : CUBE_NODES.has(node) ? 'Cube' : 'Cone';
      placed.push([row, node]);
      break;
    }
  }
  return placed;
}

function linksOf(grid: Grid): Array<{ nodes: number[]; row: string }> {
  const links: Array<{ nodes: number[]; row: string }> = [];
  for (const row of ROWS) {
    let start = 0;
    while (start <= 6) {
      const nodes = [start, start + 1, start + 2];
      if (nodes.every((n) => grid[row][n] !== 'None')) {
        links.push({ nodes, row: ROW_NAMES[row] });
        start += 3;
      } else start += 1;
    }
  }
  return links;
}

/** 2023 Charged Up: cones and cubes on a 3x9 grid, links, docking and engaging the charge station. */
export const chargedUp2023: GameRules = {
  year: 2023,
  scale: { auto: 22, teleop: 38, endgame: 22 },
  foulValues: { minor: 5, major: 12 },
  winRp: 2,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: true,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Avg Match', precision: 2 },
    { name: 'Avg Charge Station', precision: 2 },
    { name: 'Avg Auto', precision: 2 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const strength = target.robots.reduce((a, b) => a + b, 0) / 3;
    const mobility = target.robots.map((s) => robotDoes(random, s, 0.8));
    const mobilityPoints = mobility.filter(Boolean).length * 3;
    const autoDocker = target.robots.findIndex((s) => robotDoes(random, s, 0.45));
    const autoEngaged = autoDocker >= 0 && random.chance(0.6);
    const autoChargeStationPoints = autoDocker < 0 ? 0 : autoEngaged ? 12 : 8;
    const autoGrid = emptyGrid();
    const autoPlaced = placePieces(
      random,
      autoGrid,
      actions(random, Math.max(0, target.auto - mobilityPoints - autoChargeStationPoints), 5, 4),
      strength,
    );
    const autoValue = { B: 3, M: 4, T: 6 };
    const autoGamePiecePoints = autoPlaced.reduce((sum, [row]) => sum + autoValue[row], 0);
    const grid: Grid = { B: [...autoGrid.B], M: [...autoGrid.M], T: [...autoGrid.T] };
    const telePlaced = placePieces(random, grid, actions(random, target.teleop, 3.2, 27 - autoPlaced.length), strength);
    const teleValue = { B: 2, M: 3, T: 5 };
    const teleopGamePiecePoints = telePlaced.reduce((sum, [row]) => sum + teleValue[row], 0);
    const links = linksOf(grid);
    const linkPoints = links.length * 5;
    const endRobots = target.robots.map((s, i) =>
      i !== autoDocker && robotDoes(random, s, 0.55 * (target.endgame / 22)) ? 'Docked' : robotDoes(random, s, 0.5) ? 'Park' : 'None',
    );
    const docked = endRobots.filter((r) => r === 'Docked').length;
    const endEngaged = docked > 0 && random.chance(0.55);
    const endGameChargeStationPoints = docked * (endEngaged ? 10 : 6);
    const endGameParkPoints = endRobots.filter((r) => r === 'Park').length * 2;
    const coopGamePieceCount = ROWS.reduce((sum, row) => sum + grid[row].slice(3, 6).filter((v) => v !== 'None').length, 0);
    const totalChargeStationPoints = autoChargeStationPoints + endGameChargeStationPoints;
    const auto = autoGamePiecePoints + mobilityPoints + autoChargeStationPoints;
    const teleop = teleopGamePiecePoints + endGameChargeStationPoints + endGameParkPoints;
    const score = auto + teleop + linkPoints + foulPoints;
    const activation = totalChargeStationPoints >= 26;
    const breakdown: Record<string, unknown> = {
      activationBonusAchieved: activation,
      adjustPoints: 0,
      autoBridgeState: autoEngaged ? 'Level' : 'NotLevel',
      autoChargeStationPoints,
      autoChargeStationRobot1: autoDocker === 0 ? 'Docked' : 'None',
      autoChargeStationRobot2: autoDocker === 1 ? 'Docked' : 'None',
      autoChargeStationRobot3: autoDocker === 2 ? 'Docked' : 'None',
      autoCommunity: autoGrid,
      autoDocked: autoDocker >= 0,
      autoGamePieceCount: autoPlaced.length,
      autoGamePiecePoints,
      autoMobilityPoints: mobilityPoints,
      autoPoints: auto,
      coopGamePieceCount,
      coopertitionCriteriaMet: coopGamePieceCount >= 3,
      endGameBridgeState: endEngaged ? 'Level' : 'NotLevel',
      endGameChargeStationPoints,
      endGameChargeStationRobot1: endRobots[0],
      endGameChargeStationRobot2: endRobots[1],
      endGameChargeStationRobot3: endRobots[2],
      endGameParkPoints,
      extraGamePieceCount: 0,
      foulCount: committed.minor,
      foulPoints,
      g405Penalty: false,
      h111Penalty: false,
      linkPoints,
      links,
      mobilityRobot1: yesNo(mobility[0] ?? false),
      mobilityRobot2: yesNo(mobility[1] ?? false),
      mobilityRobot3: yesNo(mobility[2] ?? false),
      rp: 0,
      sustainabilityBonusAchieved: false,
      techFoulCount: committed.major,
      teleopCommunity: grid,
      teleopGamePieceCount: autoPlaced.length + telePlaced.length,
      teleopGamePiecePoints,
      teleopPoints: teleop,
      totalChargeStationPoints,
      totalPoints: score,
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleopGamePiecePoints + linkPoints,
      endgame: endGameChargeStationPoints + endGameParkPoints,
      bonusRp: activation ? 1 : 0,
      coop: coopGamePieceCount >= 3,
      sortValues: [score, totalChargeStationPoints, auto],
    };
  },
  settlePair(red, blue) {
    // Both alliances meeting coopertition lowers the sustainability bonus from 5 links to 4.
    const coop = red.coop && blue.coop;
    for (const side of [red, blue]) {
      const links = (side.breakdown.links as unknown[]).length;
      const sustainability = links >= (coop ? 4 : 5);
      side.breakdown.sustainabilityBonusAchieved = sustainability;
      if (sustainability) side.bonusRp += 1;
    }
    return {};
  },
};
