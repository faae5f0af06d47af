import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { READY_EVENT, RESYNC_EVENT } from '@team7790/shared/live/events';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { eventIdsForStream, eventLogBounds, eventTexts, type StoredEvent } from './event-log-repo.ts';
import type { LiveHub, LiveSubscriber } from './live-hub.ts';
import type { TicketsRepo } from './tickets-repo.ts';

const TICKET_TTL_MS = 60_000;
const HEARTBEAT_MS = 25_000;
/** A tab that stops reading is dropped; it reconnects and catches up from its last event id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Single-use tickets: EventSource cannot send the bearer token, and a token never goes into a URL. */
export class StreamTickets {
  constructor(
    private readonly repo: TicketsRepo,
    private readonly now: () => Date,
  ) {}

  async issue(user: AuthUser): Promise<{ ticket: string; expires_at: string }> {
    const ticket = randomBytes(32).toString('base64url');
    const expires = new Date(this.now().getTime() + TICKET_TTL_MS);
    await this.repo.insert(hashTicket(ticket), user.id, user.sessionId, expires);
    return { ticket, expires_at: expires.toISOString() };
  }

  /** Uses a ticket up; answers the user and session it was issued to, if the session is still live and a member's. */
  async redeem(ticket: string): Promise<{ userId: number; sessionId: number }> {
    const hit = await this.repo.take(hashTicket(ticket), this.now());
    if (!hit || !(await this.sessionLive(hit.session_id))) throw unauthorized('This stream ticket is invalid or has expired.');
    return { userId: hit.user_id, sessionId: hit.session_id };
  }

  /** A stream lives only as long as its session: signed out, expired, deleted or no longer a member ends it. */
  async sessionLive(sessionId: number): Promise<boolean> {
    return (await this.liveSessions([sessionId])).has(sessionId);
  }

  /** Which of these sessions are live: not revoked, not expired, and a member's. */
  async liveSessions(sessionIds: number[]): Promise<Set<number>> {
    if (sessionIds.length === 0) return new Set();
    return this.repo.liveSessions(sessionIds, this.now());
  }
}

/** A catch-up sends at most this many missed events; more and the tab is told to refetch (`resync`) instead. */
export const CATCH_UP_MAX_EVENTS = 200;
/** Nor more than this much stored payload (the ids query reads each row's size, not the row). */
const CATCH_UP_MAX_STORED_BYTES = 2 * 1024 * 1024;
/** A cursor this far behind the log's newest id is answered `resync` without reading a row. */
const CATCH_UP_MAX_ID_GAP = 20_000;
/** Missed events are read this many at a time, each page written before the next is read. */
const CATCH_UP_PAGE = 20;
/** A tab that does not take its catch-up within this long is dropped (it holds nothing meanwhile). */
const CATCH_UP_WRITE_TIMEOUT_MS = 30_000;
/** Live events arriving while a stream catches up are held, up to this many; past it the tab is told to refetch. */
const MAX_HELD = 500;

/** Each event's frame is made once, whatever the number of streams it goes to. */
const frames = new WeakMap<StoredEvent, string>();
const frameOf = (event: StoredEvent) => {
  let text = frames.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\ndata: ${JSON.stringify(event.event)}\n\n`;
    frames.set(event, text);
  }
  return text;
};
const RESYNC_FRAME = `event: ${RESYNC_EVENT}\ndata: {}\n\n`;

/**
 * One tab's server-sent event stream: a member's (chat events and the competition topics it watches) or a visitor's
 * (`member` null: the topics only). A resuming tab is first sent what it missed, a page at a time as it takes them
 * (or `resync` when that is too much), then `ready`; events that arrive meanwhile are held and sent after, in order.
 */
export class SseConnection implements LiveSubscriber {
  private held: StoredEvent[] | null = [];
  private heldOverflow = false;
  private lastSent = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private ended = false;
  readonly userId: number | null;
  readonly sessionId: number | null;
  readonly topics: ReadonlySet<string>;

  constructor(
    member: { userId: number; sessionId: number } | null,
    topics: readonly string[],
    private readonly res: ServerResponse,
    private readonly hub: LiveHub,
    private readonly db: Database,
    private readonly tickets: StreamTickets,
    /** A visitor's network (`clientNetwork`: its share of the cap); null for a member's stream. */
    readonly address: string | null = null,
  ) {
    this.userId = member?.userId ?? null;
    this.sessionId = member?.sessionId ?? null;
    this.topics = new Set(topics);
  }

  async open(lastEventId: number | undefined): Promise<void> {
    this.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    this.res.on('close', () => this.close());
    this.hub.add(this);
    // The session was live when the ticket was redeemed; a revocation announced between then and joining the hub
    // would have found no stream to end, so look once more now that the hub would hand it this one.
    if (this.sessionId !== null && !(await this.tickets.sessionLive(this.sessionId))) {
      this.close();
      return;
    }
    await this.send(`retry: 2000\n\n`);
    if (lastEventId !== undefined) await this.catchUp(lastEventId);
    if (this.ended) return;
    if (this.heldOverflow) {
      // More arrived during the catch-up than is worth holding: the tab refetches, and goes on from the newest.
      await this.send(RESYNC_FRAME);
      this.lastSent = Math.max(this.lastSent, this.hub.lastEventId);
    }
    await this.send(`event: ${READY_EVENT}\ndata: ${JSON.stringify({ last_event_id: Math.max(this.lastSent, this.hub.lastEventId) })}\n\n`);
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.deliver(event);
    if (this.ended) return;
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  deliver(event: StoredEvent): void {
    if (this.held) {
      if (this.held.length < MAX_HELD) this.held.push(event);
      else this.heldOverflow = true;
      return;
    }
    if (event.id <= this.lastSent) return;
    this.lastSent = event.id;
    this.write(frameOf(event));
  }

  close(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.hub.remove(this);
    this.res.end();
  }

  /**
   * Sends what the tab missed after `after`, bounded: a cursor too old (pruned) or too far behind, or more missed
   * events or bytes than a catch-up sends, is answered `resync` (the tab refetches what it shows). So is a cursor past
   * the log's newest id (a database restored from a backup, or an id made up): the stream then goes on from the
   * newest, and `ready` says so, or every event until the log passed the old cursor would be skipped. The decision
   * reads ids and sizes only; the payloads are then read a page at a time and written as the tab takes them, so
   * neither a slow tab nor many reconnecting ones hold the database or the server's memory.
   */
  private async catchUp(after: number): Promise<void> {
    const resync = async (from = Math.max(after, this.hub.lastEventId)) => {
      await this.send(RESYNC_FRAME);
      this.lastSent = from;
    };
    if (this.hub.lastEventId - after > CATCH_UP_MAX_ID_GAP) return resync();
    const stream = { userId: this.userId, topics: [...this.topics] };
    const [{ oldest, newest }, missed] = await this.hub.catchUpReads(() =>
      Promise.all([eventLogBounds(this.db), eventIdsForStream(this.db, stream, after, CATCH_UP_MAX_EVENTS + 1)]),
    );
    // Another instance may have delivered an event this one has not taken yet: the log's newest id counts too.
    const head = Math.max(newest ?? 0, this.hub.lastEventId);
    if (after > head) return resync(head);
    const pruned = oldest !== null && after < oldest - 1;
    const bytes = missed.reduce((sum, e) => sum + e.size, 0);
    if (pruned || missed.length > CATCH_UP_MAX_EVENTS || bytes > CATCH_UP_MAX_STORED_BYTES) return resync();
    this.lastSent = after;
    for (let at = 0; at < missed.length && !this.ended; at += CATCH_UP_PAGE) {
      const ids = missed.slice(at, at + CATCH_UP_PAGE).map((e) => e.id);
      const texts = await this.hub.catchUpReads(() => eventTexts(this.db, ids));
      for (const { id, text } of texts) {
        if (this.ended) return;
        this.lastSent = id;
        await this.send(`id: ${id}\ndata: ${text}\n\n`);
      }
    }
  }

  private async beat(): Promise<void> {
    if (this.sessionId !== null && !(await this.tickets.sessionLive(this.sessionId).catch(() => true))) {
      this.close();
      return;
    }
    this.write(': ping\n\n');
  }

  /** Writes while the stream opens, waiting for the tab to take what it was sent; a tab that takes nothing is dropped. */
  private async send(chunk: string): Promise<void> {
    if (this.ended || this.res.write(chunk)) return;
    const taken = await new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.res.off('drain', onDrain);
        this.res.off('close', onClose);
        resolve(ok);
      };
      const onDrain = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), CATCH_UP_WRITE_TIMEOUT_MS);
      this.res.on('drain', onDrain);
      this.res.on('close', onClose);
    });
    if (!taken) {
      this.res.destroy();
      this.close();
    }
  }

  /** Writes a live event: a tab that has stopped reading is dropped, and catches up from its last id when it returns. */
  private write(chunk: string): void {
    if (this.ended) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.res.destroy();
      this.close();
      return;
    }
    this.res.write(chunk);
  }
}
