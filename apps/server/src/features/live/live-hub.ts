import pLimit from 'p-limit';
import type { DatabaseHandle } from '../../db/client.ts';
import { EVENTS_CHANNEL, eventsAfter, newestEventId, pruneEvents, type StoredEvent } from './event-log-repo.ts';
import type { VisitorStreamLimits } from './stream-limits.ts';
import { TicketsRepo } from './tickets-repo.ts';

/** One open stream (a browser tab); the hub hands it the events its user may see and the changes of its topics. */
export interface LiveSubscriber {
  /** Null for a visitor's stream: it gets competition changes only, never a members' event. */
  readonly userId: number | null;
  /** The sign-in it was opened under: revoking it ends the stream (null for a visitor's). */
  readonly sessionId: number | null;
  /** The competition topics it watches (decision 0011). */
  readonly topics: ReadonlySet<string>;
  /** The client's network (`clientNetwork`), for a visitor's stream (its share of the visitor cap); null for a member's. */
  readonly address: string | null;
  deliver(event: StoredEvent): void;
  close(): void;
}

const BATCH = 500;
/** Catch-up reads running at once on this instance; more wait their turn, so a reconnect flood leaves pages room. */
const CATCH_UP_READS = 2;
/** NOTIFY is the fast path; this slow sweep only covers a notification lost while reconnecting. */
const SAFETY_SWEEP_MS = 5_000;
const RETENTION_MS = 72 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
/**
 * Announced by database triggers (migration 0008) when a session is revoked or deleted ("session:<id>"), or a user
 * deleted or made public ("user:<id>"), whatever made the change; delivered to every instance on commit.
 */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

/** Which of these sessions are still live (not revoked or expired, and a member's). */
export type LiveSessions = (sessionIds: number[]) => Promise<Set<number>>;

/**
 * Per-instance fan-out. Every instance LISTENs on live_events; on each NOTIFY it reads the event rows
 * after its cursor (so a missed or merged notification loses nothing) and passes each to the open
 * streams of the users in its audience.
 */
export class LiveHub {
  private cursor = 0;
  private readonly all = new Set<LiveSubscriber>();
  /** Members' streams: they get the chat events. */
  private readonly members = new Set<LiveSubscriber>();
  private readonly byUser = new Map<number, Set<LiveSubscriber>>();
  private readonly byTopic = new Map<string, Set<LiveSubscriber>>();
  /** Visitors' streams by client network. */
  private readonly byAddress = new Map<string, Set<LiveSubscriber>>();
  private pumping: Promise<void> | null = null;
  private again = false;
  private stopListening: (() => Promise<void>) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private readonly tickets: TicketsRepo;
  /** Streams' catch-up reads go through this, a few at a time. */
  readonly catchUpReads = pLimit(CATCH_UP_READS);

  constructor(
    private readonly database: DatabaseHandle,
    private readonly liveSessions: LiveSessions,
    /** The app clock, by which stream tickets are stamped (CLOCK_START may place it far from the database's). */
    private readonly now: () => Date,
  ) {
    this.tickets = new TicketsRepo(database.db);
  }

  get lastEventId(): number {
    return this.cursor;
  }

  get size(): number {
    return this.all.size;
  }

  /** Open visitors' streams (their number is capped). */
  get visitors(): number {
    return this.all.size - this.members.size;
  }

  /**
   * Whether a visitor's stream from `address` watching `topics` fits its shares (decision 0011): the instance's cap,
   * the address's share of it, and the distinct topics watched here and from that address. Null when it fits, else
   * what is full.
   */
  refusal(address: string, topics: readonly string[], limits: VisitorStreamLimits): string | null {
    if (this.visitors >= limits.streams) return 'Too many live connections right now; this page refreshes itself instead.';
    const fromAddress = this.byAddress.get(address);
    if ((fromAddress?.size ?? 0) >= limits.streamsPerAddress) {
      return 'Too many live connections from your network right now; this page refreshes itself instead.';
    }
    const newTopics = topics.filter((t) => !this.byTopic.has(t));
    if (this.byTopic.size + newTopics.length > limits.topics) return 'Too many pages are watched live right now; this page refreshes itself instead.';
    const addressTopics = new Set(topics);
    for (const s of fromAddress ?? []) for (const t of s.topics) addressTopics.add(t);
    if (addressTopics.size > limits.topicsPerAddress) {
      return 'Your network watches too many pages live right now; this page refreshes itself instead.';
    }
    return null;
  }

  /** The topics this instance's open streams watch: what the live watcher looks at. */
  watchedTopics(): string[] {
    return [...this.byTopic.keys()];
  }

  async start(): Promise<void> {
    this.cursor = await newestEventId(this.database.db);
    const stopEvents = await this.database.listen(
      EVENTS_CHANNEL,
      () => void this.pump(),
      () => void this.pump(),
    );
    // A revocation missed while the listening connection was down is found by checking every open stream's session.
    const stopRevocations = await this.database.listen(
      SESSIONS_REVOKED_CHANNEL,
      (payload) => this.revoked(payload),
      () => void this.recheckSessions(),
    );
    this.stopListening = async () => {
      await stopEvents();
      await stopRevocations();
    };
    await this.prune();
    this.timers = [setInterval(() => void this.pump(), SAFETY_SWEEP_MS), setInterval(() => void this.prune(), PRUNE_EVERY_MS)];
    for (const t of this.timers) t.unref();
  }

  add(subscriber: LiveSubscriber): void {
    this.all.add(subscriber);
    if (subscriber.userId !== null) {
      this.members.add(subscriber);
      addTo(this.byUser, subscriber.userId, subscriber);
    } else if (subscriber.address !== null) {
      addTo(this.byAddress, subscriber.address, subscriber);
    }
    for (const topic of subscriber.topics) addTo(this.byTopic, topic, subscriber);
  }

  remove(subscriber: LiveSubscriber): void {
    this.all.delete(subscriber);
    this.members.delete(subscriber);
    if (subscriber.userId !== null) removeFrom(this.byUser, subscriber.userId, subscriber);
    else if (subscriber.address !== null) removeFrom(this.byAddress, subscriber.address, subscriber);
    for (const topic of subscriber.topics) removeFrom(this.byTopic, topic, subscriber);
  }

  /** Ends at once, without asking the database, the streams a revocation announcement names. */
  revoked(payload: string): void {
    const match = /^(session|user):(\d+)$/.exec(payload);
    if (!match) return;
    const id = Number(match[2]);
    const ended = match[1] === 'user' ? [...(this.byUser.get(id) ?? [])] : [...this.members].filter((s) => s.sessionId === id);
    for (const s of ended) s.close();
  }

  /** Closes every open stream whose session is no longer live. */
  async recheckSessions(): Promise<void> {
    const open = [...this.members].filter((s) => s.sessionId !== null);
    if (open.length === 0) return;
    try {
      const live = await this.liveSessions([...new Set(open.map((s) => s.sessionId!))]);
      for (const s of open) if (!live.has(s.sessionId!)) s.close();
    } catch {
      // The database is unreachable for now; each stream's heartbeat checks its session again.
    }
  }

  /** Reads and dispatches everything after the cursor; concurrent calls merge into one more pass. */
  pump(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.again = false;
          let batch: StoredEvent[];
          do {
            batch = await eventsAfter(this.database.db, this.cursor, BATCH);
            for (const event of batch) {
              this.cursor = event.id;
              this.dispatch(event);
            }
          } while (batch.length === BATCH);
        } while (this.again && !this.closed);
      } catch {
        // The database is unreachable for now; the next notification or sweep tries again.
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  private dispatch(event: StoredEvent): void {
    if (event.topics) {
      // A stream watching two of the topics gets it once: each stream skips an id it has sent.
      for (const topic of event.topics) for (const s of this.byTopic.get(topic) ?? []) s.deliver(event);
      return;
    }
    if (event.audience === null) {
      for (const s of this.members) s.deliver(event);
      return;
    }
    for (const userId of event.audience) for (const s of this.byUser.get(userId) ?? []) s.deliver(event);
  }

  private async prune(): Promise<void> {
    // Events are stamped by the database's clock; tickets by the app clock that issued them.
    const cutoff = new Date(Date.now() - RETENTION_MS);
    await pruneEvents(this.database.db, cutoff).catch(() => {});
    await this.tickets.pruneExpired(this.now()).catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    for (const s of [...this.all]) s.close();
    await this.stopListening?.().catch(() => {});
    await this.pumping;
  }
}

function addTo<K>(map: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber): void {
  const set = map.get(key) ?? new Set();
  set.add(subscriber);
  map.set(key, set);
}

function removeFrom<K>(map: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber): void {
  const set = map.get(key);
  set?.delete(subscriber);
  if (set?.size === 0) map.delete(key);
}
