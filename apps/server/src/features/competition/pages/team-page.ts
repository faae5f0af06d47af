import { teamEventMatchesResponse, teamPageResponse, type TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { currentEvent } from '@team7790/shared/competition/current-event';
import { daysUntilStart, eventStatus } from '@team7790/shared/competition/event-status';
import { FIRST_REGIONAL_POOL_YEAR, teamKeyOf } from '@team7790/shared/competition/keys';
import { nextMatch } from '@team7790/shared/competition/match-order';
import { averageRank, winRatePercent } from '@team7790/shared/competition/team-stats';
import type {
  TbaAward,
  TbaDistrict,
  TbaDistrictRanking,
  TbaEvent,
  TbaMatch,
  TbaRegionalRanking,
  TbaTeam,
  TbaTeamEventStatus,
} from '@team7790/shared/competition/tba';
import { notFound } from '../../../http-error.ts';
import type { CacheRead } from '../cache/provider-cache.ts';
import { freshnessForEvent, freshnessForYear } from '../cache/freshness.ts';
import { byStartDate, sortMatches, toEventSummary, toMatchSummary, toRecord, toTeamDetail } from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, required, type PageContext } from './context.ts';

export const TEAM_LOAD_FAILED = 'Failed to load team data.';

export async function readTeam(ctx: PageContext, teamNumber: number, maxAge: number): Promise<CacheRead<TbaTeam>> {
  const read = await required(ctx.tba.get<TbaTeam>(`/team/${teamKeyOf(teamNumber)}`, maxAge), TEAM_LOAD_FAILED);
  if (read.notFound || !read.data) throw notFound(`Team ${teamNumber} was not found.`);
  return read;
}

type Ranking = NonNullable<TeamPageResponse['ranking']>;

/**
 * Spec 2 section 4's fallback: district rankings this year then last year; if none, the regional
 * pool this year then last year (the pool exists from 2025). Returns the reads it made too.
 */
async function findRanking(ctx: PageContext, teamKey: string, year: number, districts: TbaDistrict[] | null) {
  const reads: (CacheRead<unknown> | null)[] = [];
  const now = ctx.now();
  for (const y of [year, year - 1]) {
    const district = districts?.find((d) => d.year === y);
    if (!district) continue;
    const read = await optional(ctx.tba.get<TbaDistrictRanking[]>(`/district/${district.key}/rankings`, freshnessForYear(y, now)));
    reads.push(read);
    const rows = read?.data ?? [];
    const row = rows.find((r) => r.team_key === teamKey);
    if (row) return { reads, ranking: { kind: 'district', key: district.key, year: y, rank: row.rank, total: rows.length } satisfies Ranking };
  }
  for (const y of [year, year - 1].filter((y) => y >= FIRST_REGIONAL_POOL_YEAR)) {
    const read = await optional(ctx.tba.get<TbaRegionalRanking[]>(`/regional_advancement/${y}/rankings`, freshnessForYear(y, now)));
    reads.push(read);
    const rows = read?.data ?? [];
    const row = rows.find((r) => r.team_key === teamKey);
    if (row) return { reads, ranking: { kind: 'regional', key: String(y), year: y, rank: row.rank, total: rows.length } satisfies Ranking };
  }
  return { reads, ranking: null };
}

/** The team page's header and overview tab (spec 2): team, season events with status and awards, stats, ranking, current event. */
export async function teamPage(ctx: PageContext, teamNumber: number, year: number) {
  const now = ctx.now();
  const key = teamKeyOf(teamNumber);
  const maxAge = freshnessForYear(year, now);
  if (!ctx.known.season(year)) throw notFound(`There is no ${year} season.`);
  const teamRead = await readTeam(ctx, teamNumber, maxAge);
  const [districts, events, statuses, awards] = await Promise.all([
    optional(ctx.tba.get<TbaDistrict[]>(`/team/${key}/districts`, maxAge)),
    optional(ctx.tba.get<TbaEvent[]>(`/team/${key}/events/${year}`, maxAge)),
    optional(ctx.tba.get<Record<string, TbaTeamEventStatus | null>>(`/team/${key}/events/${year}/statuses`, maxAge)),
    optional(ctx.tba.get<TbaAward[]>(`/team/${key}/awards/${year}`, maxAge)),
  ]);
  const seasonEvents = events ? (events.data ?? []).map(toEventSummary).sort(byStartDate) : null;
  const current = seasonEvents ? currentEvent(seasonEvents, now) : null;
  const currentStatus = current ? eventStatus(current, now) : null;
  const [ranking, currentMatches] = await Promise.all([
    findRanking(ctx, key, year, districts?.data ?? null),
    currentStatus === 'current'
      ? optional(ctx.tba.get<TbaMatch[]>(`/team/${key}/event/${current!.key}/matches`, freshnessForEvent(current!, now)))
      : Promise.resolve(null),
  ]);
  const reads = [teamRead, districts, events, statuses, awards, currentMatches, ...ranking.reads];
  const statusesNow = (seasonEvents ?? []).map((e) => eventStatus(e, now)).join();

  return ctx.memo.get(
    `team:${teamNumber}:${year}`,
    depsOf(reads, statusesNow, current?.key, current ? daysUntilStart(current, now) : null),
    teamPageResponse,
    () => {
      const statusOf = (eventKey: string) => statuses?.data?.[eventKey] ?? null;
      const seasonRows = (seasonEvents ?? []).map((event) => {
        const s = statusOf(event.key);
        return {
          event,
          status: eventStatus(event, now),
          rank: s?.qual?.ranking?.rank ?? null,
          num_teams: s?.qual?.num_teams ?? null,
          record: toRecord(s?.qual?.ranking?.record),
          awards: (awards?.data ?? []).filter((a) => a.event_key === event.key).map((a) => a.name),
        };
      });
      const currentRow = current ? seasonRows.find((r) => r.event.key === current.key) : undefined;
      return {
        ...combinedFreshness(reads),
        year,
        team: toTeamDetail(teamRead.data!),
        districts: districts
          ? (districts.data ?? []).map((d) => ({ key: d.key, year: d.year, abbreviation: d.abbreviation, display_name: d.display_name }))
          : null,
        events: seasonEvents ? seasonRows : null,
        stats:
          statuses && seasonEvents
            ? {
                event_count: seasonEvents.length,
                average_rank: averageRank(seasonRows.map((r) => r.rank)),
                win_rate: winRatePercent(seasonRows.map((r) => r.record)),
              }
            : null,
        ranking: ranking.ranking,
        current_event:
          current && currentRow && currentStatus !== 'completed'
            ? {
                key: current.key,
                name: current.name,
                status: currentStatus === 'current' ? ('current' as const) : ('upcoming' as const),
                days_until_start: daysUntilStart(current, now),
                rank: currentRow.rank,
                num_teams: currentRow.num_teams,
                record: currentRow.record,
                next_match: nextMatch((currentMatches?.data ?? []).map(toMatchSummary), { requirePredictedTime: false }),
              }
            : null,
      };
    },
  );
}

/** One team's matches at one event, in play order (the team page's Matches tab). */
export async function teamEventMatches(ctx: PageContext, teamNumber: number, eventKey: string) {
  const now = ctx.now();
  const key = teamKeyOf(teamNumber);
  const eventRead = await optional(ctx.tba.get<TbaEvent>(`/event/${eventKey}`, freshnessForYear(Number(eventKey.slice(0, 4)), now)));
  if (eventRead?.notFound) throw notFound(`Event ${eventKey} was not found.`);
  const maxAge = eventRead?.data ? freshnessForEvent(toEventSummary(eventRead.data), now) : freshnessForYear(Number(eventKey.slice(0, 4)), now);
  const read = await required(ctx.tba.get<TbaMatch[]>(`/team/${key}/event/${eventKey}/matches`, maxAge), 'Failed to load matches.');
  return ctx.memo.get(`team-matches:${teamNumber}:${eventKey}`, depsOf([read, eventRead]), teamEventMatchesResponse, () => ({
    ...combinedFreshness([read]),
    team_key: key,
    event_key: eventKey,
    playoff_type: eventRead?.data ? toEventSummary(eventRead.data).playoff_type : null,
    matches: sortMatches((read.data ?? []).map(toMatchSummary)),
  }));
}
