import { z } from 'zod';
import { eventStatusSchema, eventSummary, freshness, matchSummary, wltRecord } from './common.ts';

export const teamDetail = z.object({
  key: z.string(),
  team_number: z.number(),
  nickname: z.string().nullable(),
  name: z.string().nullable(),
  school_name: z.string().nullable(),
  city: z.string().nullable(),
  state_prov: z.string().nullable(),
  country: z.string().nullable(),
  rookie_year: z.number().nullable(),
  motto: z.string().nullable(),
  website: z.string().nullable(),
});
export type TeamDetail = z.infer<typeof teamDetail>;

export const teamSeasonEvent = z.object({
  event: eventSummary,
  status: eventStatusSchema,
  rank: z.number().nullable(),
  num_teams: z.number().nullable(),
  /** Qualification record. */
  record: wltRecord.nullable(),
  awards: z.array(z.string()),
});
export type TeamSeasonEvent = z.infer<typeof teamSeasonEvent>;

/** District points or regional pool rank, found in spec 2's order: district this/last year, then regional this/last year. */
export const teamRanking = z.object({
  kind: z.enum(['district', 'regional']),
  /** The district key, or the year for the regional pool. */
  key: z.string(),
  year: z.number(),
  rank: z.number(),
  total: z.number(),
});

export const teamCurrentEvent = z.object({
  key: z.string(),
  name: z.string(),
  status: z.enum(['upcoming', 'current']),
  days_until_start: z.number(),
  rank: z.number().nullable(),
  num_teams: z.number().nullable(),
  record: wltRecord.nullable(),
  next_match: matchSummary.nullable(),
});

/** GET /api/competition/teams/:team?year=: the team page's header and overview in one answer. */
export const teamPageResponse = z.object({
  ...freshness,
  year: z.number(),
  team: teamDetail,
  districts: z.array(z.object({ key: z.string(), year: z.number(), abbreviation: z.string(), display_name: z.string() })).nullable(),
  /** The season's events by start date; null when they could not be loaded. */
  events: z.array(teamSeasonEvent).nullable(),
  /** Null when the event statuses failed (the page shows 'Error'). */
  stats: z.object({ event_count: z.number(), average_rank: z.number().nullable(), win_rate: z.number().nullable() }).nullable(),
  ranking: teamRanking.nullable(),
  current_event: teamCurrentEvent.nullable(),
});
export type TeamPageResponse = z.infer<typeof teamPageResponse>;

/** GET /api/competition/teams/:team/events/:eventKey/matches: the team's matches at one event, in play order. */
export const teamEventMatchesResponse = z.object({
  ...freshness,
  team_key: z.string(),
  event_key: z.string(),
  /** The event's playoff_type (null when the event could not be read): it names the playoff matches. */
  playoff_type: z.number().nullable(),
  matches: z.array(matchSummary),
});
export type TeamEventMatchesResponse = z.infer<typeof teamEventMatchesResponse>;

/** GET /api/competition/teams/:team/history: past seasons newest first, each event with the team's awards. */
export const teamHistoryResponse = z.object({
  ...freshness,
  current_year: z.number(),
  team: z.object({ key: z.string(), team_number: z.number(), rookie_year: z.number().nullable(), motto: z.string().nullable() }),
  seasons: z.array(
    z.object({
      year: z.number(),
      events: z.array(z.object({ key: z.string(), name: z.string(), start_date: z.string(), awards: z.array(z.string()) })),
    }),
  ),
});
export type TeamHistoryResponse = z.infer<typeof teamHistoryResponse>;
