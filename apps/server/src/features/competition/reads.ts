import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { TeamEventMatchesResponse } from '@team7790/shared/competition/contracts/team';
import type { CompetitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import type { PageContext } from './pages/context.ts';
import { eventPage } from './pages/event-page.ts';
import { liveEventState, settledEventPage, type LiveEventState } from './pages/live-state.ts';
import { matchPage } from './pages/match-page.ts';
import { teamEventMatches } from './pages/team-page.ts';
import { competitionUpdates, currentEventOf } from './pages/updates.ts';

/**
 * What other features read of competition (decision 0018): the shared contract types, never the HTTP text. Each is the
 * object the page's answer was made from, memoised with it (AnswerMemo), so a read costs what a warm page request
 * costs, and frozen, since every reader shares it. A provider failure with nothing cached rejects as the page would
 * (HttpError 502); an unknown key as 404.
 */
export interface CompetitionReads {
  eventPage(eventKey: string): Promise<EventPageResponse>;
  /** The event page once any revalidation the read started has finished: what a change is judged on. */
  settledEventPage(eventKey: string): Promise<EventPageResponse>;
  matchPage(matchKey: string): Promise<MatchPageResponse>;
  teamEventMatches(teamNumber: number, eventKey: string): Promise<TeamEventMatchesResponse>;
  /** The home page's Competition Updates of a team. */
  updates(teamNumber: number): Promise<CompetitionUpdatesResponse>;
  /** The team's current event (null when it has none this season), without building the updates answer. */
  currentEventKey(teamNumber: number): Promise<string | null>;
  /** What open pages show of an event: its settled page and each match's detail. */
  liveEventState(eventKey: string): Promise<LiveEventState>;
}

export function competitionReads(ctx: PageContext): CompetitionReads {
  return {
    eventPage: async (eventKey) => (await eventPage(ctx, eventKey)).value,
    settledEventPage: (eventKey) => settledEventPage(ctx, eventKey),
    matchPage: async (matchKey) => (await matchPage(ctx, matchKey)).value,
    teamEventMatches: async (teamNumber, eventKey) => (await teamEventMatches(ctx, teamNumber, eventKey)).value,
    updates: async (teamNumber) => (await competitionUpdates(ctx, teamNumber)).value,
    currentEventKey: async (teamNumber) => (await currentEventOf(ctx, teamNumber)).current?.key ?? null,
    liveEventState: (eventKey) => liveEventState(ctx, eventKey),
  };
}
