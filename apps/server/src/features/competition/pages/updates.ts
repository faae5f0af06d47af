import { competitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import { currentEvent } from '@team7790/shared/competition/current-event';
import { eventStatus } from '@team7790/shared/competition/event-status';
import { teamKeyOf, teamNumberOf } from '@team7790/shared/competition/keys';
import { matchLabel, nextMatch } from '@team7790/shared/competition/match-order';
import type { TbaEvent, TbaMatch, TbaTeamEventStatus } from '@team7790/shared/competition/tba';
import { freshnessForEvent, freshnessForYear } from '../cache/freshness.ts';
import { toEventSummary, toMatchSummary, toRecord } from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, required, type PageContext } from './context.ts';

const numbers = (keys: string[]) => keys.map(teamNumberOf).filter((n): n is number => n !== null);

/**
 * The team's current event (the earliest of its season whose end date plus one day is not past), from the cached list
 * of its season's events: what the home page's Competition Updates start from, and all the live road's look per
 * followed team needs (CompetitionReads.currentEventKey), without building the answer.
 */
export async function currentEventOf(ctx: PageContext, teamNumber: number) {
  const now = ctx.now();
  const year = now.getFullYear();
  const events = await required(
    ctx.tba.get<TbaEvent[]>(`/team/${teamKeyOf(teamNumber)}/events/${year}`, freshnessForYear(year, now)),
    'Failed to load competition data',
  );
  return { events, current: currentEvent((events.data ?? []).map(toEventSummary), now) };
}

/**
 * The home page's Competition Updates (spec 1): the team's current event (the earliest whose end
 * date plus one day is not past), its rank out of N, record and next match.
 */
export async function competitionUpdates(ctx: PageContext, teamNumber: number) {
  const now = ctx.now();
  const key = teamKeyOf(teamNumber);
  const { events, current } = await currentEventOf(ctx, teamNumber);
  const maxAge = current ? freshnessForEvent(current, now) : 0;
  const [status, matches] = current
    ? await Promise.all([
        optional(ctx.tba.get<TbaTeamEventStatus | null>(`/team/${key}/event/${current.key}/status`, maxAge)),
        optional(ctx.tba.get<TbaMatch[]>(`/team/${key}/event/${current.key}/matches`, maxAge)),
      ])
    : [null, null];
  const reads = [events, status, matches];
  return ctx.memo.get(
    `updates:${teamNumber}`,
    depsOf(reads, current?.key, current ? eventStatus(current, now) : null),
    competitionUpdatesResponse,
    () => {
      const record = toRecord(status?.data?.qual?.ranking?.record) ?? { wins: 0, losses: 0, ties: 0 };
      const next = nextMatch((matches?.data ?? []).map(toMatchSummary));
      return {
        ...combinedFreshness(reads),
        teamNumber,
        eventKey: current?.key ?? null,
        eventName: current?.name ?? null,
        eventTimeZone: current?.timezone ?? null,
        ranking: status?.data?.qual?.ranking?.rank ?? null,
        totalTeams: status?.data?.qual?.num_teams ?? null,
        ...record,
        nextMatch: next
          ? {
              key: next.key,
              label: matchLabel(next, current?.playoff_type),
              predictedTime: next.predicted_time!,
              blue: numbers(next.alliances.blue.team_keys),
              red: numbers(next.alliances.red.team_keys),
            }
          : null,
      };
    },
  );
}
