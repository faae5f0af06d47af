import { READY_EVENT, RESYNC_EVENT } from '@team7790/shared/live/events';
import type { CompetitionChange } from '@team7790/shared/live/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection } from './live-connection.ts';

/** The browser's EventSource as the connection uses it: the test says when it is ready, sends events and drops it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (e: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  ready(lastEventId: number) {
    this.listeners.get(READY_EVENT)!({ data: JSON.stringify({ last_event_id: lastEventId }) } as MessageEvent<string>);
  }
  resync() {
    this.listeners.get(RESYNC_EVENT)!({ data: '{}' } as MessageEvent<string>);
  }
  send(id: number, data: unknown) {
    this.onmessage!({ lastEventId: String(id), data: JSON.stringify(data) } as MessageEvent<string>);
  }
  get params() {
    return new URL(this.url, 'http://x').searchParams;
  }
}

const change = (topics: string[], event_key = '2019nyny'): CompetitionChange => ({ type: 'competition.changed', event_key, topics });
const latest = () => FakeEventSource.opened.at(-1)!;
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("a tab's one live connection", () => {
  let live: LiveConnection;
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    live = new LiveConnection({ fetchTicket: async () => ({ ticket: 'one-use' }), baseUrl: '/api', catchUpDelayMs: () => 0 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("holds no connection until a page watches; a visitor's stream carries the topics of every page, once", async () => {
    await settle();
    expect(FakeEventSource.opened).toHaveLength(0);
    const stopA = live.watch({ topics: ['event:2019nyny', 'team:7790'], onChange: () => {} });
    live.watch({ topics: ['team:7790', 'match:2019nyny_qm1'], onChange: () => {} });
    await settle();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url.startsWith('/api/live/stream?')).toBe(true);
    expect(latest().params.get('topics')).toBe('event:2019nyny,match:2019nyny_qm1,team:7790');
    expect(latest().params.has('ticket')).toBe(false);
    stopA();
    await settle();
    expect(latest().params.get('topics')).toBe('match:2019nyny_qm1,team:7790');
  });

  it('hands each change to the pages watching one of its topics, once, and resumes after the last one on a change of topics', async () => {
    const eventPage = vi.fn();
    const otherPage = vi.fn();
    const refetched = vi.fn();
    live.watch({ topics: ['event:2019nyny'], onChange: eventPage, onResync: refetched });
    live.watch({ topics: ['event:2019nyro'], onChange: otherPage });
    await settle();
    latest().ready(10);
    expect(live.status).toBe('live');
    // The first connection starts from now: the page refetches what it may have missed while connecting, once
    // (a few seconds later in a browser, after the page's own load).
    await vi.waitFor(() => expect(refetched).toHaveBeenCalledTimes(1));
    latest().send(11, change(['event:2019nyny', 'team:1880']));
    latest().send(11, change(['event:2019nyny', 'team:1880']));
    expect(eventPage).toHaveBeenCalledTimes(1);
    expect(otherPage).not.toHaveBeenCalled();

    // A new page: the connection is opened again after event 11, so nothing in between is lost or repeated.
    const first = latest();
    live.watch({ topics: ['match:2019nyny_qm2'], onChange: () => {} });
    await settle();
    expect(first.closed).toBe(true);
    expect(latest().params.get('last_event_id')).toBe('11');
    // The old connection's late events are not handled.
    first.send(12, change(['event:2019nyny']));
    expect(eventPage).toHaveBeenCalledTimes(1);
    latest().ready(11);
    latest().send(12, change(['event:2019nyny']));
    expect(eventPage).toHaveBeenCalledTimes(2);
    expect(refetched).toHaveBeenCalledTimes(1);
  });

  it("takes the server's place after a resync, even below its own (a database restored from a backup), and hears what follows", async () => {
    const eventPage = vi.fn();
    const refetched = vi.fn();
    live.watch({ topics: ['event:2019nyny'], onChange: eventPage, onResync: refetched });
    await settle();
    latest().ready(500);
    await vi.waitFor(() => expect(refetched).toHaveBeenCalledTimes(1));
    latest().send(501, change(['event:2019nyny']));
    latest().onerror!();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5_000 });
    expect(latest().params.get('last_event_id')).toBe('501');
    // The restored log ends at 320: the server answers resync, then ready from there.
    latest().resync();
    latest().ready(320);
    expect(refetched).toHaveBeenCalledTimes(2);
    latest().send(321, change(['event:2019nyny']));
    expect(eventPage).toHaveBeenCalledTimes(2);
  });

  it("a member's stream carries chat and the pages' topics on one ticketed connection; polling status while it is down", async () => {
    const statuses: string[] = [];
    const chatEvents: string[] = [];
    const scores = vi.fn();
    vi.useFakeTimers();
    try {
      live.watch({ topics: ['event:2019nyny'], onChange: scores });
      live.setMember({ onEvent: (e) => chatEvents.push(e.type), onResync: () => {}, onStatus: (s) => statuses.push(s) });
      await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      expect(latest().url.startsWith('/api/chat/notifications/stream?')).toBe(true);
      expect(latest().params.get('ticket')).toBe('one-use');
      expect(latest().params.get('topics')).toBe('event:2019nyny');
      latest().ready(5);
      latest().send(6, { type: 'channels.changed' });
      latest().send(7, change(['event:2019nyny']));
      expect(chatEvents).toEqual(['channels.changed', 'competition.changed']);
      expect(scores).toHaveBeenCalledTimes(1);

      latest().onerror!();
      expect(live.status).toBe('offline');
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
      expect(latest().params.get('last_event_id')).toBe('7');
      latest().ready(7);
      expect(statuses).toEqual(['connecting', 'live', 'offline', 'connecting', 'live']);
    } finally {
      vi.useRealTimers();
    }
  });
});
