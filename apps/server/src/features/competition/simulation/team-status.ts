import type { EventView } from './event-view.ts';
import type { CompLevel, SimMatch } from './match-play.ts';
import { rankRoundRobin, sideOf, type PlayoffAlliance } from './playoffs.ts';
import { gameFor } from './scoring/index.ts';
import { rankingRowJson } from './tba-shapes.ts';

interface Record3 {
  wins: number;
  losses: number;
  ties: number;
}

const LEVEL_NAMES: Record<CompLevel, string> = { qm: 'Qualifications', ef: 'Octofinals', qf: 'Quarterfinals', sf: 'Semifinals', f: 'Finals' };
const LEVEL_RANK: Record<CompLevel, number> = { qm: 0, ef: 1, qf: 2, sf: 3, f: 4 };

export interface AllianceStanding {
  level: CompLevel;
  /** Null in 2015's average-score rounds, where no match is won or lost (the finals' record is the current level's). */
  record: Record3 | null;
  currentLevelRecord: Record3 | null;
  /** Average score over the playoff matches played (2015's average-score format only). */
  playoffAverage: number | null;
  status: 'won' | 'eliminated' | 'playing';
  doubleElimRound: string | null;
  /** Round robin format: place in the round robin so far, and whether it reached the finals. */
  roundRobin: { rank: number; advanced: boolean } | null;
}

/** Where an alliance stands in the playoffs at the view's instant. */
export function allianceStanding(view: EventView, alliance: PlayoffAlliance): AllianceStanding | null {
  const listed = view.listed.filter((m) => m.compLevel !== 'qm' && sideOf(m, alliance));
  if (listed.length === 0) return null;
  const level = listed.reduce<CompLevel>(
    (best, m) => (LEVEL_RANK[m.compLevel] > LEVEL_RANK[best] ? m.compLevel : best),
    listed[0]?.compLevel ?? 'qf',
  );
  const record: Record3 = { wins: 0, losses: 0, ties: 0 };
  const current: Record3 = { wins: 0, losses: 0, ties: 0 };
  const played = listed.filter((m) => view.played.has(m.key));
  const scores: number[] = [];
  for (const match of played) {
    const color = sideOf(match, alliance);
    const outcome = match.winner === '' ? 'ties' : match.winner === color ? 'wins' : 'losses';
    record[outcome]++;
    if (match.compLevel === level) current[outcome]++;
    scores.push((color === 'red' ? match.redResult : match.blueResult).score);
  }
  const { playoff, event } = view.run;
  const decided = playoff.decidedBy.get(alliance.number);
  const settled = decided !== undefined && view.played.has(decided);
  const status = settled ? (playoff.winner === alliance.number ? 'won' : 'eliminated') : 'playing';
  const doubleElimination = event.playoffType === 10 || event.playoffType === 11;
  let doubleElimRound: string | null = null;
  if (doubleElimination) {
    const last = listed[listed.length - 1] as SimMatch;
    doubleElimRound = last.compLevel === 'f' ? 'Finals' : roundOfSet(last.setNumber, view.run.alliances.length);
  }
  if (event.playoffType === 3) {
    const playoffAverage = scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null;
    return { level, record: null, currentLevelRecord: level === 'f' ? current : null, playoffAverage, status, doubleElimRound, roundRobin: null };
  }
  let roundRobin: AllianceStanding['roundRobin'] = null;
  if (event.playoffType === 4) roundRobin = roundRobinStanding(view, alliance);
  return { level, record, currentLevelRecord: current, playoffAverage: null, status, doubleElimRound, roundRobin };
}

/** Place in the round robin by the results posted so far (two points a win, one a tie, then total score). */
function roundRobinStanding(view: EventView, alliance: PlayoffAlliance): { rank: number; advanced: boolean } {
  const ranked = rankRoundRobin(
    view.run.alliances,
    view.playedPlayoffs.filter((m) => m.compLevel === 'sf'),
  );
  const advanced = view.listed.some((m) => m.compLevel === 'f' && sideOf(m, alliance));
  return { rank: ranked.findIndex((a) => a.number === alliance.number) + 1, advanced };
}

function roundOfSet(set: number, alliances: number): string {
  const rounds = alliances >= 8 ? [4, 8, 10, 12, 13] : [2, 4, 5];
  return `Round ${rounds.findIndex((last) => set <= last) + 1}`;
}

/** The level an alliance starts the playoffs in, before its first match is listed. */
function firstLevel(view: EventView): CompLevel {
  const { playoffType } = view.run.event;
  const count = view.run.alliances.length;
  if (playoffType === 4) return 'sf';
  if (playoffType === 3) return count > 8 ? 'ef' : count > 4 ? 'qf' : 'sf';
  return playoffType === 1 ? 'ef' : 'qf';
}

export function alliancesJson(view: EventView): Array<Record<string, unknown>> | null {
  if (!view.alliancesKnown) return null;
  return view.run.alliances.map((alliance) => {
    const standing = allianceStanding(view, alliance);
    const status: Record<string, unknown> = standing
      ? {
          current_level_record: standing.currentLevelRecord,
          level: standing.level,
          playoff_average: standing.playoffAverage,
          playoff_type: view.run.event.playoffType,
          record: standing.record,
          status: standing.status,
        }
      : {
          current_level_record: null,
          level: firstLevel(view),
          playoff_average: null,
          playoff_type: view.run.event.playoffType,
          record: null,
          status: 'playing',
        };
    if (standing?.doubleElimRound) status.double_elim_round = standing.doubleElimRound;
    if (standing?.roundRobin) {
      status.advanced_to_round_robin_finals = standing.roundRobin.advanced;
      status.round_robin_rank = standing.roundRobin.rank;
    }
    return { backup: null, declines: [], name: alliance.name, picks: alliance.picks, status };
  });
}

const recordText = (r: Record3) => `${r.wins}-${r.losses}-${r.ties}`;
/** 'a playoff record of 5-2-0', or 2015's 'a playoff average of 176.3'. */
const resultText = (s: AllianceStanding) =>
  s.record ? `a playoff record of <b>${recordText(s.record)}</b>` : `a playoff average of <b>${(s.playoffAverage ?? 0).toFixed(1)}</b>`;
const PICK_NAMES = ['Captain', '1st Pick', '2nd Pick', '3rd Pick'];

/** TBA's Team_Event_Status for one team at the view's instant (null when the team is not at the event). */
export function teamEventStatusJson(view: EventView, teamKey: string): Record<string, unknown> | null {
  const { run } = view;
  if (!run.teamKeys.includes(teamKey)) return null;
  const teamNumber = teamKey.slice(3);
  const row = view.ranking.find((r) => r.teamKey === teamKey);
  const teamMatches = view.listed.filter((m) => m.red.includes(teamKey) || m.blue.includes(teamKey));
  const next = teamMatches.find((m) => !view.played.has(m.key));
  const played = teamMatches.filter((m) => view.played.has(m.key));
  const qualsLeft = run.quals.some((m) => !view.played.has(m.key));
  const qual = row
    ? {
        num_teams: view.ranking.length,
        ranking: rankingRowJson(row, run.event.year),
        sort_order_info: gameFor(run.event.year).sortOrderInfo,
        status: qualsLeft ? 'playing' : 'completed',
      }
    : null;
  const alliance = view.alliancesKnown ? run.alliances.find((a) => a.picks.includes(teamKey)) : undefined;
  const pick = alliance ? alliance.picks.indexOf(teamKey) : -1;
  const standing = alliance ? allianceStanding(view, alliance) : null;
  const rankText = row ? `Rank ${row.rank}/${view.ranking.length}` : '';
  const qualText = row
    ? `Team ${teamNumber} ${qualsLeft ? 'is' : 'was'} <b>${rankText}</b> with a record of <b>${row.wins}-${row.losses}-${row.ties}</b>`
    : `Team ${teamNumber} is waiting for the event to begin`;
  const allianceText = alliance ? `<b>${PICK_NAMES[pick] ?? `Pick ${pick}`}</b> of <b>${alliance.name}</b>` : '--';
  const playoffText = standing
    ? standing.status === 'won'
      ? `<b>Won the event</b> with ${resultText(standing)}`
      : standing.status === 'eliminated'
        ? `<b>Eliminated in the ${LEVEL_NAMES[standing.level]}</b> with ${resultText(standing)}`
        : standing.currentLevelRecord
          ? `<b>Currently ${recordText(standing.currentLevelRecord)}</b> in the <b>${LEVEL_NAMES[standing.level]}</b>`
          : `<b>Currently playing</b> in the <b>${LEVEL_NAMES[standing.level]}</b>`
    : '--';
  const overall =
    [
      qualText + (row ? ' in quals' : ''),
      alliance ? `competed in the playoffs as the ${allianceText}` : '',
      standing ? `and ${playoffText.charAt(3).toLowerCase()}${playoffText.slice(4)}` : '',
    ]
      .filter(Boolean)
      .join(', ') + '.';
  return {
    alliance: alliance ? { backup: null, name: alliance.name, number: alliance.number, pick } : null,
    alliance_status_str: allianceText,
    last_match_key: played[played.length - 1]?.key ?? null,
    next_match_key: next?.key ?? null,
    overall_status_str: overall,
    playoff: standing
      ? {
          current_level_record: standing.currentLevelRecord,
          level: standing.level,
          playoff_average: standing.playoffAverage,
          record: standing.record,
          status: standing.status,
        }
      : null,
    playoff_status_str: playoffText,
    qual,
  };
}
