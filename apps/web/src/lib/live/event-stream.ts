import type { LiveEvent } from '@team7790/shared/notifications/live-events';
import { READY_EVENT, RESYNC_EVENT } from '@team7790/shared/notifications/live-events';
import { API_BASE } from '../api-client.ts';
import { fetchStreamTicket } from './stream-ticket.ts';

export type StreamStatus = 'connecting' | 'live' | 'offline';

export interface StreamHandlers {
  onEvent(event: LiveEvent): void;
  /** The server could not replay what was missed: refetch everything. */
  onResync(): void;
  onStatus(status: StreamStatus): void;
  /**
   * The first connection of this tab is live. Whatever the page fetched before it (the unread counts) may have
   * missed an event sent while it was connecting; later connections resume after the last event instead.
   */
  onFirstLive?(): void;
}

const MIN_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * One EventSource per tab. Each (re)connection uses a fresh single-use ticket and resumes after the
 * last event id seen, so nothing is missed while the connection was down.
 */
export function openEventStream(handlers: StreamHandlers): () => void {
  let source: EventSource | null = null;
  let lastEventId: number | undefined;
  let backoff = MIN_BACKOFF_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    handlers.onStatus('offline');
    timer = setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  async function connect() {
    if (stopped) return;
    handlers.onStatus('connecting');
    let ticket: string;
    try {
      ticket = (await fetchStreamTicket()).ticket;
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const resume = lastEventId === undefined ? '' : `&last_event_id=${lastEventId}`;
    source = new EventSource(`${API_BASE}/chat/notifications/stream?ticket=${encodeURIComponent(ticket)}${resume}`);
    source.addEventListener(READY_EVENT, (e) => {
      const ready = JSON.parse((e as MessageEvent<string>).data) as { last_event_id: number };
      const first = lastEventId === undefined;
      lastEventId = Math.max(lastEventId ?? 0, ready.last_event_id);
      backoff = MIN_BACKOFF_MS;
      handlers.onStatus('live');
      if (first) handlers.onFirstLive?.();
    });
    source.addEventListener(RESYNC_EVENT, () => handlers.onResync());
    source.onmessage = (e: MessageEvent<string>) => {
      const id = Number(e.lastEventId);
      if (Number.isFinite(id) && id > 0) lastEventId = Math.max(lastEventId ?? 0, id);
      try {
        handlers.onEvent(JSON.parse(e.data) as LiveEvent);
      } catch {
        // A malformed event is skipped; the polling fallback reconciles.
      }
    };
    // The ticket is used up, so the browser's own retry cannot work: close and reconnect with a new one.
    source.onerror = () => {
      source?.close();
      source = null;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
