import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { eventTopic, matchTopic, teamTopic } from '@team7790/shared/live/topics';
import type { CompetitionChange, CompetitionRefetch } from '@team7790/shared/live/events';
import { refetchFresh } from '../../../lib/live/refetch-fresh.ts';
import { useLiveTopics } from '../../../lib/live/use-live-topics.ts';
import type { TeamEventMatchesResponse, TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { competitionKeys } from '../api/query-keys.ts';
import { patchEventPage, patchMatchPage, playedMatches, refetchedResults, resultAnnouncement } from './apply-change.ts';
import { liveNotes } from './live-notes.tsx';

/**
 * Applies a change to one cached answer. A fetch of it still under way started before the change was sent, so its
 * answer may predate it: that fetch is called off first, or it would land over the change.
 */
async function patch<T>(client: QueryClient, queryKey: QueryKey, update: (data: T) => T): Promise<void> {
  if (client.isFetching({ queryKey, exact: true }) > 0) await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, (data) => (data ? update(data) : data));
}

/** The changed event's playoff type (it names playoff matches), from its event or match page in this tab's cache. */
function playoffTypeOf(client: QueryClient, change: CompetitionChange): number | null {
  const event = client.getQueryData<EventPageResponse>(competitionQueries.event(change.event_key).queryKey)?.event;
  if (event) return event.playoff_type;
  for (const m of change.matches ?? change.match_details ?? change.refetch?.matches.map((key) => ({ key })) ?? []) {
    const page = client.getQueryData<MatchPageResponse>(competitionKeys.match(m.key));
    if (page?.event) return page.event.playoff_type;
  }
  return null;
}

/**
 * Open copies of the event and its matches in this tab take the change where they are; nothing is refetched but the
 * event's predictions and odds. A change too large to carry names what changed instead (`refetch`): those copies are fetched
 * again.
 */
export function applyChange(client: QueryClient, change: CompetitionChange): void {
  refetchPredictions(client, change.event_key);
  if (change.refetch) return refetchChanged(client, change, change.refetch);
  void patch<EventPageResponse>(client, competitionQueries.event(change.event_key).queryKey, (page) => patchEventPage(page, change));
  for (const m of change.match_details ?? change.matches ?? []) {
    void patch<MatchPageResponse>(client, competitionKeys.match(m.key), (page) => patchMatchPage(page, change));
  }
  const played = playedMatches(change);
  liveNotes.note(
    played.map((m) => m.key),
    played.length === 1 ? resultAnnouncement(played[0]!, playoffTypeOf(client, change)) : null,
  );
}

/**
 * The answers a change too large to carry (MAX_LIVE_FRAME_BYTES) names: the event's, and each listed match's. Once one
 * is fetched again, its listed matches that have a result are highlighted and announced as a carried change's are.
 */
function refetchChanged(client: QueryClient, change: CompetitionChange, refetch: CompetitionRefetch): void {
  const noteResults = (rows: readonly MatchSummary[]) => {
    const { played, said } = refetchedResults(change, rows, playoffTypeOf(client, change));
    if (played.length > 0) liveNotes.note(played, said);
  };
  const eventKey = change.event_key;
  refetchCached<EventPageResponse>(client, competitionQueries.event(eventKey).queryKey, paths.event(eventKey), (page) =>
    noteResults(page.matches ?? []),
  );
  for (const key of refetch.matches) {
    refetchCached<MatchPageResponse>(client, competitionKeys.match(key), paths.match(key), (page) => noteResults([page.match]));
  }
}

/** Predictions are made from the event's results: each copy (members' and visitors') is fetched again or marked stale. */
function refetchPredictions(client: QueryClient, eventKey: string): void {
  for (const { queryKey } of client.getQueryCache().findAll({ queryKey: competitionKeys.predictions(eventKey) })) {
    refetchCached(client, queryKey, paths.eventPredictions(eventKey), () => undefined);
  }
  // The event's odds (rankings and playoffs tabs) are simulated from the same ratings: they follow too.
  refetchCached(client, competitionKeys.odds(eventKey), paths.eventOdds(eventKey), () => undefined);
}

/**
 * A cached answer that a change moved on: fetched again while a page shows it, else marked stale for when one does. A
 * fetch of it still under way started before the change was sent: it is called off, or the new fetch would take its
 * answer.
 */
function refetchCached<T>(client: QueryClient, queryKey: QueryKey, path: string, onFetched: (data: T) => void): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return;
  if (query.state.fetchStatus === 'fetching') void client.cancelQueries({ queryKey, exact: true });
  if (query.isActive()) refetchFresh<T>(client, queryKey, path, onFetched);
  else void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
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
