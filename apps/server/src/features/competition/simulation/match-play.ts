import { count, randomFor } from './random.ts';
import { gameFor, type AllianceResult } from './scoring/index.ts';

export type CompLevel = 'qm' | 'ef' | 'qf' | 'sf' | 'f';
export type Color = 'red' | 'blue';

/** One match as it will have been played (the clock decides how much of it is visible). */
export interface SimMatch {
  key: string;
  eventKey: string;
  compLevel: CompLevel;
  setNumber: number;
  matchNumber: number;
  red: string[];
  blue: string[];
  /** Scheduled, actual start and result-posted instants (UNIX seconds). */
  time: number;
  actualTime: number;
  postResultTime: number;
  /** When the match first appears in the schedule (playoff pairings are known only once earlier results are in). */
  listedAt: number;
  redResult: AllianceResult;
  blueResult: AllianceResult;
  /** Ranking points earned, qualification matches only. */
  redRp: number;
  blueRp: number;
  winner: Color | '';
  topLevel: Record<string, unknown>;
  videoKey: string;
}

export interface MatchSlot {
  key: string;
  eventKey: string;
  compLevel: CompLevel;
  setNumber: number;
  matchNumber: number;
  red: string[];
  blue: string[];
  time: number;
  actualTime: number;
  listedAt: number;
}

/** Plays a match: targets from the robots' strengths, the season's game turns them into a breakdown. */
export function playMatch(year: number, slot: MatchSlot, strengthOf: (teamKey: string) => number, attempt = 0): SimMatch {
  const game = gameFor(year);
  const random = randomFor('match', slot.key, attempt);
  const playoff = slot.compLevel !== 'qm';
  const fouls = () => ({ minor: count(random.normal(0.6, 0.9)), major: random.chance(0.12) ? 1 : 0 });
  const redFouls = fouls();
  const blueFouls = fouls();
  const foulPoints = (f: { minor: number; major: number }) => f.minor * game.foulValues.minor + f.major * game.foulValues.major;
  const target = (teams: string[]) => {
    const robots = teams.map(strengthOf);
    const sum = robots.reduce((a, b) => a + b, 0) / 3;
    const form = () => Math.max(0.2, random.normal(1, 0.16));
    return { auto: game.scale.auto * sum * form(), teleop: game.scale.teleop * sum * form(), endgame: game.scale.endgame * sum * form(), robots };
  };
  const redResult = game.playAlliance({ random, target: target(slot.red), committed: redFouls, foulPoints: foulPoints(blueFouls), playoff });
  const blueResult = game.playAlliance({ random, target: target(slot.blue), committed: blueFouls, foulPoints: foulPoints(redFouls), playoff });
  const topLevel = game.settlePair?.(redResult, blueResult, random, playoff) ?? {};
  const winner: Color | '' = redResult.score > blueResult.score ? 'red' : blueResult.score > redResult.score ? 'blue' : '';
  const rpFor = (side: AllianceResult, color: Color) =>
    playoff ? 0 : side.bonusRp + (winner === color ? game.winRp : winner === '' ? game.tieRp : 0);
  const redRp = rpFor(redResult, 'red');
  const blueRp = rpFor(blueResult, 'blue');
  if (game.rpField) {
    redResult.breakdown[game.rpField] = playoff && game.rpField === 'tba_rpEarned' ? null : redRp;
    blueResult.breakdown[game.rpField] = playoff && game.rpField === 'tba_rpEarned' ? null : blueRp;
  }
  const postDelay = 150 + random.int(0, 90);
  return {
    ...slot,
    postResultTime: slot.actualTime + postDelay,
    redResult,
    blueResult,
    redRp,
    blueRp,
    winner,
    topLevel,
    videoKey: `sim${slot.key.replace(/[^a-z0-9]/gi, '').slice(-9)}`,
  };
}
