import { eventOprsResponse, eventPageResponse, eventEpaResponse, type TeamEpa } from '@team7790/shared/competition/contracts/event';
import { eventStatus } from '@team7790/shared/competition/event-status';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import type { TbaAlliance, TbaAward, TbaEvent, TbaEventOprs, TbaEventRankings, TbaMatch, TbaTeam } from '@team7790/shared/competition/tba';
import { notFound } from '../../../http-error.ts';
import type { CacheRead } from '../cache/provider-cache.ts';
import { freshnessForEvent, freshnessForKey } from '../cache/freshness.ts';
import {
  toAlliances,
  toAwards,
  toEventDetail,
  toEventSummary,
  toMatchSummary,
  toRankings,
  sortMatches,
  toTeamSummary,
} from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, required, type PageContext } from './context.ts';

export const EVENT_LOAD_FAILED = 'Failed to load event data';

/** The event itself; 404 for an unknown key, 502 when the provider fails with nothing cached. */
export async function readEvent(ctx: PageContext, eventKey: string): Promise<CacheRead<TbaEvent>> {
  const read = await required(ctx.tba.get<TbaEvent>(`/event/${eventKey}`, freshnessForKey(eventKey, ctx.now())), EVENT_LOAD_FAILED);
  if (read.notFound || !read.data) throw notFound(`Event ${eventKey} was not found.`);
  return read;
}

/** The event page (spec 2): everything but EPA in one answer, each part tolerated on its own. */
export async function eventPage(ctx: PageContext, eventKey: string) {
  const now = ctx.now();
  const eventRead = await readEvent(ctx, eventKey);
  const event = toEventDetail(eventRead.data!);
  const status = eventStatus(event, now);
  const maxAge = freshnessForEvent(event, now);
  const upcoming = status === 'upcoming';
  const part = <T>(path: string) => (upcoming ? Promise.resolve(undefined) : optional(ctx.tba.get<T>(path, maxAge)));

  const [teams, rankings, matches, alliances, awards, ...divisions] = await Promise.all([
    optional(ctx.tba.get<TbaTeam[]>(`/event/${eventKey}/teams`, maxAge)),
    part<TbaEventRankings>(`/event/${eventKey}/rankings`),
    part<TbaMatch[]>(`/event/${eventKey}/matches`),
    part<TbaAlliance[]>(`/event/${eventKey}/alliances`),
    part<TbaAward[]>(`/event/${eventKey}/awards`),
    ...event.division_keys.map((key) => optional(ctx.tba.get<TbaEvent>(`/event/${key}`, maxAge))),
  ]);
  const reads = [eventRead, teams, rankings, matches, alliances, awards, ...divisions];

  return ctx.memo.get(`event:${eventKey}`, depsOf(reads, status), eventPageResponse, () => {
    const teamList = teams ? (teams.data ?? []).map(toTeamSummary).sort((a, b) => a.team_number - b.team_number) : null;
    const names = new Map((teamList ?? []).map((t) => [t.key, t.nickname]));
    // undefined: not asked (upcoming event); null: asked and failed; a read: the provider's answer.
    const list = <T, R>(read: CacheRead<T> | null | undefined, shape: (data: T) => R, empty: R): R | null =>
      read === undefined ? empty : read === null ? null : read.data ? shape(read.data) : empty;
    return {
      ...combinedFreshness(reads),
      event,
      status,
      is_championship: event.division_keys.length > 0,
      // Every division the event lists, named from its own event when that loaded, else by its key.
      divisions: event.division_keys.map((key, i) => {
        const d = divisions[i]?.data ? toEventSummary(divisions[i].data) : null;
        return { key, name: d?.name ?? key, short_name: d?.short_name ?? null };
      }),
      teams: teamList,
      rankings: list(rankings, (r) => toRankings(r, names), { sort_order_names: [], rows: [] }),
      matches: list(matches, (m) => sortMatches(m.map(toMatchSummary)), []),
      alliances: list(alliances, toAlliances, []),
      awards: list(awards, toAwards, []),
    };
  });
}

const round1 = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10) / 10 : null);
/** Statbotics gives a number or {mean, sd} depending on the endpoint. */
export const epaValue = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { mean?: unknown }).mean === 'number' ? (v as { mean: number }).mean : null;

export async function eventMaxAge(ctx: PageContext, eventKey: string): Promise<number> {
  const read = await optional(ctx.tba.get<TbaEvent>(`/event/${eventKey}`, freshnessForKey(eventKey, ctx.now())));
  // An event the provider does not know is a 404, as on the event page; a provider failure still gives empty data.
  if (read && (read.notFound || !read.data)) throw notFound(`Event ${eventKey} was not found.`);
  return read?.data ? freshnessForEvent(toEventSummary(read.data), ctx.now()) : freshnessForKey(eventKey, ctx.now());
}

interface StatboticsTeamEvent {
  team?: number;
  epa?: { total_points?: unknown; breakdown?: Record<string, unknown> };
}

/** EPA of every team at the event (Statbotics team_events, limit 100). Never an error: failures give an empty map. */
export async function eventEpa(ctx: PageContext, eventKey: string) {
  const maxAge = await eventMaxAge(ctx, eventKey);
  const read = await optional(ctx.statbotics.get<StatboticsTeamEvent[]>(`/v3/team_events?event=${eventKey}&limit=100`, maxAge));
  return ctx.memo.get(`epa:${eventKey}`, depsOf([read]), eventEpaResponse, () => {
    const teams: Record<string, TeamEpa> = {};
    for (const row of Array.isArray(read?.data) ? read.data : []) {
      if (typeof row?.team !== 'number') continue;
      const b = row.epa?.breakdown ?? {};
      teams[teamKeyOf(row.team)] = {
        total: round1(epaValue(row.epa?.total_points) ?? b.total_points),
        auto: round1(b.auto_points),
        teleop: round1(b.teleop_points),
        endgame: round1(b.endgame_points),
      };
    }
    return { ...combinedFreshness([read]), available: Object.keys(teams).length > 0, teams };
  });
}

/** OPR, DPR and CCWM for the scouting tool; failures give empty data. */
export async function eventOprs(ctx: PageContext, eventKey: string) {
  const maxAge = await eventMaxAge(ctx, eventKey);
  const read = await optional(ctx.tba.get<TbaEventOprs>(`/event/${eventKey}/oprs`, maxAge));
  return ctx.memo.get(`oprs:${eventKey}`, depsOf([read]), eventOprsResponse, () => {
    const data = read?.data ?? {};
    const keys = new Set([...Object.keys(data.oprs ?? {}), ...Object.keys(data.dprs ?? {}), ...Object.keys(data.ccwms ?? {})]);
    const teams = Object.fromEntries(
      [...keys].map((k) => [k, { opr: data.oprs?.[k] ?? null, dpr: data.dprs?.[k] ?? null, ccwm: data.ccwms?.[k] ?? null }]),
    );
    return { ...combinedFreshness([read]), available: keys.size > 0, teams };
  });
}
