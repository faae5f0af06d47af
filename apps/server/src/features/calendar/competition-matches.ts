import { matchLabel } from '@team7790/shared/competition/match-order';
import { isMatchNotNeeded } from '@team7790/shared/competition/match-state';
import type { CompetitionReads } from '../competition/reads.ts';
import type { EventMatch, ScheduledMatch, TeamMatchSchedule } from './match-schedule.ts';

export const FEED_TEAM_NUMBER = 7790;

/**
 * The team's not-yet-played matches at its current event, at their predicted times (scheduled
 * time when there is no prediction), read through the competition service and its cache. A
 * playoff match its series was decided without (a third final after 2-0) will not be played.
 */
export function competitionMatchSchedule(
  competition: Pick<CompetitionReads, 'updates' | 'teamEventMatches'>,
  teamNumber = FEED_TEAM_NUMBER,
): TeamMatchSchedule {
  const teamKey = `frc${teamNumber}`;
  /** The team's matches at its current event with a time: played ones at their start, the others when expected. */
  const matches = async (): Promise<EventMatch[]> => {
    const updates = await competition.updates(teamNumber);
    if (!updates.eventKey) return [];
    const page = await competition.teamEventMatches(teamNumber, updates.eventKey);
    return page.matches.flatMap((m) => {
      const played = m.actual_time !== null;
      const seconds = m.actual_time ?? m.predicted_time ?? m.time;
      if (seconds === null || (!played && isMatchNotNeeded(m, page.matches, { playoffType: page.playoff_type }))) return [];
      const side = m.alliances.red.team_keys.includes(teamKey) ? 'Red' : m.alliances.blue.team_keys.includes(teamKey) ? 'Blue' : null;
      return [
        {
          key: m.key,
          title: matchLabel(m, page.playoff_type),
          eventName: updates.eventName ?? m.event_key,
          startsAt: new Date(seconds * 1000),
          alliance: side,
          played,
        },
      ];
    });
  };
  return {
    async upcomingMatches(): Promise<ScheduledMatch[]> {
      return (await matches()).filter((m) => !m.played).map(({ played: _played, ...match }) => match);
    },
    eventMatches: matches,
  };
}
