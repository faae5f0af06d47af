import type { Random } from '../random.ts';
import { actions, robotDoes, robotReaches, yesNo, type AlliancePlay, type AllianceResult, type GameRules } from './game.ts';

/** 2024 Crescendo: notes in the amp and speaker, amplification, the stage, trap and harmony. */
export const crescendo2024: GameRules = {
  year: 2024,
  scale: { auto: 18, teleop: 24, endgame: 7 },
  foulValues: { minor: 2, major: 5 },
  winRp: 2,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: true,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Avg Coop', precision: 2 },
    { name: 'Avg Match', precision: 2 },
    { name: 'Avg Auto', precision: 2 },
    { name: 'Avg Stage', precision: 2 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const leave = target.robots.map((s) => robotDoes(random, s, 0.85));
    const autoLeavePoints = leave.filter(Boolean).length * 2;
    const autoSpeaker = actions(random, Math.max(0, target.auto - autoLeavePoints), 5, 9);
    const autoAmp = random.chance(0.08) ? 1 : 0;
    const teleAmp = actions(random, target.teleop * 0.12, 1, 12);
    const teleAmplified = actions(random, target.teleop * 0.3, 5, 10);
    const teleSpeaker = actions(random, target.teleop * 0.58, 2, 30);
    const stage = target.robots.map((s) =>
      robotDoes(random, s, 0.45 * (target.endgame / 7))
        ? random.pick(['StageLeft', 'CenterStage', 'StageRight'])
        : robotDoes(random, s, 0.6)
          ? 'Parked'
          : 'None',
    );
    const onStage = stage.filter((r) => r.startsWith('Stage') || r === 'CenterStage');
    const harmonyPairs = onStage.length - new Set(onStage).size;
    const traps = { StageLeft: false, CenterStage: false, StageRight: false } as Record<string, boolean>;
    for (const spot of onStage) if (random.chance(0.12)) traps[spot] = true;
    const mics = { StageLeft: random.chance(0.3), CenterStage: random.chance(0.3), StageRight: random.chance(0.3) } as Record<string, boolean>;
    const endGameOnStagePoints = onStage.length * 3;
    const endGameParkPoints = stage.filter((r) => r === 'Parked').length;
    const endGameHarmonyPoints = harmonyPairs * 2;
    const endGameNoteInTrapPoints = Object.values(traps).filter(Boolean).length * 5;
    const endGameSpotLightBonusPoints = onStage.filter((spot) => mics[spot]).length;
    const endGameTotalStagePoints =
      endGameOnStagePoints + endGameParkPoints + endGameHarmonyPoints + endGameNoteInTrapPoints + endGameSpotLightBonusPoints;
    const autoSpeakerNotePoints = autoSpeaker * 5;
    const autoAmpNotePoints = autoAmp * 2;
    const teleopSpeakerNotePoints = teleSpeaker * 2;
    const teleopSpeakerNoteAmplifiedPoints = teleAmplified * 5;
    const teleopTotalNotePoints = teleAmp + teleopSpeakerNotePoints + teleopSpeakerNoteAmplifiedPoints;
    const auto = autoLeavePoints + autoSpeakerNotePoints + autoAmpNotePoints;
    const teleop = teleopTotalNotePoints + endGameTotalStagePoints;
    const score = auto + teleop + foulPoints;
    const ensemble = endGameTotalStagePoints >= 10 && onStage.length >= 2;
    const coopNotePlayed = random.chance(0.35);
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoAmpNoteCount: autoAmp,
      autoAmpNotePoints,
      autoLeavePoints,
      autoLineRobot1: yesNo(leave[0] ?? false),
      autoLineRobot2: yesNo(leave[1] ?? false),
      autoLineRobot3: yesNo(leave[2] ?? false),
      autoPoints: auto,
      autoSpeakerNoteCount: autoSpeaker,
      autoSpeakerNotePoints,
      autoTotalNotePoints: autoSpeakerNotePoints + autoAmpNotePoints,
      coopNotePlayed,
      coopertitionBonusAchieved: false,
      coopertitionCriteriaMet: coopNotePlayed,
      endGameHarmonyPoints,
      endGameNoteInTrapPoints,
      endGameOnStagePoints,
      endGameParkPoints,
      endGameRobot1: stage[0],
      endGameRobot2: stage[1],
      endGameRobot3: stage[2],
      endGameSpotLightBonusPoints,
      endGameTotalStagePoints,
      ensembleBonusAchieved: ensemble,
      ensembleBonusOnStageRobotsThreshold: 2,
      ensembleBonusStagePointsThreshold: 10,
      foulCount: committed.minor,
      foulPoints,
      g206Penalty: false,
      g408Penalty: false,
      g424Penalty: false,
      melodyBonusAchieved: false,
      melodyBonusThreshold: 18,
      melodyBonusThresholdCoop: 15,
      melodyBonusThresholdNonCoop: 18,
      micCenterStage: mics.CenterStage,
      micStageLeft: mics.StageLeft,
      micStageRight: mics.StageRight,
      rp: 0,
      techFoulCount: committed.major,
      teleopAmpNoteCount: teleAmp,
      teleopAmpNotePoints: teleAmp,
      teleopPoints: teleop,
      teleopSpeakerNoteAmplifiedCount: teleAmplified,
      teleopSpeakerNoteAmplifiedPoints,
      teleopSpeakerNoteCount: teleSpeaker,
      teleopSpeakerNotePoints,
      teleopTotalNotePoints,
      totalPoints: score,
      trapCenterStage: traps.CenterStage,
      trapStageLeft: traps.StageLeft,
      trapStageRight: traps.StageRight,
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleopTotalNotePoints,
      endgame: endGameTotalStagePoints,
      bonusRp: ensemble ? 1 : 0,
      coop: coopNotePlayed,
      sortValues: [0, score, auto, endGameTotalStagePoints],
    };
  },
  settlePair(red, blue, _random, playoff) {
    const coop = !playoff && red.coop && blue.coop;
    for (const side of [red, blue]) {
      const b = side.breakdown;
      const notes =
        (b.autoAmpNoteCount as number) +
        (b.autoSpeakerNoteCount as number) +
        (b.teleopAmpNoteCount as number) +
        (b.teleopSpeakerNoteCount as number) +
        (b.teleopSpeakerNoteAmplifiedCount as number);
      const threshold = coop ? 15 : 18;
      b.coopertitionBonusAchieved = coop;
      b.melodyBonusThreshold = threshold;
      b.melodyBonusAchieved = notes >= threshold;
      if (notes >= threshold) side.bonusRp += 1;
      side.sortValues[0] = coop ? 1 : 0;
    }
    return {};
  },
};

const NODES = ['nodeA', 'nodeB', 'nodeC', 'nodeD', 'nodeE', 'nodeF', 'nodeG', 'nodeH', 'nodeI', 'nodeJ', 'nodeK', 'nodeL'] as const;
type Reef = { botRow: Record<string, boolean>; midRow: Record<string, boolean>; topRow: Record<string, boolean> };
const REEF_ROWS = ['topRow', 'midRow', 'botRow'] as const;
const AUTO_CORAL = { trough: 3, botRow: 4, midRow: 6, topRow: 7 };
const TELEOP_CORAL = { trough: 2, botRow: 3, midRow: 4, topRow: 5 };

function emptyRow(): Record<string, boolean> {
  return Object.fromEntries(NODES.map((n) => [n, false]));
}

/** Place coral on free branches (higher levels first for strong alliances); the rest go to the trough. */
function placeCoral(random: Random, reef: Reef, pieces: number, strength: number): { rows: Record<string, number>; trough: number } {
  const rows: Record<string, number> = { topRow: 0, midRow: 0, botRow: 0 };
  let trough = 0;
  for (let i = 0; i < pieces; i++) {
    const order = random.chance(Math.min(0.9, 0.35 * strength)) ? REEF_ROWS : random.chance(0.5) ? (['midRow', 'botRow', 'topRow'] as const) : null;
    const row = order?.find((r) => NODES.some((n) => !reef[r][n]));
    if (!row) {
      trough++;
      continue;
    }
    const node = NODES.find((n) => !reef[row][n]) as string;
    reef[row][node] = true;
    rows[row] = (rows[row] ?? 0) + 1;
  }
  return { rows, trough };
}

function reefJson(reef: Reef, trough: number): Record<string, unknown> {
  const countRow = (row: Record<string, boolean>) => Object.values(row).filter(Boolean).length;
  return {
    botRow: { ...reef.botRow },
    midRow: { ...reef.midRow },
    tba_botRowCount: countRow(reef.botRow),
    tba_midRowCount: countRow(reef.midRow),
    tba_topRowCount: countRow(reef.topRow),
    topRow: { ...reef.topRow },
    trough,
  };
}

const coralPoints = (placed: { rows: Record<string, number>; trough: number }, values: typeof AUTO_CORAL) =>
  placed.trough * values.trough +
  (placed.rows.botRow ?? 0) * values.botRow +
  (placed.rows.midRow ?? 0) * values.midRow +
  (placed.rows.topRow ?? 0) * values.topRow;

const BARGE_POINTS: Record<string, number> = { DeepCage: 12, ShallowCage: 6, Parked: 2 };

/** 2025 Reefscape: coral on the reef's four levels, algae in the net and processor, the barge. */
export const reefscape2025: GameRules = {
  year: 2025,
  scale: { auto: 26, teleop: 52, endgame: 14 },
  foulValues: { minor: 2, major: 6 },
  winRp: 3,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: true,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Avg Coop', precision: 2 },
    { name: 'Avg Match', precision: 2 },
    { name: 'Avg Auto', precision: 2 },
    { name: 'Avg Barge', precision: 2 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const strength = target.robots.reduce((a, b) => a + b, 0) / 3;
    const leave = target.robots.map((s) => robotDoes(random, s, 0.9));
    const autoMobilityPoints = leave.filter(Boolean).length * 3;
    const reef: Reef = { botRow: emptyRow(), midRow: emptyRow(), topRow: emptyRow() };
    const autoPlaced = placeCoral(random, reef, actions(random, Math.max(0, target.auto - autoMobilityPoints), 6, 8), strength);
    const autoReef = reefJson(reef, autoPlaced.trough);
    const net = actions(random, target.teleop * 0.18, 4, 12);
    const processor = actions(random, target.teleop * 0.1, 6, 8);
    const algaePoints = net * 4 + processor * 6;
    const telePlaced = placeCoral(random, reef, actions(random, Math.max(0, target.teleop - algaePoints), 3.8, 40), strength);
    const teleopReef = reefJson(reef, telePlaced.trough);
    const barge = target.robots.map((s) =>
      robotReaches(random, s, [
        [0.3 * (target.endgame / 14), 'DeepCage'],
        [0.2, 'ShallowCage'],
        [0.7, 'Parked'],
      ]),
    );
    const endGameBargePoints = barge.reduce((sum, r) => sum + (BARGE_POINTS[r] ?? 0), 0);
    const autoCoralPoints = coralPoints(autoPlaced, AUTO_CORAL);
    const teleopCoralPoints = coralPoints(telePlaced, TELEOP_CORAL);
    const autoCoralCount = autoPlaced.trough + Object.values(autoPlaced.rows).reduce((a, b) => a + b, 0);
    const teleopCoralCount = telePlaced.trough + Object.values(telePlaced.rows).reduce((a, b) => a + b, 0);
    const auto = autoMobilityPoints + autoCoralPoints;
    const teleop = teleopCoralPoints + algaePoints + endGameBargePoints;
    const score = auto + teleop + foulPoints;
    const autoBonus = leave.every(Boolean) && autoCoralCount >= 1;
    const bargeBonus = endGameBargePoints >= 14;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      algaePoints,
      autoBonusAchieved: autoBonus,
      autoCoralCount,
      autoCoralPoints,
      autoLineRobot1: yesNo(leave[0] ?? false),
      autoLineRobot2: yesNo(leave[1] ?? false),
      autoLineRobot3: yesNo(leave[2] ?? false),
      autoMobilityPoints,
      autoPoints: auto,
      autoReef,
      bargeBonusAchieved: bargeBonus,
      coopertitionCriteriaMet: processor >= 2,
      coralBonusAchieved: false,
      endGameBargePoints,
      endGameRobot1: barge[0],
      endGameRobot2: barge[1],
      endGameRobot3: barge[2],
      foulCount: committed.minor,
      foulPoints,
      g206Penalty: false,
      g410Penalty: false,
      g418Penalty: false,
      g428Penalty: false,
      netAlgaeCount: net,
      rp: 0,
      techFoulCount: committed.major,
      teleopCoralCount,
      teleopCoralPoints,
      teleopPoints: teleop,
      teleopReef,
      totalPoints: score,
      wallAlgaeCount: processor,
    };
    return {
      breakdown,
      score,
      auto,
      teleop: teleopCoralPoints + algaePoints,
      endgame: endGameBargePoints,
      bonusRp: (autoBonus ? 1 : 0) + (bargeBonus ? 1 : 0),
      coop: processor >= 2,
      sortValues: [0, score, auto, endGameBargePoints],
    };
  },
  settlePair(red, blue, _random, playoff) {
    // With coopertition the coral bonus needs 5 coral on 3 levels instead of all 4.
    const coop = !playoff && red.coop && blue.coop;
    for (const side of [red, blue]) {
      const reef = side.breakdown.teleopReef as Record<string, number>;
      const levels = [reef.trough ?? 0, reef.tba_botRowCount ?? 0, reef.tba_midRowCount ?? 0, reef.tba_topRowCount ?? 0].filter((n) => n >= 5).length;
      const coral = levels >= (coop ? 3 : 4);
      side.breakdown.coralBonusAchieved = coral;
      if (coral) side.bonusRp += 1;
      side.sortValues[0] = coop ? 1 : 0;
    }
    return {};
  },
};

const TOWER_END = { Level1: 10, Level2: 20, Level3: 30 } as Record<string, number>;

/** 2026 Rebuilt: fuel into the hub across auto, the transition, four shifts and the endgame; climbing the tower. */
export const rebuilt2026: GameRules = {
  year: 2026,
  scale: { auto: 45, teleop: 170, endgame: 18 },
  foulValues: { minor: 5, major: 15 },
  winRp: 3,
  tieRp: 1,
  rpField: 'rp',
  sortAverages: true,
  sortOrderInfo: [
    { name: 'Ranking Score', precision: 2 },
    { name: 'Avg Match', precision: 2 },
    { name: 'Avg Auto', precision: 2 },
    { name: 'Avg Tower', precision: 2 },
  ],
  playAlliance({ random, target, committed, foulPoints }: AlliancePlay): AllianceResult {
    const autoTower = target.robots.map((s) => (robotDoes(random, s, 0.12) ? 'Level1' : 'None'));
    const autoTowerPoints = autoTower.filter((r) => r === 'Level1').length * 15;
    const autoCount = actions(random, Math.max(0, target.auto - autoTowerPoints), 1, 150);
    const teleopCount = actions(random, target.teleop, 1, 600);
    const periods = [0.06, 0.22, 0.2, 0.2, 0.2].map((share) => Math.floor(teleopCount * share * (0.8 + random.next() * 0.4)));
    const [transition, shift1, shift2, shift3, shift4] = periods as [number, number, number, number, number];
    const endgameCount = Math.max(0, teleopCount - transition - shift1 - shift2 - shift3 - shift4);
    const endTower = target.robots.map((s) => {
      const climb = random.next() / Math.max(0.2, s * (target.endgame / 18));
      return climb < 0.1 ? 'Level3' : climb < 0.25 ? 'Level2' : climb < 0.5 ? 'Level1' : 'None';
    });
    const endGameTowerPoints = endTower.reduce((sum, r) => sum + (TOWER_END[r] ?? 0), 0);
    const totalCount = autoCount + teleopCount;
    const hubScore = {
      autoCount,
      autoPoints: autoCount,
      endgameCount,
      endgamePoints: endgameCount,
      shift1Count: shift1,
      shift1Points: shift1,
      shift2Count: shift2,
      shift2Points: shift2,
      shift3Count: shift3,
      shift3Points: shift3,
      shift4Count: shift4,
      shift4Points: shift4,
      teleopCount,
      teleopPoints: teleopCount,
      totalCount,
      totalPoints: totalCount,
      transitionCount: transition,
      transitionPoints: transition,
      uncounted: random.int(0, 3),
    };
    const totalAutoPoints = autoCount + autoTowerPoints;
    const totalTeleopPoints = teleopCount + endGameTowerPoints;
    const totalTowerPoints = autoTowerPoints + endGameTowerPoints;
    const score = totalAutoPoints + totalTeleopPoints + foulPoints;
    const energized = totalCount >= 100;
    const supercharged = totalCount >= 360;
    const traversal = totalTowerPoints >= 50;
    const breakdown: Record<string, unknown> = {
      adjustPoints: 0,
      autoTowerPoints,
      autoTowerRobot1: autoTower[0],
      autoTowerRobot2: autoTower[1],
      autoTowerRobot3: autoTower[2],
      endGameTowerPoints,
      endGameTowerRobot1: endTower[0],
      endGameTowerRobot2: endTower[1],
      endGameTowerRobot3: endTower[2],
      energizedAchieved: energized,
      foulPoints,
      g206Penalty: false,
      hubScore,
      majorFoulCount: committed.major,
      minorFoulCount: committed.minor,
      penalties: 'None',
      rp: 0,
      superchargedAchieved: supercharged,
      totalAutoPoints,
      totalPoints: score,
      totalTeleopPoints,
      totalTowerPoints,
      traversalAchieved: traversal,
    };
    return {
      breakdown,
      score,
      auto: totalAutoPoints,
      teleop: teleopCount,
      endgame: endGameTowerPoints,
      bonusRp: (energized ? 1 : 0) + (supercharged ? 1 : 0) + (traversal ? 1 : 0),
      coop: false,
      sortValues: [score, totalAutoPoints, totalTowerPoints],
    };
  },
};
