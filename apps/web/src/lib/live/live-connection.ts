import { MAX_LIVE_TOPICS } from '@team7790/shared/live/topics';
import type { CompetitionChange, LiveEvent } from '@team7790/shared/live/events';
import { READY_EVENT, RESYNC_EVENT } from '@team7790/shared/live/events';
import { API_BASE } from '../api-client.ts';

export type StreamStatus = 'connecting' | 'live' | 'offline';

/** The members' area on this tab: chat events, its unread counts and the connection's state. */
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

/**
 * A page watching competition topics (decision 0011): what changed for them; `onResync` when what it fetched may
 * have missed a change (the tab's first connection, or a gap too long for the server to replay): refetch.
 */
export interface TopicWatcher {
  topics: readonly string[];
  onChange(change: CompetitionChange): void;
  onResync?(): void;
}

export interface LiveConnectionOptions {
  /** A single-use ticket for the members' stream (EventSource cannot send the bearer token). */
  fetchTicket(): Promise<{ ticket: string }>;
  baseUrl?: string;
  /**
   * How long after a tab's first connection goes live its pages fetch again what they may have missed while it
   * connected. Not at once: the page has just loaded, and a phone's main thread is busiest then; a change in those
   * seconds shows a few seconds late instead. Spread so that a crowd of pages does not ask at one instant.
   */
  catchUpDelayMs?: () => number;
}

const CATCH_UP_DELAY_MS = () => 8000 + Math.random() * 4000;

const MIN_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The tab's one live connection (decision 0011), whatever it watches: a member's chat and the competition topics of
 * the pages open in it, or a visitor's topics alone. A change of what it watches reconnects after the last event
 * seen, so the server replays what came in between: no gap, no repeat. Each reconnection of a member's stream uses a
 * fresh single-use ticket. With nothing to watch it holds no connection.
 */
export class LiveConnection {
  private member: StreamHandlers | null = null;
  private memberLive = false;
  private readonly watchers = new Set<TopicWatcher>();
  private readonly statusListeners = new Set<() => void>();
  private source: EventSource | null = null;
  /** What the open (or opening) connection is for: its member flag and topics. */
  private openFor: string | null = null;
  private lastEventId: number | undefined;
  private backoff = MIN_BACKOFF_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private planned = false;
  private generation = 0;
  private currentStatus: StreamStatus = 'offline';

  constructor(private readonly options: LiveConnectionOptions) {}

  /** 'live' while events arrive as they happen; otherwise pages keep themselves fresh by polling. */
  get status(): StreamStatus {
    return this.currentStatus;
  }

  /** Called when the status changes (React's useSyncExternalStore). */
  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** The members' area takes the connection over (its events, its ticket); null gives it back. */
  setMember(handlers: StreamHandlers | null): void {
    this.member = handlers;
    this.memberLive = false;
    this.changed();
  }

  /** The members' area's handlers, while it holds the connection. */
  get memberHandlers(): StreamHandlers | null {
    return this.member;
  }

  /** Watches competition topics until the answer is called. */
  watch(watcher: TopicWatcher): () => void {
    this.watchers.add(watcher);
    this.changed();
    return () => {
      this.watchers.delete(watcher);
      this.changed();
    };
  }

  /** Topics in use, in a stable order; more than the server takes are left to polling. */
  private topics(): string[] {
    const all = new Set<string>();
    for (const w of this.watchers) for (const t of w.topics) all.add(t);
    return [...all].sort().slice(0, MAX_LIVE_TOPICS);
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }

  private changed(): void {
    // Several pages mount and unmount in one render: connect once they have settled.
    if (this.planned) return;
    this.planned = true;
    queueMicrotask(() => {
      this.planned = false;
      this.reconcile();
    });
  }

  private reconcile(): void {
    const topics = this.topics();
    const wanted = this.member || topics.length > 0 ? JSON.stringify([this.member !== null, topics]) : null;
    if (wanted === this.openFor) return;
    this.close();
    this.openFor = wanted;
    if (wanted === null) {
      this.setStatus('offline');
      return;
    }
    void this.connect(topics);
  }

  private close(): void {
    this.generation += 1;
    clearTimeout(this.retryTimer);
    this.source?.close();
    this.source = null;
  }

  private retry(topics: string[]): void {
    this.setStatus('offline');
    this.member?.onStatus('offline');
    const generation = this.generation;
    this.retryTimer = setTimeout(() => {
      if (generation === this.generation) void this.connect(topics);
    }, this.backoff);
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
  }

  private async connect(topics: string[]): Promise<void> {
    const generation = this.generation;
    const member = this.member;
    if (this.currentStatus !== 'live') {
      this.setStatus('connecting');
      member?.onStatus('connecting');
    }
    const query = new URLSearchParams();
    if (member) {
      try {
        query.set('ticket', (await this.options.fetchTicket()).ticket);
      } catch {
        if (generation === this.generation) this.retry(topics);
        return;
      }
      if (generation !== this.generation) return;
    }
    if (topics.length > 0) query.set('topics', topics.join(','));
    // Without a last event id the server starts from now: what pages fetched before may have missed a change.
    const fresh = this.lastEventId === undefined;
    if (!fresh) query.set('last_event_id', String(this.lastEventId));
    const base = this.options.baseUrl ?? API_BASE;
    const source = new EventSource(`${base}${member ? '/chat/notifications/stream' : '/live/stream'}?${query.toString()}`);
    this.source = source;
    // After a resync the server's place is the one to keep, even below ours (its log was restored from a backup).
    let resynced = false;
    source.addEventListener(READY_EVENT, (e) => {
      if (generation !== this.generation) return;
      const ready = JSON.parse((e as MessageEvent<string>).data) as { last_event_id: number };
      this.lastEventId = resynced ? ready.last_event_id : Math.max(this.lastEventId ?? 0, ready.last_event_id);
      this.backoff = MIN_BACKOFF_MS;
      this.setStatus('live');
      if (fresh) {
        // Whatever connection holds by then: the pages watching then fetch again.
        setTimeout(
          () => {
            for (const w of this.watchers) w.onResync?.();
          },
          (this.options.catchUpDelayMs ?? CATCH_UP_DELAY_MS)(),
        );
      }
      if (member) {
        member.onStatus('live');
        if (!this.memberLive) {
          this.memberLive = true;
          member.onFirstLive?.();
        }
      }
    });
    source.addEventListener(RESYNC_EVENT, () => {
      if (generation !== this.generation) return;
      resynced = true;
      member?.onResync();
      for (const w of this.watchers) w.onResync?.();
    });
    source.onmessage = (e: MessageEvent<string>) => {
      if (generation !== this.generation) return;
      const id = Number(e.lastEventId);
      if (Number.isInteger(id) && id > 0) {
        // Already handled (a replay overlapping what an earlier connection delivered).
        if (this.lastEventId !== undefined && id <= this.lastEventId) return;
        this.lastEventId = id;
      }
      let event: LiveEvent;
      try {
        event = JSON.parse(e.data) as LiveEvent;
      } catch {
        return; // A malformed event is skipped; the polling fallback reconciles.
      }
      this.dispatch(event);
    };
    // A used ticket cannot reconnect by itself, and a refused visitor stream should back off: close and retry.
    source.onerror = () => {
      if (generation !== this.generation) return;
      source.close();
      this.source = null;
      this.retry(topics);
    };
  }

  private dispatch(event: LiveEvent): void {
    if (event.type === 'competition.changed') {
      const topics = new Set(event.topics);
      for (const w of this.watchers) if (w.topics.some((t) => topics.has(t))) w.onChange(event);
    }
    this.member?.onEvent(event);
  }
}
