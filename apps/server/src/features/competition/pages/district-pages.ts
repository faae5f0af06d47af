import { districtPageResponse, regionalPoolResponse } from '@team7790/shared/competition/contracts/district';
import { FIRST_REGIONAL_POOL_YEAR } from '@team7790/shared/competition/keys';
import type { TbaDistrictRanking, TbaEvent, TbaRegionalRanking } from '@team7790/shared/competition/tba';
import { HttpError, notFound } from '../../../http-error.ts';
import { freshnessForYear } from '../cache/freshness.ts';
import { byStartDate, toEventSummary, toPointsRows } from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, type PageContext } from './context.ts';

/** Event type 0 is a regional. */
const REGIONAL_EVENT_TYPE = 0;

/** The district page: rankings and events, each tolerated on its own; an error only when both fail. */
export async function districtPage(ctx: PageContext, districtKey: string) {
  const year = Number(districtKey.slice(0, 4));
  const maxAge = freshnessForYear(year, ctx.now());
  const [rankings, events] = await Promise.all([
    optional(ctx.tba.get<TbaDistrictRanking[]>(`/district/${districtKey}/rankings`, maxAge)),
    optional(ctx.tba.get<TbaEvent[]>(`/district/${districtKey}/events`, maxAge)),
  ]);
  if (!rankings && !events) throw new HttpError(502, 'Failed to load district data', 'provider_unavailable');
  if (rankings?.notFound && events?.notFound) throw notFound(`District ${districtKey} was not found.`);
  return ctx.memo.get(`district:${districtKey}`, depsOf([rankings, events]), districtPageResponse, () => ({
    ...combinedFreshness([rankings, events]),
    key: districtKey,
    year,
    abbreviation: districtKey.slice(4),
    rankings: rankings ? toPointsRows(rankings.data ?? []) : null,
    events: events ? (events.data ?? []).map(toEventSummary).sort(byStartDate) : null,
  }));
}

/** The regional pool page: rankings (2025 on) and the season's regional events. */
export async function regionalPool(ctx: PageContext, year: number) {
  if (!ctx.known.season(year)) throw notFound(`There is no ${year} season.`);
  const maxAge = freshnessForYear(year, ctx.now());
  const offered = year >= FIRST_REGIONAL_POOL_YEAR;
  const [rankings, events] = await Promise.all([
    offered ? optional(ctx.tba.get<TbaRegionalRanking[]>(`/regional_advancement/${year}/rankings`, maxAge)) : Promise.resolve(null),
    optional(ctx.tba.get<TbaEvent[]>(`/events/${year}`, maxAge)),
  ]);
  if (!events && (!offered || !rankings)) throw new HttpError(502, 'Failed to load regional rankings', 'provider_unavailable');
  return ctx.memo.get(`regional:${year}`, depsOf([rankings, events]), regionalPoolResponse, () => ({
    ...combinedFreshness([rankings, events]),
    year,
    rankings_offered: offered,
    rankings: offered && rankings ? toPointsRows(rankings.data ?? []) : null,
    events: events
      ? (events.data ?? [])
          .filter((e) => e.event_type === REGIONAL_EVENT_TYPE)
          .map(toEventSummary)
          .sort(byStartDate)
      : null,
  }));
}
