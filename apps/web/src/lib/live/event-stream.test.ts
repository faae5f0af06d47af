import { READY_EVENT } from '@team7790/shared/live/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./stream-ticket.ts', () => ({ fetchStreamTicket: async () => ({ ticket: 'one-use' }) }));

/**
 * The tab's one live connection is a module-level singleton: a test file run earlier in the same worker (the suite
 * does not isolate files) may have left it connected. Each test loads the module afresh.
 */
async function freshEventStream() {
  vi.resetModules();
  return (await import('./event-stream.ts')).openEventStream;
}

/** The browser's EventSource, as far as the stream uses it: the test says when it is ready and when it drops. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (e: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  ready(lastEventId: number) {
    this.listeners.get(READY_EVENT)!({ data: JSON.stringify({ last_event_id: lastEventId }) } as MessageEvent<string>);
  }
}

describe('the live stream of a tab', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says when its first connection is live, so counts fetched before it are fetched again; a reconnection resumes instead', async () => {
    const onFirstLive = vi.fn();
    const statuses: string[] = [];
    const openEventStream = await freshEventStream();
    const stop = openEventStream({ onEvent: () => {}, onResync: () => {}, onStatus: (s) => statuses.push(s), onFirstLive });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), { timeout: 30_000 });
    expect(onFirstLive).not.toHaveBeenCalled();
    FakeEventSource.opened[0]!.ready(41);
    expect(onFirstLive).toHaveBeenCalledTimes(1);

    // The connection drops; the next one resumes after event 41 and is not a first connection.
    FakeEventSource.opened[0]!.onerror!();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 30_000 });
    expect(FakeEventSource.opened[1]!.url).toContain('last_event_id=41');
    FakeEventSource.opened[1]!.ready(41);
    expect(onFirstLive).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'live', 'offline', 'connecting', 'live']);
    stop();
  });
});
