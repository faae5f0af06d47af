import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { READY_EVENT, RESYNC_EVENT } from '@team7790/shared/notifications/live-events';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { eventsForStream, oldestEventId, type StoredEvent } from './event-log-repo.ts';
import type { LiveHub, LiveSubscriber } from './live-hub.ts';
import type { TicketsRepo } from './tickets-repo.ts';

const TICKET_TTL_MS = 60_000;
const HEARTBEAT_MS = 25_000;
/** More missed events than this and the client is better off refetching. */
const CATCH_UP_LIMIT = 1000;
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

const frame = (event: StoredEvent) => `id: ${event.id}\ndata: ${JSON.stringify(event.event)}\n\n`;

/**
 * One tab's server-sent event stream: a member's (chat events and the competition topics it watches) or a visitor's
 * (`member` null: the topics only). Events that arrive while it catches up are held, then sent in order.
 */
export class SseConnection implements LiveSubscriber {
  private held: StoredEvent[] | null = [];
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
    this.write(`retry: 2000\n\n`);
    if (lastEventId !== undefined) await this.catchUp(lastEventId);
    this.write(`event: ${READY_EVENT}\ndata: ${JSON.stringify({ last_event_id: Math.max(this.lastSent, this.hub.lastEventId) })}\n\n`);
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.deliver(event);
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  deliver(event: StoredEvent): void {
    if (this.held) {
      this.held.push(event);
      return;
    }
    if (event.id <= this.lastSent) return;
    this.lastSent = event.id;
    this.write(frame(event));
  }

  close(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.hub.remove(this);
    this.res.end();
  }

  private async catchUp(after: number): Promise<void> {
    const oldest = await oldestEventId(this.db);
    const missed = await eventsForStream(this.db, { userId: this.userId, topics: [...this.topics] }, after, CATCH_UP_LIMIT + 1);
    const pruned = oldest !== null && after < oldest - 1;
    if (pruned || missed.length > CATCH_UP_LIMIT) {
      this.write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
      this.lastSent = Math.max(after, this.hub.lastEventId);
      return;
    }
    this.lastSent = after;
    for (const event of missed) {
      this.lastSent = event.id;
      this.write(frame(event));
    }
  }

  private async beat(): Promise<void> {
    if (this.sessionId !== null && !(await this.tickets.sessionLive(this.sessionId).catch(() => true))) {
      this.close();
      return;
    }
    this.write(': ping\n\n');
  }

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
