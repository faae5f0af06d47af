import { z } from 'zod';
import { hexColorSchema } from './contracts.ts';

export const HOME_TEAM_NUMBER = 7790;
/** Colour of a newly added favourite on the settings and profile pages. */
export const NEW_FAVOURITE_COLOR = '#ffd166';
/** Colour of the home team's default record (chat screen, and the home team everywhere). */
export const HOME_TEAM_COLOR = '#ff6b00';
export const MAX_FAVOURITE_TEAMS = 50;

/**
 * The favourite-team input rule (spec 1 section 5): split on any run of non-digits, drop
 * leading zeros and anything that is not a number, keep each team once. Empty input gives [].
 */
export function parseTeamNumbers(input: string): string[] {
  const seen = new Set<string>();
  for (const part of input.split(/\D+/)) {
    if (!part) continue;
    const n = Number.parseInt(part, 10);
    if (Number.isFinite(n) && n > 0) seen.add(String(n));
  }
  return [...seen];
}

/** 0/1 as the old client sent them, or booleans. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const teamNumberSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,6}$/, 'Team number must be a number such as 7790.'))
  .transform((v) => String(Number.parseInt(v, 10)))
  .refine((v) => v !== '0', 'Team number must be a number such as 7790.');

export const teamPreferenceBody = z.object({
  team_number: teamNumberSchema,
  highlight_color: hexColorSchema.optional(),
  notif_upcoming: flag.optional(),
  notif_alliance: flag.optional(),
  notif_results: flag.optional(),
  notif_awards: flag.optional(),
});
export type TeamPreferenceBody = z.infer<typeof teamPreferenceBody>;

export const teamPreferenceSchema = z.object({
  team_number: z.string(),
  highlight_color: z.string(),
  notif_upcoming: z.boolean(),
  notif_alliance: z.boolean(),
  notif_results: z.boolean(),
  notif_awards: z.boolean(),
});
export type TeamPreference = z.infer<typeof teamPreferenceSchema>;

export const teamPreferencesResponse = z.object({ teams: z.array(teamPreferenceSchema) });
export const teamParams = z.object({ team: teamNumberSchema });
