import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { column, select, type Executor, type RowOf } from '../../../db/rows.ts';

const PREFERENCE = {
  user_id: column.int,
  team_number: column.int,
  notif_upcoming: column.bool,
  notif_alliance: column.bool,
  notif_results: column.bool,
  notif_awards: column.bool,
  upcoming_warning: column.oneOf(['off', 'matches', 'minutes']),
  upcoming_lead: column.nullable(column.int),
};
export type PreferenceRow = RowOf<typeof PREFERENCE>;

/** Who favourite-team alerts are for: the followed teams and their followers' preferences. */
export class FollowersRepo {
  constructor(readonly db: Database) {}

  async followedTeamNumbers(): Promise<number[]> {
    const found = await select(this.db, { team_number: column.int }, sql`select distinct team_number from team_preferences`);
    return found.map((r) => r.team_number);
  }

  async preferencesFor(db: Executor, teams: number[]): Promise<PreferenceRow[]> {
    return select(
      db,
      PREFERENCE,
      sql`select user_id, team_number, notif_upcoming, notif_alliance, notif_results, notif_awards, upcoming_warning, upcoming_lead
          from team_preferences
          where team_number = any(${`{${teams.join(',')}}`}::int[])`,
    );
  }
}
