import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import type { TbaEvent, TbaMatch } from '@team7790/shared/competition/tba';
import { freshnessForEvent, freshnessForKey } from '../cache/freshness.ts';
import { toEventSummary, toMatchDetail } from '../shaping/tba-shapes.ts';
import { optional, type PageContext } from './context.ts';
import { eventPage } from './event-page.ts';

/** The parts of an event that reach open pages live (decision 0011). */
const LIVE_PARTS = ['matches', 'rankings', 'alliances', 'awards'] as const;

/** What open pages show of an event: its page, and each match as the match page shows it (breakdown, videos). */
export interface LiveEventState {
  page: EventPageResponse;
  details: MatchDetail[];
}

/**
 * The event page as the cache has it once any revalidation this read started has finished: what a change is judged on
 * (the live road's look, the alerts). At most one provider call per part and freshness window, however many read it.
 */
export async function settledEventPage(ctx: PageContext, eventKey: string): Promise<EventPageResponse> {
  await eventPage(ctx, eventKey);
  await ctx.tba.idle();
  return (await eventPage(ctx, eventKey)).value;
}

/** What open pages show of an event, from its settled page and the cached list of its matches. */
export async function liveEventState(ctx: PageContext, eventKey: string): Promise<LiveEventState> {
  const page = await settledEventPage(ctx, eventKey);
  if (page.status === 'upcoming') return { page, details: [] };
  const eventRead = await optional(ctx.tba.get<TbaEvent>(`/event/${eventKey}`, freshnessForKey(eventKey, ctx.now())));
  const maxAge = eventRead?.data ? freshnessForEvent(toEventSummary(eventRead.data), ctx.now()) : freshnessForKey(eventKey, ctx.now());
  const matches = await optional(ctx.tba.get<TbaMatch[]>(`/event/${eventKey}/matches`, maxAge));
  return { page, details: Array.isArray(matches?.data) ? matches.data.map(toMatchDetail) : [] };
}

/** The live road's asks of the provider (decision 0011), each at once, past the freshness windows. */
export interface CompetitionRefresh {
  /** A webhook (or the simulated clock) says the event moved on: its live parts. */
  liveParts(eventKey: string): Promise<void>;
  /** The match pages' own answers, after a change the event's matches showed. */
  matches(matchKeys: readonly string[]): Promise<void>;
  /** What these teams' pages' current-event cards and Competition Updates are made of. */
  teamsAtEvent(teamNumbers: readonly number[], eventKey: string): Promise<void>;
}

export function competitionRefresh(ctx: PageContext): CompetitionRefresh {
  const refreshAll = async (paths: readonly string[]) => {
    await Promise.all(paths.map((path) => ctx.tba.refreshNow(path)));
  };
  return {
    liveParts: (eventKey) => refreshAll(LIVE_PARTS.map((part) => `/event/${eventKey}/${part}`)),
    matches: (matchKeys) => refreshAll(matchKeys.map((key) => `/match/${key}`)),
    // A change concerned teams whose pages are open: what their team page's current-event card and the home page's
    // Competition Updates are made of, so that those pages' refetch shows it.
    teamsAtEvent: (teamNumbers, eventKey) => {
      const year = eventKey.slice(0, 4);
      return refreshAll(
        teamNumbers.flatMap((n) => {
          const key = teamKeyOf(n);
          return [`/team/${key}/event/${eventKey}/matches`, `/team/${key}/event/${eventKey}/status`, `/team/${key}/events/${year}/statuses`];
        }),
      );
    },
  };
}
