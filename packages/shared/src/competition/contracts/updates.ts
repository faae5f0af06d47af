import { z } from 'zod';
import { freshness } from './common.ts';

export const competitionUpdatesQuery = z.object({
  team: z.coerce.number().int().min(1, 'Team must be a positive number.').max(99999).optional(),
});

/**
 * GET /api/competition/updates[?team=]: the home page's Competition Updates (spec 1 sections 2-4)
 * for team 7790 by default. eventName is null with no current event ('No active event').
 */
export const competitionUpdatesResponse = z.object({
  ...freshness,
  teamNumber: z.number(),
  eventKey: z.string().nullable(),
  eventName: z.string().nullable(),
  /** The event's IANA time zone: match times show in it, named (null when the provider gives none). */
  eventTimeZone: z.string().nullable(),
  ranking: z.number().nullable(),
  totalTeams: z.number().nullable(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  nextMatch: z
    .object({
      key: z.string(),
      label: z.string(),
      predictedTime: z.number(),
      blue: z.array(z.number()),
      red: z.array(z.number()),
    })
    .nullable(),
});
export type CompetitionUpdatesResponse = z.infer<typeof competitionUpdatesResponse>;
