import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { matchTitle } from '@team7790/shared/competition/match-names';

export type Alliance = 'red' | 'blue';

export interface AllianceFacts {
  alliance: Alliance;
  teams: Array<{ number: string; nickname: string | null }>;
  score: number | null;
  auto: number | null;
  teleop: number | null;
  endgame: number | null;
  fouls: number | null;
  /** 2015: foul points were taken off the offending alliance's own score instead of given to the other. */
  foulsDeducted: boolean;
  /** 2015: the coopertition points both alliances were given (null when the data has none). */
  coopertition: number | null;
  /** What the score holds beyond the parts named ('links' in 2023; 2015's coopertition when the data has no figure for it). */
  restName: string;
  /** Bonuses and ranking points the alliance earned, named for people ('Coral Bonus'). */
  bonuses: string[];
}

export interface MatchFacts {
  key: string;
  label: string;
  eventName: string | null;
  year: number;
  playoff: boolean;
  played: boolean;
  /** A playoff match never played because its series was decided before it. */
  notNeeded: boolean;
  /** Not played yet and on the field now (the match page's on_field). */
  onField: boolean;
  /** When it started (seconds), while its score is not in. */
  startedAt: number | null;
  /** When it is to be played (seconds): the schedule's time, else the provider's prediction. */
  scheduledAt: number | null;
  /** The event's time zone (IANA), for the times said. */
  timeZone: string | null;
  winner: Alliance | 'tie' | null;
  red: AllianceFacts;
  blue: AllianceFacts;
}

type Side = Record<string, unknown>;

function read(side: Side | undefined, path: string): number | null {
  let value: unknown = side;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Side)[part] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const first = (side: Side | undefined, ...paths: string[]) => {
  for (const p of paths) {
    const v = read(side, p);
    if (v !== null) return v;
  }
  return null;
};

const total = (side: Side | undefined, ...paths: string[]) => {
  const values = paths.map((p) => read(side, p)).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
};

/** Endgame points under each season's names (the provider counts them inside teleop). */
function endgamePoints(side: Side | undefined, year: number): number | null {
  if (year === 2016) return total(side, 'teleopChallengePoints', 'teleopScalePoints');
  if (year === 2017) return read(side, 'teleopTakeoffPoints');
  if (year === 2019) return read(side, 'habClimbPoints');
  if (year === 2023) return total(side, 'endGameChargeStationPoints', 'endGameParkPoints');
  if (year === 2024) return read(side, 'endGameTotalStagePoints');
  return first(side, 'endgamePoints', 'endGameBargePoints', 'endGameTowerPoints', 'hubScore.endgamePoints');
}

const BONUS_KEY = /(Achieved|RankingPoint|Breached|Captured)$/;

/** 'coralBonusAchieved' -> 'Coral Bonus', 'autoQuestRankingPoint' -> 'Auto Quest ranking point'. */
export function bonusName(key: string): string {
  const words = key
    .replace(/^teleop/, '')
    .replace(/Achieved$/, '')
    .replace(/RankingPoint/, ' ranking point')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^k Pa\b/, 'kPa')
    .trim();
  // kPa (2017's pressure) keeps its unit's case.
  const name = words.startsWith('kPa') ? words : words.charAt(0).toUpperCase() + words.slice(1);
  // 2026's "energizedAchieved" (and 2016's "teleopDefensesBreached") name a ranking point without saying so.
  return /(Bonus|ranking point)$/.test(name) ? name : `${name} ranking point`;
}

function bonuses(side: Side | undefined): string[] {
  if (!side) return [];
  return Object.entries(side)
    .filter(([key, value]) => value === true && BONUS_KEY.test(key))
    .map(([key]) => bonusName(key));
}

/** What a summary can say about a match, read from the match page's answer (never from the client). */
export function matchFacts(page: MatchPageResponse): MatchFacts {
  const { match } = page;
  const year = Number(match.event_key.slice(0, 4));
  const sideFacts = (alliance: Alliance): AllianceFacts => {
    const side = match.score_breakdown?.[alliance];
    return {
      alliance,
      teams: match.alliances[alliance].team_keys.map((key) => ({
        number: key.replace(/^frc/, ''),
        nickname: page.teams.find((t) => t.team_key === key)?.nickname ?? null,
      })),
      score: match.alliances[alliance].score,
      auto: first(side, 'autoPoints', 'auto_points', 'totalAutoPoints'),
      teleop: first(side, 'teleopPoints', 'teleop_points', 'totalTeleopPoints'),
      endgame: endgamePoints(side, year),
      fouls: first(side, 'foulPoints', 'foul_points'),
      foulsDeducted: year === 2015,
      coopertition: year === 2015 ? read(side, 'coopertition_points') : null,
      restName: year === 2023 ? 'links' : year === 2015 && read(side, 'coopertition_points') === null ? 'coopertition' : 'adjustments',
      bonuses: bonuses(side),
    };
  };
  const red = sideFacts('red');
  const blue = sideFacts('blue');
  const played = red.score !== null && blue.score !== null;
  let winner: MatchFacts['winner'] = null;
  if (played) {
    // The provider's winner first: a playoff tie can be broken by the rules rather than the score.
    winner = match.winning_alliance || (red.score! > blue.score! ? 'red' : blue.score! > red.score! ? 'blue' : 'tie');
  }
  return {
    key: match.key,
    label: matchTitle(match, page.event?.playoff_type),
    eventName: page.event?.name ?? null,
    year,
    playoff: match.comp_level !== 'qm',
    played,
    notNeeded: !played && page.not_needed === true,
    onField: !played && page.on_field === true,
    startedAt: played ? null : (match.actual_time ?? null),
    scheduledAt: match.time ?? match.predicted_time ?? null,
    timeZone: page.event?.timezone ?? null,
    winner,
    red,
    blue,
  };
}
