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

/** How many matches before (N matches) or minutes before (N minutes) a person may ask to be warned. */
export const UPCOMING_WARNING_MATCHES = { min: 1, max: 10 } as const;
export const UPCOMING_WARNING_MINUTES = { min: 1, max: 120 } as const;

const matchesMessage = `Choose from ${UPCOMING_WARNING_MATCHES.min} to ${UPCOMING_WARNING_MATCHES.max} matches before.`;
const minutesMessage = `Choose from ${UPCOMING_WARNING_MINUTES.min} to ${UPCOMING_WARNING_MINUTES.max} minutes before, or null for the default.`;

/**
 * When the upcoming-match warning for a favourite team goes out: never, when at most N matches are still to start
 * before the team's, or N minutes before its expected start. `minutes: null` is the server's default lead
 * (ALERT_UPCOMING_LEAD_MINUTES), which every favourite starts with.
 */
export const upcomingWarningSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('off') }),
    z.object({
      mode: z.literal('matches'),
      matches: z
        .number({ error: matchesMessage })
        .int(matchesMessage)
        .min(UPCOMING_WARNING_MATCHES.min, matchesMessage)
        .max(UPCOMING_WARNING_MATCHES.max, matchesMessage),
    }),
    z.object({
      mode: z.literal('minutes'),
      minutes: z
        .number({ error: minutesMessage })
        .int(minutesMessage)
        .min(UPCOMING_WARNING_MINUTES.min, minutesMessage)
        .max(UPCOMING_WARNING_MINUTES.max, minutesMessage)
        .nullable(),
    }),
  ],
  { error: "The upcoming-match warning's mode must be off, matches or minutes." },
);
export type UpcomingWarning = z.infer<typeof upcomingWarningSchema>;
export const DEFAULT_UPCOMING_WARNING: UpcomingWarning = { mode: 'minutes', minutes: null };

/** The warning as `team_preferences` stores it: a mode and a lead (a database check keeps the pair consistent). */
export function storedUpcomingWarning(mode: UpcomingWarning['mode'], lead: number | null): UpcomingWarning {
  if (mode === 'off') return { mode: 'off' };
  if (mode === 'matches') return { mode: 'matches', matches: lead ?? UPCOMING_WARNING_MATCHES.min };
  return { mode: 'minutes', minutes: lead };
}

export const teamPreferenceBody = z.object({
  team_number: teamNumberSchema,
  highlight_color: hexColorSchema.optional(),
  notif_upcoming: flag.optional(),
  notif_alliance: flag.optional(),
  notif_results: flag.optional(),
  notif_awards: flag.optional(),
  upcoming_warning: upcomingWarningSchema.optional(),
});
export type TeamPreferenceBody = z.infer<typeof teamPreferenceBody>;

export const teamPreferenceSchema = z.object({
  team_number: z.string(),
  highlight_color: z.string(),
  notif_upcoming: z.boolean(),
  notif_alliance: z.boolean(),
  notif_results: z.boolean(),
  notif_awards: z.boolean(),
  upcoming_warning: upcomingWarningSchema,
  /** The server's default lead in minutes: what `upcoming_warning` `{ mode: 'minutes', minutes: null }` means. */
  upcoming_default_minutes: z.number().int(),
});
export type TeamPreference = z.infer<typeof teamPreferenceSchema>;

export const teamPreferencesResponse = z.object({ teams: z.array(teamPreferenceSchema) });
/** A team in a path: its number in plain decimal only (`07790` or `7790.0` is refused, not read as 7790). */
export const teamParams = z.object({ team: z.string().regex(/^[1-9]\d{0,5}$/, 'Team number must be a number such as 7790.') });
