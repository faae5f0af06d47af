import { z } from 'zod';
import { awardSchema, eventStatusSchema, eventSummary, freshness, matchSummary, teamSummary, wltRecord } from './common.ts';

/** A processed ranking row (spec 1 section 3): sort order 0 is the ranking score, 1 the coopertition score. */
export const rankingRow = z.object({
  rank: z.number(),
  team_key: z.string(),
  team_name: z.string().nullable(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  record: wltRecord,
  ranking_points: z.number().nullable(),
  qual_average: z.number().nullable(),
  sort_orders: z.array(z.number()),
  matches_played: z.number(),
  dq: z.number(),
  extra_stats: z.array(z.number()),
});
export type RankingRow = z.infer<typeof rankingRow>;

export const eventRankings = z.object({
  /** Names of the sort orders, in order (year-specific). */
  sort_order_names: z.array(z.string()),
  rows: z.array(rankingRow),
});

export const allianceSchema = z.object({
  /** Alliance number, from 1, in the order the provider lists them. */
  number: z.number(),
  name: z.string().nullable(),
  /** Team keys; index 0 is the captain. */
  picks: z.array(z.string()),
  declines: z.array(z.string()),
  backup: z.object({ in: z.string(), out: z.string() }).nullable(),
  status: z
    .object({
      level: z.string().nullable(),
      status: z.string().nullable(),
      record: wltRecord.nullable(),
      double_elim_round: z.string().nullable(),
    })
    .nullable(),
});
export type Alliance = z.infer<typeof allianceSchema>;

export const divisionSchema = z.object({ key: z.string(), name: z.string(), short_name: z.string().nullable() });

export const eventDetail = eventSummary.extend({
  website: z.string().nullable(),
  location_name: z.string().nullable(),
  address: z.string().nullable(),
  first_event_code: z.string().nullable(),
  playoff_type_string: z.string().nullable(),
  webcasts: z.array(z.object({ type: z.string(), channel: z.string(), date: z.string().nullable(), file: z.string().nullable() })),
});
export type EventDetail = z.infer<typeof eventDetail>;

/**
 * GET /api/competition/events/:eventKey: the whole event page in one answer. Each part is null
 * when the provider failed for it and nothing was cached (the page shows that tab's empty text);
 * for an upcoming event only the teams are read, the other parts are empty lists.
 */
export const eventPageResponse = z.object({
  ...freshness,
  event: eventDetail,
  status: eventStatusSchema,
  /** Non-empty for championships: the page offers only Playoffs and Awards. */
  is_championship: z.boolean(),
  divisions: z.array(divisionSchema),
  teams: z.array(teamSummary).nullable(),
  rankings: eventRankings.nullable(),
  matches: z.array(matchSummary).nullable(),
  alliances: z.array(allianceSchema).nullable(),
  /** In display order: impact, winner, finalist, engineering inspiration, then the rest. */
  awards: z.array(awardSchema).nullable(),
});
export type EventPageResponse = z.infer<typeof eventPageResponse>;

export const teamEpa = z.object({
  total: z.number().nullable(),
  auto: z.number().nullable(),
  teleop: z.number().nullable(),
  endgame: z.number().nullable(),
});
export type TeamEpa = z.infer<typeof teamEpa>;

/** GET /api/competition/events/:eventKey/epa: EPA by team key; empty (never an error) when the statistics service fails. */
export const eventEpaResponse = z.object({
  ...freshness,
  available: z.boolean(),
  teams: z.record(z.string(), teamEpa),
});
export type EventEpaResponse = z.infer<typeof eventEpaResponse>;

/** GET /api/competition/events/:eventKey/oprs: OPR, DPR and CCWM by team key; empty on failure. */
export const eventOprsResponse = z.object({
  ...freshness,
  available: z.boolean(),
  teams: z.record(z.string(), z.object({ opr: z.number().nullable(), dpr: z.number().nullable(), ccwm: z.number().nullable() })),
});
export type EventOprsResponse = z.infer<typeof eventOprsResponse>;
