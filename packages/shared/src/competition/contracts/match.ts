import { z } from 'zod';
import { eventSummary, freshness, matchSummary } from './common.ts';

export const matchDetail = matchSummary.extend({
  /** Year-specific fields per alliance; null before 2015 or when not yet scored. */
  score_breakdown: z.object({ red: z.record(z.string(), z.unknown()), blue: z.record(z.string(), z.unknown()) }).nullable(),
  videos: z.array(z.object({ type: z.string(), key: z.string() })),
});
export type MatchDetail = z.infer<typeof matchDetail>;

export const matchTeam = z.object({
  team_key: z.string(),
  team_number: z.number().nullable(),
  alliance: z.enum(['red', 'blue']),
  /** Null when the team could not be loaded ('Unknown Team'). */
  nickname: z.string().nullable(),
  city: z.string().nullable(),
  state_prov: z.string().nullable(),
  country: z.string().nullable(),
  /** Rounded mean total points of the team's EPA at this event; null when unknown ('EPA: N/A'). */
  epa: z.number().nullable(),
});

/**
 * GET /api/competition/matches/:matchKey: the match page in one answer. EPA values that were not
 * at hand quickly are null with `epa_pending`; GET .../epa answers them once the statistics arrive.
 */
export const matchPageResponse = z.object({
  ...freshness,
  match: matchDetail,
  event: eventSummary.nullable(),
  teams: z.array(matchTeam),
  epa_pending: z.boolean(),
  /** True for a playoff match never played because its series was decided before it (2023njfla F3 after a 2-0 final). */
  not_needed: z.boolean().optional(),
  /**
   * True while the match is on the field: it has started (actual_time) and its score is not in yet, and no match of
   * the event started after it (isMatchOnField).
   */
  on_field: z.boolean().optional(),
});
export type MatchPageResponse = z.infer<typeof matchPageResponse>;

export const matchEpaResponse = z.object({
  ...freshness,
  teams: z.record(z.string(), z.number().nullable()),
});
export type MatchEpaResponse = z.infer<typeof matchEpaResponse>;
