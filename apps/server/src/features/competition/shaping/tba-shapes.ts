import type { Alliance, EventDetail, RankingRow } from '@team7790/shared/competition/contracts/event';
import type { Award, EventSummary, MatchSummary, TeamSummary, WltRecord } from '@team7790/shared/competition/contracts/common';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import type { TeamDetail } from '@team7790/shared/competition/contracts/team';
import type { PointsRow } from '@team7790/shared/competition/contracts/district';
import { compareAwards } from '@team7790/shared/competition/team-stats';
import { compareMatches } from '@team7790/shared/competition/match-order';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import type {
  TbaAlliance,
  TbaAward,
  TbaDistrictRanking,
  TbaEvent,
  TbaEventRankings,
  TbaMatch,
  TbaRegionalRanking,
  TbaTeam,
} from '@team7790/shared/competition/tba';

/*
 * Provider bodies -> the shapes our pages read. Recorded answers from older API versions lack
 * fields added later, so every field is read defensively and missing ones become null.
 */
type Loose<T> = { [K in keyof T]?: T[K] | null };

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => num(x) ?? 0) : []);

export function toRecord(v: unknown): WltRecord | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  return { wins: num(r.wins) ?? 0, losses: num(r.losses) ?? 0, ties: num(r.ties) ?? 0 };
}

export function toEventSummary(e: Loose<TbaEvent>): EventSummary {
  return {
    key: str(e.key) ?? '',
    name: str(e.name) ?? str(e.key) ?? '',
    short_name: str(e.short_name),
    year: num(e.year) ?? Number(String(e.key ?? '').slice(0, 4)),
    event_type: num(e.event_type) ?? -1,
    event_type_string: str(e.event_type_string),
    district_key: str(e.district?.key),
    start_date: str(e.start_date) ?? '',
    end_date: str(e.end_date) ?? '',
    timezone: str(e.timezone),
    city: str(e.city),
    state_prov: str(e.state_prov),
    country: str(e.country),
    week: num(e.week),
    division_keys: strings(e.division_keys),
    parent_event_key: str(e.parent_event_key),
    playoff_type: num(e.playoff_type),
  };
}

export function toEventDetail(e: Loose<TbaEvent>): EventDetail {
  return {
    ...toEventSummary(e),
    website: str(e.website),
    location_name: str(e.location_name),
    address: str(e.address),
    first_event_code: str(e.first_event_code) ?? str(e.event_code),
    playoff_type_string: str(e.playoff_type_string),
    webcasts: (Array.isArray(e.webcasts) ? e.webcasts : []).map((w) => ({
      type: str(w?.type) ?? '',
      channel: str(w?.channel) ?? '',
      date: str(w?.date),
      file: str(w?.file),
    })),
  };
}

export function toTeamSummary(t: Loose<TbaTeam>): TeamSummary {
  const key = str(t.key) ?? `frc${num(t.team_number) ?? 0}`;
  return {
    key,
    team_number: num(t.team_number) ?? teamNumberOf(key) ?? 0,
    nickname: str(t.nickname),
    city: str(t.city),
    state_prov: str(t.state_prov),
    country: str(t.country),
  };
}

export function toTeamDetail(t: Loose<TbaTeam>): TeamDetail {
  return {
    ...toTeamSummary(t),
    name: str(t.name),
    school_name: str(t.school_name),
    rookie_year: num(t.rookie_year),
    motto: str(t.motto),
    website: str(t.website),
  };
}

function toSide(side: unknown): MatchSummary['alliances']['red'] {
  const s = (side ?? {}) as Record<string, unknown>;
  const score = num(s.score);
  return {
    team_keys: strings(s.team_keys),
    surrogate_team_keys: strings(s.surrogate_team_keys),
    dq_team_keys: strings(s.dq_team_keys),
    // The provider sends -1 for a match not yet played.
    score: score === null || score < 0 ? null : score,
  };
}

export function toMatchSummary(m: Loose<TbaMatch>): MatchSummary {
  const winner = m.winning_alliance;
  return {
    key: str(m.key) ?? '',
    event_key: str(m.event_key) ?? String(m.key ?? '').split('_')[0] ?? '',
    comp_level: str(m.comp_level) ?? 'qm',
    set_number: num(m.set_number) ?? 1,
    match_number: num(m.match_number) ?? 0,
    winning_alliance: winner === 'red' || winner === 'blue' ? winner : '',
    time: num(m.time),
    predicted_time: num(m.predicted_time),
    actual_time: num(m.actual_time),
    alliances: { red: toSide(m.alliances?.red), blue: toSide(m.alliances?.blue) },
  };
}

export function toMatchDetail(m: Loose<TbaMatch>): MatchDetail {
  const breakdown = m.score_breakdown as { red?: unknown; blue?: unknown; coopertition_points?: unknown } | null | undefined;
  const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';
  // 2015 records its coopertition points once for the match; both alliances were given them.
  const shared = num(breakdown?.coopertition_points);
  const side = (s: Record<string, unknown>) => (shared === null || 'coopertition_points' in s ? s : { ...s, coopertition_points: shared });
  return {
    ...toMatchSummary(m),
    score_breakdown:
      breakdown && isObject(breakdown.red) && isObject(breakdown.blue) ? { red: side(breakdown.red), blue: side(breakdown.blue) } : null,
    videos: (Array.isArray(m.videos) ? m.videos : [])
      .map((v) => ({ type: str(v?.type) ?? '', key: str(v?.key) ?? '' }))
      .filter((v) => v.type && v.key),
  };
}

export const sortMatches = (matches: MatchSummary[]): MatchSummary[] => matches.sort(compareMatches);

export function toRankings(r: Loose<TbaEventRankings>, teamNames: ReadonlyMap<string, string | null>) {
  const rows: RankingRow[] = (Array.isArray(r.rankings) ? r.rankings : []).map((row) => {
    const record = toRecord(row.record) ?? { wins: 0, losses: 0, ties: 0 };
    const sortOrders = numbers(row.sort_orders);
    return {
      rank: num(row.rank) ?? 0,
      team_key: str(row.team_key) ?? '',
      team_name: teamNames.get(row.team_key) ?? null,
      ...record,
      record,
      ranking_points: sortOrders[0] ?? null,
      // The provider's own field (2015 ranks by it); sort order 1 is not an average in most years.
      qual_average: num(row.qual_average) ?? null,
      sort_orders: sortOrders,
      matches_played: num(row.matches_played) ?? 0,
      dq: num(row.dq) ?? 0,
      extra_stats: numbers(row.extra_stats),
    };
  });
  rows.sort((a, b) => a.rank - b.rank);
  const names = (Array.isArray(r.sort_order_info) ? r.sort_order_info : []).map((i) => str(i?.name) ?? '');
  return { sort_order_names: names, rows };
}

export function toAlliances(list: Loose<TbaAlliance>[]): Alliance[] {
  return list.map((a, i) => {
    const status = a.status as Record<string, unknown> | null | undefined;
    return {
      number: i + 1,
      name: str(a.name),
      picks: strings(a.picks),
      declines: strings(a.declines),
      backup: a.backup && str(a.backup.in) && str(a.backup.out) ? { in: a.backup.in, out: a.backup.out } : null,
      status: status
        ? {
            level: str(status.level),
            status: str(status.status),
            record: toRecord(status.record),
            double_elim_round: str(status.double_elim_round),
          }
        : null,
    };
  });
}

export function toAwards(list: Loose<TbaAward>[]): Award[] {
  return list
    .map((a) => ({
      name: str(a.name) ?? '',
      award_type: num(a.award_type) ?? -1,
      event_key: str(a.event_key) ?? '',
      year: num(a.year) ?? 0,
      recipient_list: (Array.isArray(a.recipient_list) ? a.recipient_list : []).map((r) => ({
        team_key: str(r?.team_key),
        awardee: str(r?.awardee),
      })),
    }))
    .sort(compareAwards);
}

export function toPointsRows(list: Loose<TbaDistrictRanking | TbaRegionalRanking>[]): PointsRow[] {
  return list
    .map((r) => ({
      rank: num(r.rank) ?? 0,
      team_key: str(r.team_key) ?? '',
      team_number: teamNumberOf(str(r.team_key) ?? ''),
      point_total: num(r.point_total) ?? 0,
      rookie_bonus: num(r.rookie_bonus) ?? 0,
      event_points: (Array.isArray(r.event_points) ? r.event_points : []).map((p) => ({
        event_key: str(p?.event_key) ?? '',
        total: num(p?.total) ?? 0,
        district_cmp: (p as { district_cmp?: unknown })?.district_cmp === true,
      })),
    }))
    .sort((a, b) => a.rank - b.rank);
}

/** Events by start date, then key. */
export const byStartDate = (a: EventSummary, b: EventSummary): number => a.start_date.localeCompare(b.start_date) || a.key.localeCompare(b.key);
