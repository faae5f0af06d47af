import { and, asc, count, eq } from 'drizzle-orm';
import {
  MAX_FAVOURITE_TEAMS,
  NEW_FAVOURITE_COLOR,
  type TeamPreference,
  type TeamPreferenceBody,
  storedUpcomingWarning,
  type UpcomingWarning,
} from '@team7790/shared/accounts/team-preferences';
import type { Database } from '../../db/client.ts';
import { teamPreferences } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http-error.ts';

type Row = typeof teamPreferences.$inferSelect;

function upcomingColumns(warning: UpcomingWarning): Pick<Row, 'upcomingWarning' | 'upcomingLead'> {
  if (warning.mode === 'off') return { upcomingWarning: 'off', upcomingLead: null };
  if (warning.mode === 'matches') return { upcomingWarning: 'matches', upcomingLead: warning.matches };
  return { upcomingWarning: 'minutes', upcomingLead: warning.minutes };
}

function toPreference(row: Row, defaultUpcomingMinutes: number): TeamPreference {
  return {
    team_number: String(row.teamNumber),
    highlight_color: row.highlightColor,
    notif_upcoming: row.notifUpcoming,
    notif_alliance: row.notifAlliance,
    notif_results: row.notifResults,
    notif_awards: row.notifAwards,
    upcoming_warning: storedUpcomingWarning(row.upcomingWarning, row.upcomingLead),
    upcoming_default_minutes: defaultUpcomingMinutes,
  };
}

/** Favourite teams of one user: the user is always the caller, from the token. */
export class TeamPreferencesService {
  constructor(
    private readonly db: Database,
    private readonly teamExists: (teamNumber: number) => boolean | Promise<boolean>,
    /** ALERT_UPCOMING_LEAD_MINUTES: the warning of every favourite whose owner has not chosen one. */
    private readonly defaultUpcomingMinutes: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(userId: number): Promise<TeamPreference[]> {
    const rows = await this.db
      .select()
      .from(teamPreferences)
      .where(eq(teamPreferences.userId, userId))
      .orderBy(asc(teamPreferences.createdAt), asc(teamPreferences.teamNumber));
    return rows.map((row) => toPreference(row, this.defaultUpcomingMinutes));
  }

  /**
   * Adds a favourite (colour #ffd166, every alert on and the default upcoming warning, unless given) or updates the
   * given fields.
   */
  async save(userId: number, body: TeamPreferenceBody): Promise<TeamPreference> {
    const teamNumber = Number(body.team_number);
    const existing = await this.db
      .select()
      .from(teamPreferences)
      .where(and(eq(teamPreferences.userId, userId), eq(teamPreferences.teamNumber, teamNumber)));
    if (existing.length === 0) {
      if (!(await this.teamExists(teamNumber)))
        throw badRequest(`Team ${teamNumber} is not a FIRST Robotics Competition team we know of.`, 'unknown_team');
      const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(teamPreferences).where(eq(teamPreferences.userId, userId));
      if (n >= MAX_FAVOURITE_TEAMS) throw badRequest(`You can follow at most ${MAX_FAVOURITE_TEAMS} teams.`, 'too_many_teams');
    }
    const values = {
      highlightColor: body.highlight_color,
      notifUpcoming: body.notif_upcoming,
      notifAlliance: body.notif_alliance,
      notifResults: body.notif_results,
      notifAwards: body.notif_awards,
      ...(body.upcoming_warning ? upcomingColumns(body.upcoming_warning) : {}),
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const [row] = await this.db
      .insert(teamPreferences)
      .values({ userId, teamNumber, highlightColor: NEW_FAVOURITE_COLOR, ...defined })
      .onConflictDoUpdate({
        target: [teamPreferences.userId, teamPreferences.teamNumber],
        set: { ...defined, updatedAt: this.now() },
      })
      .returning();
    return toPreference(row!, this.defaultUpcomingMinutes);
  }

  async remove(userId: number, teamNumber: string): Promise<void> {
    const deleted = await this.db
      .delete(teamPreferences)
      .where(and(eq(teamPreferences.userId, userId), eq(teamPreferences.teamNumber, Number(teamNumber))))
      .returning({ team: teamPreferences.teamNumber });
    if (deleted.length === 0) throw notFound(`Team ${teamNumber} is not among your favorite teams.`);
  }
}
