import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { eventTopic, matchTopic, teamTopic } from '@team7790/shared/competition/live-topics';
import type { CompetitionChange } from '@team7790/shared/notifications/live-events';
import { refetchFresh } from '../../../lib/live/refetch-fresh.ts';
import { useLiveTopics } from '../../../lib/live/use-live-topics.ts';
import type { TeamEventMatchesResponse, TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { competitionKeys } from '../api/query-keys.ts';
import { patchEventPage, patchMatchPage, playedMatches, resultAnnouncement } from './apply-change.ts';
import { liveNotes } from './live-notes.tsx';

/**
 * Applies a change to one cached answer. A fetch of it still under way started before the change was sent, so its
 * answer may predate it: that fetch is called off first, or it would land over the change.
 */
async function patch<T>(client: QueryClient, queryKey: QueryKey, update: (data: T) => T): Promise<void> {
  if (client.isFetching({ queryKey, exact: true }) > 0) await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, (data) => (data ? update(data) : data));
}

/** Open copies of the event and its matches in this tab take the change where they are; nothing is refetched. */
function applyChange(client: QueryClient, change: CompetitionChange): void {
  void patch<EventPageResponse>(client, competitionQueries.event(change.event_key).queryKey, (page) => patchEventPage(page, change));
  for (const m of change.match_details ?? change.matches ?? []) {
    void patch<MatchPageResponse>(client, competitionKeys.match(m.key), (page) => patchMatchPage(page, change));
  }
  const played = playedMatches(change);
  liveNotes.note(
    played.map((m) => m.key),
    played.length === 1 ? resultAnnouncement(played[0]!) : null,
  );
}

/** The event page watches its event while it is being played (decision 0011). */
export function useLiveEvent(eventKey: string, live: boolean): void {
  const client = useQueryClient();
  useLiveTopics(
    live ? [eventTopic(eventKey)] : [],
    (change) => applyChange(client, change),
    () => refetchFresh<EventPageResponse>(client, competitionQueries.event(eventKey).queryKey, paths.event(eventKey)),
  );
}

/** The match page watches its match: the score, winner banner and breakdown arrive when known. */
export function useLiveMatch(matchKey: string, live: boolean): void {
  const client = useQueryClient();
  useLiveTopics(
    live ? [matchTopic(matchKey)] : [],
    (change) => applyChange(client, change),
    () => refetchFresh<MatchPageResponse>(client, competitionKeys.match(matchKey), paths.match(matchKey)),
  );
}

/** The team page watches its team at the event it is playing: its current-event card (rank, record, next match). */
export function useLiveTeam(teamNumber: number, live: boolean): void {
  const client = useQueryClient();
  const refetch = () => refetchFresh<TeamPageResponse>(client, competitionKeys.team(teamNumber), paths.team(teamNumber));
  useLiveTopics(
    live ? [teamTopic(teamNumber)] : [],
    (change) => {
      applyChange(client, change);
      refetch();
      // The team's matches at that event, if its Matches tab has them.
      const matches = competitionKeys.teamMatches(teamNumber, change.event_key);
      if (client.getQueryData(matches)) {
        refetchFresh<TeamEventMatchesResponse>(client, matches, paths.teamEventMatches(teamNumber, change.event_key));
      }
    },
    refetch,
  );
}
