import { z } from 'zod';
import { eventKeyParam, teamNumberParam } from '../competition/contracts/common.ts';
import { DATABASE_ID_MAX } from '../database-ids.ts';

/** A team's place on the shared list: ranked (in pick order), do not pick, or not listed. */
export const PICK_TIERS = ['ranked', 'do_not_pick'] as const;
export const pickTier = z.enum(PICK_TIERS);
export type PickTier = z.infer<typeof pickTier>;

/** During alliance selection: still available, picked by an alliance, or declined an invitation. */
export const SELECTION_STATUSES = ['available', 'picked', 'declined'] as const;
export const selectionStatus = z.enum(SELECTION_STATUSES);
export type SelectionStatus = z.infer<typeof selectionStatus>;

export const PICK_NOTE_MAX = 500;

export const pickListParams = z.object({ eventKey: eventKeyParam });
export const pickListTeamParams = z.object({ eventKey: eventKeyParam, team: teamNumberParam });

export const pickEntry = z.object({
  team_number: z.number(),
  /** null: the team has a note or a status but sits on neither tier. */
  tier: pickTier.nullable(),
  /** Order within its tier, from 1; 0 when not listed. */
  position: z.number(),
  status: selectionStatus,
  note: z.string(),
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type PickEntry = z.infer<typeof pickEntry>;

/** GET /api/scouting/pick-lists/:eventKey (members): the team's shared list for one event. */
export const pickListResponse = z.object({
  event_key: z.string(),
  /** Goes up by one with every change; a reorder must name the version it was made on. */
  version: z.number(),
  updated_at: z.string().nullable(),
  entries: z.array(pickEntry),
});
export type PickList = z.infer<typeof pickListResponse>;

/** PATCH /api/scouting/pick-lists/:eventKey/teams/:team: any of tier, status, note. */
export const pickTeamChange = z
  .object({
    /** Moving to a tier puts the team at its end; null takes it off both. */
    tier: pickTier.nullable().optional(),
    status: selectionStatus.optional(),
    note: z.string({ error: 'Note must be text.' }).trim().max(PICK_NOTE_MAX, `Note must be at most ${PICK_NOTE_MAX} characters.`).optional(),
  })
  .strict()
  .refine((c) => c.tier !== undefined || c.status !== undefined || c.note !== undefined, {
    error: 'Say what to change: tier, status or note.',
  });
export type PickTeamChange = z.infer<typeof pickTeamChange>;

/** PUT /api/scouting/pick-lists/:eventKey/order: the new order of one tier, made on `version`. */
export const pickOrderBody = z.object({
  tier: pickTier,
  version: z.number({ error: 'Version must be a number.' }).int().min(0).max(DATABASE_ID_MAX, 'No such version of the list.'),
  teams: z
    .array(z.number({ error: 'Each team must be a team number.' }).int().positive().max(99999, 'Each team must be a team number.'))
    .max(200, 'A tier holds at most 200 teams.')
    .refine((t) => new Set(t).size === t.length, { error: 'Each team may appear once.' }),
});
export type PickOrderBody = z.infer<typeof pickOrderBody>;

export { teamNumberParam };
