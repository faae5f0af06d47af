import { z } from 'zod';
import { fromDecimalText } from '../../decimal-text.ts';
import { EVENT_KEY_PATTERN, MATCH_KEY_PATTERN, DISTRICT_KEY_PATTERN } from '../keys.ts';

/**
 * Every competition answer says whether it is stale (the provider failed and this is the last
 * good copy) and when the provider last confirmed it (ISO time; null when nothing was fetched).
 */
export const freshness = {
  stale: z.boolean(),
  fetchedAt: z.string().nullable(),
};

export const eventKeyParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EVENT_KEY_PATTERN, 'Event key must be a 4-digit year followed by the event code, e.g. 2025milac.');
export const matchKeyParam = z.string().trim().toLowerCase().regex(MATCH_KEY_PATTERN, 'Match key must look like 2025milac_qm12 or 2025milac_sf1m1.');
export const districtKeyParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DISTRICT_KEY_PATTERN, 'District key must be a 4-digit year followed by the district code, e.g. 2025fim.');
export const teamNumberParam = fromDecimalText(
  z
    .number({ error: 'Team must be a number.' })
    .int('Team must be a whole number.')
    .min(1, 'Team must be a positive number.')
    .max(99999, 'Team number is too large.'),
);
export const yearParam = fromDecimalText(
  z
    .number({ error: 'Year must be a number.' })
    .int('Year must be a whole number.')
    .min(1992, 'Year must be 1992 or later.')
    .max(2100, 'Year is too far in the future.'),
);

export const wltRecord = z.object({ wins: z.number(), losses: z.number(), ties: z.number() });
export type WltRecord = z.infer<typeof wltRecord>;

export const eventStatusSchema = z.enum(['upcoming', 'current', 'completed']);

/** The event fields every competition page shows (header, cards, lists). */
export const eventSummary = z.object({
  key: z.string(),
  name: z.string(),
  short_name: z.string().nullable(),
  year: z.number(),
  event_type: z.number(),
  event_type_string: z.string().nullable(),
  district_key: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string().nullable(),
  city: z.string().nullable(),
  state_prov: z.string().nullable(),
  country: z.string().nullable(),
  week: z.number().nullable(),
  division_keys: z.array(z.string()),
  parent_event_key: z.string().nullable(),
  /** The provider's playoff format (TBA playoff_type); it decides how playoff matches are named (match-names.ts). */
  playoff_type: z.number().nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const teamSummary = z.object({
  key: z.string(),
  team_number: z.number(),
  nickname: z.string().nullable(),
  city: z.string().nullable(),
  state_prov: z.string().nullable(),
  country: z.string().nullable(),
});
export type TeamSummary = z.infer<typeof teamSummary>;

/** One alliance of a match; a score of null means not played (the provider sends -1). */
export const matchAllianceSide = z.object({
  team_keys: z.array(z.string()),
  surrogate_team_keys: z.array(z.string()),
  dq_team_keys: z.array(z.string()),
  score: z.number().nullable(),
});

/** A match as schedules and tables show it (no score breakdown). */
export const matchSummary = z.object({
  key: z.string(),
  event_key: z.string(),
  comp_level: z.string(),
  set_number: z.number(),
  match_number: z.number(),
  winning_alliance: z.enum(['red', 'blue', '']),
  time: z.number().nullable(),
  predicted_time: z.number().nullable(),
  actual_time: z.number().nullable(),
  alliances: z.object({ red: matchAllianceSide, blue: matchAllianceSide }),
});
export type MatchSummary = z.infer<typeof matchSummary>;

export const awardSchema = z.object({
  name: z.string(),
  award_type: z.number(),
  event_key: z.string(),
  year: z.number(),
  recipient_list: z.array(z.object({ team_key: z.string().nullable(), awardee: z.string().nullable() })),
});
export type Award = z.infer<typeof awardSchema>;
