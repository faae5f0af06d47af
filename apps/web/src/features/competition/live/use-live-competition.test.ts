import { environmentManager, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { CompetitionChange } from '@team7790/shared/live/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { competitionKeys } from '../api/query-keys.ts';
import { liveNotes } from './live-notes.tsx';
import { applyChange } from './use-live-competition.ts';

const EVENT = '2019nyny';
const QM1 = `${EVENT}_qm1`;
const QM2 = `${EVENT}_qm2`;
const QM3 = `${EVENT}_qm3`;

const match = (key: string, scores: [number, number] | null): MatchSummary => ({
  key,
  event_key: EVENT,
  comp_level: 'qm',
  set_number: 1,
  match_number: Number(key.split('qm')[1]),
  winning_alliance: scores ? (scores[0] > scores[1] ? 'red' : 'blue') : '',
  time: null,
  predicted_time: null,
  actual_time: null,
  alliances: {
    red: { team_keys: ['frc4640', 'frc1880', 'frc5943'], surrogate_team_keys: [], dq_team_keys: [], score: scores?.[0] ?? null },
    blue: { team_keys: ['frc1156', 'frc6897', 'frc3419'], surrogate_team_keys: [], dq_team_keys: [], score: scores?.[1] ?? null },
  },
});

const eventSummary = {
  key: EVENT,
  name: 'New York City Regional',
  short_name: 'New York City',
  year: 2019,
  event_type: 0,
  event_type_string: 'Regional',
  district_key: null,
  start_date: '2019-04-05',
  end_date: '2019-04-07',
  timezone: 'America/New_York',
  city: 'New York',
  state_prov: 'NY',
  country: 'USA',
  week: 5,
  division_keys: [],
  parent_event_key: null,
  playoff_type: null,
};

const eventPage = (matches: MatchSummary[]): EventPageResponse => ({
  stale: false,
  fetchedAt: null,
  event: {
    ...eventSummary,
    website: null,
    location_name: null,
    address: null,
    first_event_code: 'NYNY',
    playoff_type_string: null,
    webcasts: [],
  },
  status: 'current',
  is_championship: false,
  divisions: [],
  teams: [],
  rankings: { sort_order_names: [], rows: [] },
  matches,
  alliances: [],
  awards: [],
});

const matchPage = (m: MatchSummary): MatchPageResponse => ({
  stale: false,
  fetchedAt: null,
  match: { ...m, score_breakdown: null, videos: [] },
  event: eventSummary,
  teams: [],
  epa_pending: false,
});

const EVENT_PATH = `/api/competition/events/${EVENT}`;
const matchPath = (key: string) => `/api/competition/matches/${key}`;

/**
 * A tab with the event page open (its answer watched), the match pages of qualifications 2 and 3 open, and match 1's
 * answer cached from an earlier visit; the server answers as the event stands after the results of matches 1 and 2.
 */
function tab() {
  const client = new QueryClient();
  client.mount();
  const eventKey = competitionQueries.event(EVENT).queryKey;
  client.setQueryData(eventKey, eventPage([match(QM1, null), match(QM2, null), match(QM3, null)]));
  for (const key of [QM1, QM2, QM3]) client.setQueryData(competitionKeys.match(key), matchPage(match(key, null)));

  const now: Record<string, unknown> = {
    [EVENT_PATH]: eventPage([match(QM1, [87, 65]), match(QM2, [40, 52]), match(QM3, null)]),
    [matchPath(QM1)]: matchPage(match(QM1, [87, 65])),
    [matchPath(QM2)]: matchPage(match(QM2, [40, 52])),
    [matchPath(QM3)]: matchPage(match(QM3, null)),
  };
  const fetches: Array<{ path: string; cache: RequestCache | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      fetches.push({ path, cache: init.cache });
      return new Response(JSON.stringify(now[path]), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  // A page shows an answer through an observer (as useQuery); staleTime keeps it from fetching on its own.
  const show = (queryKey: QueryKey) =>
    new QueryObserver(client, { queryKey, queryFn: () => client.getQueryData(queryKey), staleTime: Infinity }).subscribe(() => {});
  const hidden = [show(eventKey), show(competitionKeys.match(QM2)), show(competitionKeys.match(QM3))];
  return {
    client,
    fetches,
    event: () => client.getQueryData<EventPageResponse>(eventKey)!,
    match: (key: string) => client.getQueryData<MatchPageResponse>(competitionKeys.match(key))!,
    isStale: (key: string) => client.getQueryState(competitionKeys.match(key))!.isInvalidated,
    close() {
      for (const unsubscribe of hidden) unsubscribe();
      client.unmount();
      client.clear();
    },
  };
}

const changeNaming = (matches: string[], sections: Omit<NonNullable<CompetitionChange['refetch']>, 'matches'> = {}): CompetitionChange => ({
  type: 'competition.changed',
  event_key: EVENT,
  topics: [`event:${EVENT}`, ...matches.map((k) => `match:${k}`)],
  refetch: { matches, ...sections },
});

describe('a live change too large to carry, which names what changed (decision 0011)', () => {
  let screen: ReturnType<typeof tab>;
  beforeEach(() => {
    vi.useFakeTimers();
    // Node has no window, which the query library takes for a server.
    environmentManager.setIsServer(() => false);
    screen = tab();
  });
  afterEach(async () => {
    await vi.advanceTimersByTimeAsync(10_000);
    screen.close();
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches the open event page and the open pages of the listed matches again, past the browser cache, within a second', async () => {
    applyChange(screen.client, changeNaming([QM1, QM2], { rankings: true }));
    expect(screen.fetches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);

    expect(screen.fetches.map((f) => f.path).sort()).toEqual([EVENT_PATH, matchPath(QM2)]);
    expect(screen.fetches.every((f) => f.cache === 'no-cache')).toBe(true);
    expect(screen.event().matches!.map((m) => m.alliances.red.score)).toEqual([87, 40, null]);
    expect(screen.match(QM2).match.alliances.blue.score).toBe(52);
    // Match 1's page is not open: its answer is not fetched now, but marked to be when the page opens again.
    expect(screen.isStale(QM1)).toBe(true);
    expect(screen.match(QM1).match.alliances.red.score).toBeNull();
    // Match 3 was not listed: untouched.
    expect(screen.isStale(QM3)).toBe(false);
  });

  it('highlights the listed matches that now have a result once the event page has them, and announces a lone result', async () => {
    const said = liveNotes.get().said;
    applyChange(screen.client, changeNaming([QM1, QM2]));
    expect(liveNotes.get().played.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect([...liveNotes.get().played].sort()).toEqual([QM1, QM2]);
    // Two results at once are not read out one by one, as when the change carries them.
    expect(liveNotes.get().said).toBe(said);

    await vi.advanceTimersByTimeAsync(7000);
    applyChange(screen.client, changeNaming([QM1]));
    await vi.advanceTimersByTimeAsync(1000);
    expect([...liveNotes.get().played]).toEqual([QM1]);
    expect(liveNotes.get().said).toBe('Qualification 1: Red 87, Blue 65. Red wins.');
  });

  it('calls off a fetch of the event page under way when the change comes: its answer may predate the change', async () => {
    const eventKey = competitionQueries.event(EVENT).queryKey;
    let answerOld: (page: EventPageResponse) => void = () => {};
    const old = screen.client
      .fetchQuery({ queryKey: eventKey, queryFn: () => new Promise<EventPageResponse>((resolve) => (answerOld = resolve)) })
      .catch(() => undefined);
    applyChange(screen.client, changeNaming([QM1, QM2]));
    await vi.advanceTimersByTimeAsync(1000);
    // The old answer comes last; the page keeps the new one.
    answerOld(eventPage([match(QM1, null), match(QM2, null), match(QM3, null)]));
    await old;
    expect(screen.fetches.map((f) => f.path)).toContain(EVENT_PATH);
    expect(screen.event().matches!.map((m) => m.alliances.red.score)).toEqual([87, 40, null]);
  });

  it('still patches a change that carries its data in place, fetching nothing', async () => {
    const played = match(QM3, [70, 71]);
    applyChange(screen.client, { type: 'competition.changed', event_key: EVENT, topics: [`event:${EVENT}`], matches: [played] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.fetches).toEqual([]);
    expect(screen.event().matches!.at(-1)).toEqual(played);
    expect(screen.match(QM3).match.alliances.blue.score).toBe(71);
  });
});

describe("a live change and the event's predictions", () => {
  it("fetches again, past the browser cache, the predictions and odds a page shows (members' and visitors'), and marks the others stale", async () => {
    vi.useFakeTimers();
    environmentManager.setIsServer(() => false);
    const client = new QueryClient();
    client.mount();
    const fetched: Array<{ path: string; cache: RequestCache | undefined }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        fetched.push({ path, cache: init.cache });
        return new Response(JSON.stringify({ event_key: EVENT }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const keyOf = (eventKey: string, viewer: string) => [...competitionKeys.predictions(eventKey), viewer];
    const show = (queryKey: QueryKey) =>
      new QueryObserver(client, { queryKey, queryFn: () => client.getQueryData(queryKey), staleTime: Infinity }).subscribe(() => {});
    for (const key of [keyOf(EVENT, 'visitor'), keyOf(EVENT, 'member'), keyOf('2019mxmo', 'visitor')]) client.setQueryData(key, {});
    client.setQueryData(competitionKeys.odds(EVENT), {});
    const shown = [show(keyOf(EVENT, 'visitor')), show(keyOf('2019mxmo', 'visitor')), show(competitionKeys.odds(EVENT))];

    applyChange(client, { type: 'competition.changed', event_key: EVENT, topics: [`event:${EVENT}`], matches: [match(QM3, [70, 71])] });
    await vi.advanceTimersByTimeAsync(1000);
    // The odds a tab shows are simulated from the same ratings: fetched again too.
    expect(fetched).toHaveLength(2);
    expect(fetched).toEqual(
      expect.arrayContaining([
        { path: `/api/competition/events/${EVENT}/predictions`, cache: 'no-cache' },
        { path: `/api/competition/events/${EVENT}/odds`, cache: 'no-cache' },
      ]),
    );
    expect(client.getQueryData(keyOf(EVENT, 'visitor'))).toEqual({ event_key: EVENT });
    // Not on screen: asked for again when a page shows it. Another event's: untouched.
    expect(client.getQueryState(keyOf(EVENT, 'member'))!.isInvalidated).toBe(true);
    expect(client.getQueryState(keyOf('2019mxmo', 'visitor'))!.isInvalidated).toBe(false);

    for (const unsubscribe of shown) unsubscribe();
    client.unmount();
    client.clear();
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});

describe('a live result of a playoff match', () => {
  it("is announced by the name its event's playoff type gives it: 'Match 13', as the bracket says", () => {
    const client = new QueryClient();
    const event = '2024mijac';
    const sf13 = { ...match(QM1, [120, 98]), key: `${event}_sf13m1`, event_key: event, comp_level: 'sf', set_number: 13, match_number: 1 };
    const announced = (playoffType: number | null) => {
      const page = eventPage([]);
      client.setQueryData(competitionQueries.event(event).queryKey, {
        ...page,
        event: { ...page.event, key: event, year: 2024, playoff_type: playoffType },
      });
      applyChange(client, { type: 'competition.changed', event_key: event, topics: [`event:${event}`], matches: [sf13] });
      return liveNotes.get().said;
    };
    expect(announced(10)).toBe('Match 13: Red 120, Blue 98. Red wins.');
    // The same keys at an event that kept the best-of-3 bracket.
    expect(announced(0)).toBe('Semifinal 13 Match 1: Red 120, Blue 98. Red wins.');
    client.clear();
  });
});
