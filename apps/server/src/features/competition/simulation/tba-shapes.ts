import type { SimAward } from './awards.ts';
import type { EventView } from './event-view.ts';
import type { SimMatch } from './match-play.ts';
import type { RankingRow } from './rankings.ts';
import { gameFor } from './scoring/index.ts';
import { PLAYOFF_TYPE_NAMES, type SimDistrict, type SimEvent } from './season-calendar.ts';
import type { SimTeam } from './team-roster.ts';

/** Renders simulated things in The Blue Alliance API v3 shapes (field for field). */

export function teamJson(team: SimTeam): Record<string, unknown> {
  return {
    address: null,
    city: team.city,
    country: team.country,
    gmaps_place_id: null,
    gmaps_url: null,
    key: team.key,
    lat: null,
    lng: null,
    location_name: null,
    motto: team.motto,
    name: team.name,
    nickname: team.nickname,
    postal_code: team.postalCode,
    rookie_year: team.rookieYear,
    school_name: team.schoolName,
    state_prov: team.stateProv,
    team_number: team.number,
    website: team.website,
  };
}

export function teamSimpleJson(team: SimTeam): Record<string, unknown> {
  return {
    city: team.city,
    country: team.country,
    key: team.key,
    name: team.name,
    nickname: team.nickname,
    state_prov: team.stateProv,
    team_number: team.number,
  };
}

export function districtJson(district: SimDistrict): Record<string, unknown> {
  return {
    abbreviation: district.abbreviation,
    display_name: district.displayName,
    key: district.key,
    year: district.year,
    official_advancement_counts: { dcmp: district.year >= 2017 ? 160 : 64, cmp: district.year >= 2023 ? 41 : 20 },
  };
}

export function eventJson(event: SimEvent): Record<string, unknown> {
  const venue = event.venue;
  return {
    address: venue.address,
    city: venue.city,
    country: venue.country,
    district: event.district ? districtJson(event.district) : null,
    division_keys: event.divisionKeys,
    end_date: event.endDate,
    event_code: event.code,
    event_type: event.eventType,
    event_type_string: event.eventTypeString,
    first_event_code: event.firstEventCode,
    first_event_id: null,
    gmaps_place_id: venue.gmapsPlaceId ?? null,
    gmaps_url: venue.gmapsUrl ?? null,
    key: event.key,
    lat: venue.lat,
    lng: venue.lng,
    location_name: venue.locationName,
    name: event.name,
    parent_event_key: event.parentKey,
    playoff_type: event.playoffType,
    playoff_type_string: PLAYOFF_TYPE_NAMES[event.playoffType] ?? null,
    postal_code: venue.postalCode,
    remap_teams: null,
    short_name: event.shortName,
    start_date: event.startDate,
    state_prov: venue.stateProv,
    timezone: venue.timezone,
    webcasts: event.webcasts,
    website: venue.website,
    week: event.week,
    year: event.year,
  };
}

export function eventSimpleJson(event: SimEvent): Record<string, unknown> {
  return {
    city: event.venue.city,
    country: event.venue.country,
    district: event.district ? districtJson(event.district) : null,
    end_date: event.endDate,
    event_code: event.code,
    event_type: event.eventType,
    key: event.key,
    name: event.name,
    start_date: event.startDate,
    state_prov: event.venue.stateProv,
    year: event.year,
  };
}

const LEVEL_ORDER = { qm: 0, ef: 1, qf: 2, sf: 3, f: 4 };

export function sortMatches(matches: SimMatch[]): SimMatch[] {
  return [...matches].sort(
    (a, b) => LEVEL_ORDER[a.compLevel] - LEVEL_ORDER[b.compLevel] || a.setNumber - b.setNumber || a.matchNumber - b.matchNumber,
  );
}

/** A match as seen at `view.now`: scores -1 and no breakdown until the result is posted. */
export function matchJson(match: SimMatch, view: EventView, simple = false): Record<string, unknown> {
  const posted = view.played.has(match.key);
  const started = match.actualTime <= view.now;
  const alliance = (teams: string[], score: number) => ({ dq_team_keys: [], score: posted ? score : -1, surrogate_team_keys: [], team_keys: teams });
  const base: Record<string, unknown> = {
    actual_time: started ? match.actualTime : null,
    alliances: { blue: alliance(match.blue, match.blueResult.score), red: alliance(match.red, match.redResult.score) },
    comp_level: match.compLevel,
    event_key: match.eventKey,
    key: match.key,
    match_number: match.matchNumber,
    predicted_time: match.actualTime,
    set_number: match.setNumber,
    time: match.time,
    winning_alliance: posted ? match.winner : '',
  };
  if (simple) return base;
  const videoUp = posted && view.now >= match.postResultTime + 2 * 3600;
  return {
    ...base,
    post_result_time: posted ? match.postResultTime : null,
    score_breakdown: posted ? { ...match.topLevel, blue: match.blueResult.breakdown, red: match.redResult.breakdown } : null,
    videos: videoUp ? [{ key: match.videoKey, type: 'youtube' }] : [],
  };
}

export function awardJson(award: SimAward, event: SimEvent): Record<string, unknown> {
  return {
    award_type: award.awardType,
    event_key: event.key,
    name: award.name,
    recipient_list: award.recipients.map((r) => ({ awardee: r.awardee, team_key: r.teamKey })),
    year: event.year,
  };
}

export function rankingRowJson(row: RankingRow, year: number): Record<string, unknown> {
  const game = gameFor(year);
  return {
    dq: row.dq,
    extra_stats: game.ranksByAverage ? [] : [row.totalRp],
    matches_played: row.matchesPlayed,
    qual_average: row.qualAverage,
    rank: row.rank,
    record: game.ranksByAverage ? null : { losses: row.losses, ties: row.ties, wins: row.wins },
    sort_orders: row.sortOrders,
    team_key: row.teamKey,
  };
}

export function rankingsJson(view: EventView): Record<string, unknown> | null {
  if (view.ranking.length === 0) return null;
  const game = gameFor(view.run.event.year);
  return {
    extra_stats_info: game.ranksByAverage ? [] : [{ name: 'Total Ranking Points', precision: 0 }],
    rankings: view.ranking.map((row) => rankingRowJson(row, view.run.event.year)),
    sort_order_info: game.sortOrderInfo,
  };
}
