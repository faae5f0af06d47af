import { STATIONS, type Assignment, type KitMatch, type ScoutingKit, type Station } from './match-scouting.ts';

/**
 * "My next match" (issue 31): the matches a scout is assigned, read from the latest kit's schedule. A replay or a
 * changed schedule is followed because nothing is kept between readings: the schedule and its teams are re-read.
 */

/** One match a scout is to watch, from one station: the team is the schedule's (null until the match's teams are known). */
export interface ScoutMatch {
  match_key: string;
  match_name: string;
  comp_level: string;
  match_number: number;
  /** Scheduled or predicted start, ISO; null when the schedule has none. */
  time: string | null;
  played: boolean;
  station: Station;
  team_number: number | null;
  /** The assignment block that gives this match to the scout. */
  assignment_id: number;
}

export interface ScoutSchedule {
  /** The first unplayed match in schedule order; null when every assigned match is played (or none is assigned). */
  next: ScoutMatch | null;
  /** Every assigned match, in schedule order. */
  matches: ScoutMatch[];
}

/** The team at a station of a match, from the schedule's station order; null while the match's teams are not known. */
export function stationTeam(match: Pick<KitMatch, 'red' | 'blue'>, station: Station): number | null {
  const teams = station.startsWith('red') ? match.red : match.blue;
  return teams[Number(station.slice(-1)) - 1] ?? null;
}

/**
 * Whether an assignment block covers a match: qualification matches by number from `first_match` to `last_match`;
 * with `last_match` null, every later qualification match and every playoff match too (to the end of the event).
 */
export function assignmentCovers(
  block: Pick<Assignment, 'first_match' | 'last_match'>,
  match: Pick<KitMatch, 'comp_level' | 'match_number'>,
): boolean {
  if (match.comp_level !== 'qm') return block.last_match === null;
  return match.match_number >= block.first_match && (block.last_match === null || match.match_number <= block.last_match);
}

/** The matches a user is assigned at the kit's event, in schedule order, and the next unplayed one. */
export function scoutMatches(kit: Pick<ScoutingKit, 'schedule' | 'assignments'>, userId: number): ScoutSchedule {
  const blocks = kit.assignments
    .filter((a) => a.user_id === userId)
    .sort((a, b) => STATIONS.indexOf(a.station) - STATIONS.indexOf(b.station) || a.first_match - b.first_match);
  const matches: ScoutMatch[] = [];
  for (const match of kit.schedule) {
    const seen = new Set<Station>();
    for (const block of blocks) {
      if (seen.has(block.station) || !assignmentCovers(block, match)) continue;
      seen.add(block.station);
      matches.push({
        match_key: match.key,
        match_name: match.name,
        comp_level: match.comp_level,
        match_number: match.match_number,
        time: match.time,
        played: match.played,
        station: block.station,
        team_number: stationTeam(match, block.station),
        assignment_id: block.id,
      });
    }
  }
  return { next: matches.find((m) => !m.played) ?? null, matches };
}
