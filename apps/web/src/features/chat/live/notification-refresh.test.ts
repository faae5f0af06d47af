import { environmentManager, focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../api/query-keys.ts';
import { notificationRefresh } from './notification-refresh.ts';

const COUNTS: NotificationsAll = { unreadCounts: {}, mentionCounts: {}, muted: [], totalUnread: 0, channelsUnread: 0, messagesUnread: 0 };

/** The provider's use of it: a mounted client (as QueryClientProvider) with one observer of the counts' query (as useQuery). */
function mounted() {
  const client = new QueryClient();
  client.mount();
  let fetches = 0;
  const refresh = notificationRefresh(client, async () => {
    fetches += 1;
    return COUNTS;
  });
  const unsubscribe = new QueryObserver(client, refresh.query).subscribe(() => {});
  return {
    refresh,
    fetches: () => fetches,
    unmount() {
      unsubscribe();
      refresh.dispose();
      client.unmount();
      client.clear();
    },
  };
}

/** Moves the fake clock on, letting the fetches it starts run. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('when the unread counts are fetched (spec 1 section 4)', () => {
  let screen: ReturnType<typeof mounted>;
  beforeEach(async () => {
    vi.useFakeTimers();
    // Node has no window, which the query library takes for a server and schedules no polling there.
    environmentManager.setIsServer(() => false);
    focusManager.setFocused(true);
    screen = mounted();
    await wait(0);
  });
  afterEach(() => {
    screen.unmount();
    focusManager.setFocused(undefined);
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.useRealTimers();
  });

  it('fetches once on opening, then polls every 120 s', async () => {
    expect(screen.fetches()).toBe(1);
    await wait(119_999);
    expect(screen.fetches()).toBe(1);
    await wait(1);
    expect(screen.fetches()).toBe(2);
    await wait(120_000);
    expect(screen.fetches()).toBe(3);
  });

  it('refreshes at most every 30 s: no second fetch within 30 s of the last one', async () => {
    await wait(10_000);
    screen.refresh.refresh();
    await wait(0);
    expect(screen.fetches()).toBe(1);
    await wait(19_999);
    screen.refresh.refresh();
    await wait(0);
    expect(screen.fetches()).toBe(1);
    await wait(1);
    screen.refresh.refresh();
    await wait(0);
    expect(screen.fetches()).toBe(2);
    // The 30 s count from the last fetch, not from the first.
    await wait(29_000);
    screen.refresh.refresh();
    await wait(0);
    expect(screen.fetches()).toBe(2);
  });

  it('counts the 30 s from the last poll too', async () => {
    await wait(120_000);
    expect(screen.fetches()).toBe(2);
    await wait(29_999);
    screen.refresh.refresh();
    await wait(0);
    expect(screen.fetches()).toBe(2);
  });

  it('a forced refresh (a chat marked read, a message sent) fetches at once, even within the 30 s', async () => {
    await wait(1_000);
    screen.refresh.refresh(true);
    await wait(0);
    expect(screen.fetches()).toBe(2);
  });

  it('the window coming back into focus refetches only once the counts are 30 s old', async () => {
    await wait(29_999);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await wait(0);
    expect(screen.fetches()).toBe(1);
    await wait(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await wait(0);
    expect(screen.fetches()).toBe(2);
  });

  it('re-runs 1 s after the active chat changes, not before', async () => {
    await wait(40_000);
    screen.refresh.activeChanged();
    await wait(999);
    expect(screen.fetches()).toBe(1);
    await wait(1);
    expect(screen.fetches()).toBe(2);
    await wait(5_000);
    expect(screen.fetches()).toBe(2);
  });

  it('re-runs 1 s after a change even when the counts were fetched a moment ago', async () => {
    screen.refresh.activeChanged();
    await wait(1_000);
    expect(screen.fetches()).toBe(2);
  });

  it('a second change within that second restarts the wait: one fetch, 1 s after the last change', async () => {
    await wait(40_000);
    screen.refresh.activeChanged();
    await wait(600);
    screen.refresh.activeChanged();
    await wait(999);
    expect(screen.fetches()).toBe(1);
    await wait(1);
    expect(screen.fetches()).toBe(2);
    await wait(5_000);
    expect(screen.fetches()).toBe(2);
  });

  it("a pending re-run is dropped when the members' area closes", async () => {
    screen.refresh.activeChanged();
    screen.refresh.dispose();
    await wait(5_000);
    expect(screen.fetches()).toBe(1);
  });
});

describe('a message arriving live is counted', () => {
  const KEY = 'channel_general';
  /** The server's counts, answered 100 ms after the request as they stood when it was made. */
  let server: NotificationsAll;
  let client: QueryClient;
  let refresh: ReturnType<typeof notificationRefresh>;
  let unsubscribe: () => void;
  let fetches: number;
  const counts = () => client.getQueryData<NotificationsAll>(chatKeys.notifications)?.unreadCounts[KEY] ?? 0;
  const arrives = (mentioned = false) => {
    server = { ...server, unreadCounts: { ...server.unreadCounts, [KEY]: (server.unreadCounts[KEY] ?? 0) + 1 } };
    refresh.countMessage(KEY, mentioned);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    environmentManager.setIsServer(() => false);
    server = COUNTS;
    client = new QueryClient();
    client.mount();
    fetches = 0;
    refresh = notificationRefresh(client, () => {
      fetches += 1;
      const answer = server;
      return new Promise((resolve) => setTimeout(() => resolve(answer), 100));
    });
    unsubscribe = new QueryObserver(client, refresh.query).subscribe(() => {});
  });
  afterEach(() => {
    unsubscribe();
    refresh.dispose();
    client.unmount();
    client.clear();
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.useRealTimers();
  });

  it('while the first counts are still on their way: their answer, older than the message, does not lose it', async () => {
    await wait(50);
    arrives();
    await wait(1_000);
    expect(counts()).toBe(1);
  });

  it('while a later fetch is under way: the fetch does not overwrite the addition', async () => {
    await wait(1_000);
    refresh.refresh(true);
    await wait(50);
    arrives();
    await wait(1_000);
    expect(counts()).toBe(1);
  });

  it('a forced refresh while the first counts are on their way asks again (the stream went live after they were asked for)', async () => {
    await wait(50);
    server = { ...server, unreadCounts: { [KEY]: 1 } };
    refresh.refresh(true);
    await wait(1_000);
    expect(counts()).toBe(1);
  });

  it('once the counts are in: added at once, with its mention, and nothing is fetched', async () => {
    await wait(1_000);
    expect(fetches).toBe(1);
    arrives(true);
    expect(counts()).toBe(1);
    expect(client.getQueryData<NotificationsAll>(chatKeys.notifications)?.mentionCounts[KEY]).toBe(1);
    await wait(1_000);
    expect(fetches).toBe(1);
  });
});
