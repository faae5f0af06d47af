import { z } from 'zod';
import { eventSummary, freshness } from './common.ts';

export const pointsRow = z.object({
  rank: z.number(),
  team_key: z.string(),
  team_number: z.number().nullable(),
  point_total: z.number(),
  rookie_bonus: z.number(),
  event_points: z.array(z.object({ event_key: z.string(), total: z.number(), district_cmp: z.boolean() })),
});
export type PointsRow = z.infer<typeof pointsRow>;

/** GET /api/competition/districts/:districtKey: rankings and events; each null on its own failure. */
export const districtPageResponse = z.object({
  ...freshness,
  key: z.string(),
  year: z.number(),
  abbreviation: z.string(),
  rankings: z.array(pointsRow).nullable(),
  /** Sorted by start date. */
  events: z.array(eventSummary).nullable(),
});
export type DistrictPageResponse = z.infer<typeof districtPageResponse>;

/** GET /api/competition/regional/:year: the regional pool; rankings exist only from 2025. */
export const regionalPoolResponse = z.object({
  ...freshness,
  year: z.number(),
  rankings_offered: z.boolean(),
  rankings: z.array(pointsRow).nullable(),
  /** Regional events (event type 0) of the season, by start date. */
  events: z.array(eventSummary).nullable(),
});
export type RegionalPoolResponse = z.infer<typeof regionalPoolResponse>;
