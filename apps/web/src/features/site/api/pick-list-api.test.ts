import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { PickEntry, PickList } from '@team7790/shared/scouting/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickListChanged, pickListKey, pickListMutations, pickListQuery } from './pick-list-api.ts';

const EVENT = '2025milac';
const entry = (team: number, status: PickEntry['status'] = 'available'): PickEntry => ({
  team_number: team,
  tier: 'ranked',
  position: 1,
  status,
  note: '',
  updated_by: null,
  updated_at: '2025-03-21T12:00:00.000Z',
});

/**
 * The pick-list API as another member's browser meets it: the list as it stands, and each answer held until the
 * test lets it go, so the order in which answers arrive is the test's to choose.
 */
function server() {
  let list: PickList = { event_key: EVENT, version: 1, updated_at: null, entries: [entry(3620), entry(9687)] };
  const held: Array<() => void> = [];
  const sent: string[] = [];
  let afterCommit: (() => void) | undefined;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push(`${init.method ?? 'GET'} ${url.split('/').slice(-2).join('/')}`);
      // Each request is served when it is let go: a change commits then, a read sees the list as it is then.
      await new Promise<void>((resolve) => held.push(resolve));
      if (init.method === 'PATCH') {
        const team = Number(url.split('/').pop());
        const change = JSON.parse(String(init.body)) as { status: PickEntry['status'] };
        list = { ...list, version: list.version + 1, entries: list.entries.map((e) => (e.team_number === team ? { ...e, ...change } : e)) };
        const committed = list;
        afterCommit?.();
        return json(committed);
      }
      return json(list);
    }),
  );
  return {
    /** Another member's change, committed on the server; returns the version it was announced with. */
    otherMemberChanges(): number {
      list = { ...list, version: list.version + 1, entries: list.entries.map((e) => (e.team_number === 9687 ? { ...e, note: 'fast' } : e)) };
      return list.version;
    },
    /** Runs between a change's commit and its answer (another member's change landing in between). */
    onCommit(run: () => void) {
      afterCommit = run;
    },
    /** Lets the oldest held answer go. */
    answerNext: () => held.shift()?.(),
    /** Lets the newest held answer go before the older ones. */
    answerLatest: () => held.pop()?.(),
    waiting: () => held.length,
    /** Each request as it was sent: method and the path's last two parts. */
    sent: () => [...sent],
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the shared pick list while this member's change is on its way", () => {
  let client: QueryClient;
  let stop: () => void;
  let api: ReturnType<typeof server>;
  const status = (team: number) => client.getQueryData<PickList>(pickListKey(EVENT))?.entries.find((e) => e.team_number === team)?.status;
  const version = () => client.getQueryData<PickList>(pickListKey(EVENT))?.version;

  beforeEach(async () => {
    api = server();
    client = new QueryClient();
    client.mount();
    stop = new QueryObserver(client, pickListQuery(EVENT, true)).subscribe(() => {});
    await vi.waitFor(() => expect(api.waiting()).toBe(1));
    api.answerNext();
    await vi.waitFor(() => expect(version()).toBe(1));
  });
  afterEach(() => {
    stop();
    client.unmount();
    client.clear();
    vi.unstubAllGlobals();
  });

  it('a ticked box stays ticked when another change is announced before the answer, and the list catches up after', async () => {
    const tick = new MutationObserver(client, pickListMutations(client, EVENT).changeTeam);
    void tick.mutate({ team: 3620, change: { status: 'picked' } });
    await vi.waitFor(() => expect(status(3620)).toBe('picked'));
    await vi.waitFor(() => expect(api.waiting()).toBe(1)); // the PATCH, held

    // Another member's change is announced: a reload now would answer without the tick.
    pickListChanged(client, EVENT, api.otherMemberChanges());
    await settle();
    while (api.waiting() > 1) api.answerLatest();
    await settle();
    expect(status(3620)).toBe('picked');

    // The PATCH commits (version 3), another member's change lands and is announced (version 4) before the PATCH's
    // answer arrives: once it has, the list catches up.
    api.onCommit(() => pickListChanged(client, EVENT, api.otherMemberChanges()));
    api.answerNext();
    await vi.waitFor(() => expect(api.waiting()).toBe(1)); // the catch-up reload
    expect(status(3620)).toBe('picked');
    api.answerNext();
    await vi.waitFor(() => expect(version()).toBe(4));
    expect(status(3620)).toBe('picked');
  });

  it('with nothing of its own on the way, an announced change reloads at once; an old announcement does not', async () => {
    pickListChanged(client, EVENT, 1);
    await settle();
    expect(api.waiting()).toBe(0);
    pickListChanged(client, EVENT, api.otherMemberChanges());
    await vi.waitFor(() => expect(api.waiting()).toBe(1));
    api.answerNext();
    await vi.waitFor(() => expect(version()).toBe(2));
  });

  it('two teams added in a row are sent one after the other, in the order they were added', async () => {
    const add = new MutationObserver(client, pickListMutations(client, EVENT).changeTeam);
    const again = new MutationObserver(client, pickListMutations(client, EVENT).changeTeam);
    void add.mutate({ team: 7790, change: { tier: 'ranked' } });
    void again.mutate({ team: 3620, change: { tier: 'ranked' } });
    await vi.waitFor(() => expect(api.waiting()).toBe(1));
    await settle();
    // The second waits for the first's answer: sent together, the server could take them in either order.
    expect(api.waiting()).toBe(1);
    expect(api.sent().at(-1)).toBe('PATCH teams/7790');
    api.answerNext();
    await vi.waitFor(() => expect(api.sent().at(-1)).toBe('PATCH teams/3620'));
    api.answerNext();
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
  });
});
