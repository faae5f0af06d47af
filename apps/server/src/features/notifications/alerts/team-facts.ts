import type { StateRepo } from '../../../db/state-repo.ts';
import { followLog } from './log-follower.ts';
import type { TeamAlerts } from './team-alerts.ts';

export const TEAM_FACTS_CURSOR = 'team_facts_cursor';

/**
 * Favourite-team alerts follow the event log as chat alerts do (decision 0011): the live watcher, the one place a
 * competition change is noticed, writes each change's facts (results, alliances, awards, eliminations, advances,
 * schedules) once; this follower turns them into one alert per follower with that preference on, and one for the alert
 * channel, in the same transaction that moves its cursor. Alert keys make a fact seen twice one alert all the same.
 */
export class TeamFactsFollower {
  constructor(
    private readonly state: StateRepo,
    private readonly team: Pick<TeamAlerts, 'record'>,
  ) {}

  /** Starts at the newest event the first time, so history never turns into alerts. */
  async init(): Promise<void> {
    await this.state.placeCursorAtNewestEvent(TEAM_FACTS_CURSOR);
  }

  /** Records the alerts of every new facts event; answers how many events it read. */
  followOnce(): Promise<number> {
    return followLog(this.state, TEAM_FACTS_CURSOR, async (tx, stored) => {
      if (stored.event.type === 'competition.facts') await this.team.record(stored.event.facts, tx);
    });
  }
}
