import { awardDistrictPoints } from './awards.ts';
import type { EventRun } from './event-simulation.ts';
import { viewEvent, type EventView } from './event-view.ts';
import type { SimulationWorld } from './world.ts';

export interface DistrictPointsEntry {
  alliance_points: number;
  award_points: number;
  elim_points: number;
  qual_points: number;
  total: number;
}

/** Inverse error function (Giles' single-precision approximation), for the qualification points curve. */
export function erfinv(x: number): number {
  let w = -Math.log((1 - x) * (1 + x));
  let p: number;
  if (w < 5) {
    w -= 2.5;
    p = 2.81022636e-8;
    for (const c of [3.43273939e-7, -3.5233877e-6, -4.39150654e-6, 0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941])
      p = c + p * w;
  } else {
    w = Math.sqrt(w) - 3;
    p = -0.000200214257;
    for (const c of [0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682])
      p = c + p * w;
  }
  return p * x;
}

const ALPHA = 1.07;

/** FIRST's qualification points: 4 to 22 along a normal curve of the final rank. */
export function qualificationPoints(rank: number, teamCount: number): number {
  return Math.ceil(erfinv((teamCount - 2 * rank + 2) / (ALPHA * teamCount)) * (10 / erfinv(1 / ALPHA)) + 12);
}

/** Double elimination places: winner 30, finalist 20, third 13, fourth 7 (from 2023). */
const PLACE_POINTS: Record<number, number> = { 1: 30, 2: 20, 3: 13, 4: 7 };

/** District points earned at an event so far (district championship points count triple). */
export function viewDistrictPoints(view: EventView): Record<string, DistrictPointsEntry> {
  const { run } = view;
  const points: Record<string, DistrictPointsEntry> = {};
  if (run.event.divisionKeys.length > 0) return points;
  const multiplier = run.event.kind === 'dcmp' || run.event.kind === 'dcmp_division' ? 3 : 1;
  const entry = (key: string) => (points[key] ??= { alliance_points: 0, award_points: 0, elim_points: 0, qual_points: 0, total: 0 });
  for (const row of view.ranking) entry(row.teamKey).qual_points = qualificationPoints(row.rank, view.ranking.length);
  if (view.alliancesKnown) {
    const count = run.alliances.length;
    run.alliances.forEach((alliance, index) => {
      const number = index + 1;
      alliance.picks.forEach((teamKey, pick) => {
        // Captains earn 17 - alliance number; picks 17 - draft order (round 1 forwards, round 2 backwards).
        const draftOrder = pick === 0 ? number : pick === 1 ? number : pick === 2 ? 2 * count + 1 - number : 0;
        entry(teamKey).alliance_points = pick <= 2 ? Math.max(0, 17 - draftOrder) : 0;
      });
    });
    const doubleElimination = run.event.playoffType === 10 || run.event.playoffType === 11;
    for (const alliance of run.alliances) {
      const decided = run.playoff.decidedBy.get(alliance.number);
      const settled = decided !== undefined && view.played.has(decided);
      let elim = 0;
      if (doubleElimination) {
        if (settled) elim = PLACE_POINTS[run.playoff.place.get(alliance.number) ?? 0] ?? 0;
      } else if (run.event.playoffType === 3) {
        // 2015's average-score rounds (as 2015micmp recorded them): 10 for reaching the semifinals, 20 the finals, 30 the title.
        const reached = (level: string) => view.listed.some((m) => m.compLevel === level && [m.red[0], m.blue[0]].includes(alliance.picks[0]));
        const won = settled && run.playoff.winner === alliance.number;
        elim = won ? 30 : reached('f') ? 20 : reached('sf') && count > 4 ? 10 : 0;
      } else {
        // Best-of-3 brackets: 5 points per playoff match won.
        elim = view.playedPlayoffs.filter((m) => m.winner && (m.winner === 'red' ? m.red : m.blue)[0] === alliance.picks[0]).length * 5;
      }
      for (const teamKey of alliance.picks.slice(0, 3)) entry(teamKey).elim_points = elim;
    }
  }
  if (view.awardsKnown) {
    for (const award of run.awards) {
      for (const recipient of award.recipients) if (recipient.teamKey) entry(recipient.teamKey).award_points += awardDistrictPoints(award.awardType);
    }
  }
  for (const value of Object.values(points)) {
    value.qual_points *= multiplier;
    value.alliance_points *= multiplier;
    value.elim_points *= multiplier;
    value.award_points *= multiplier;
    value.total = value.qual_points + value.alliance_points + value.elim_points + value.award_points;
  }
  return points;
}

/** Points of a finished event (used to seat the district championship). */
export function eventDistrictPoints(_world: SimulationWorld, run: EventRun): Record<string, DistrictPointsEntry> {
  return viewDistrictPoints(viewEvent(run, Number.MAX_SAFE_INTEGER));
}

export interface PoolRanking {
  team_key: string;
  rank: number;
  rookie_bonus: number;
  point_total: number;
  event_points: Array<DistrictPointsEntry & { event_key: string; district_cmp?: boolean }>;
  single_event_bonus?: number;
}

/** Rookies get 10 bonus points, second-year teams 5. */
export function rookieBonus(rookieYear: number | undefined, year: number): number {
  return rookieYear === year ? 10 : rookieYear === year - 1 ? 5 : 0;
}

/**
 * A points table over a season's events: the first two qualifying events count, plus the district
 * championship (flagged) for districts.
 */
export function poolRankings(world: SimulationWorld, year: number, now: number, kinds: { qualifying: string; championship?: string }): PoolRanking[] {
  const events = world.calendar(year);
  const byTeam = new Map<string, PoolRanking['event_points']>();
  for (const event of events) {
    const championship = event.kind === kinds.championship || (kinds.championship === 'dcmp' && event.kind === 'dcmp_division');
    if (event.kind !== kinds.qualifying && !championship) continue;
    const run = world.run(event.key);
    if (!run) continue;
    const view = viewEvent(run, now);
    if (view.stage === 'upcoming') continue;
    for (const [teamKey, entry] of Object.entries(viewDistrictPoints(view))) {
      const list = byTeam.get(teamKey) ?? [];
      const qualifyingSoFar = list.filter((e) => !e.district_cmp).length;
      if (!championship && qualifyingSoFar >= 2) continue;
      list.push(kinds.championship ? { ...entry, district_cmp: championship, event_key: event.key } : { ...entry, event_key: event.key });
      byTeam.set(teamKey, list);
    }
  }
  const rows = [...byTeam.entries()].map(([teamKey, eventPoints]) => {
    const bonus = rookieBonus(world.roster.get(Number(teamKey.slice(3)))?.rookieYear, year);
    const row: PoolRanking = {
      team_key: teamKey,
      rank: 0,
      rookie_bonus: bonus,
      event_points: eventPoints,
      point_total: bonus + eventPoints.reduce((sum, e) => sum + e.total, 0),
    };
    if (!kinds.championship) row.single_event_bonus = 0;
    return row;
  });
  rows.sort((a, b) => b.point_total - a.point_total || Number(a.team_key.slice(3)) - Number(b.team_key.slice(3)));
  rows.forEach((row, i) => (row.rank = i + 1));
  return rows;
}
