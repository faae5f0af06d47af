import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clientNetwork } from '../../client-network.ts';
import { tooManyRequests } from '../../http-error.ts';

/** The visitors' live stream (server-sent events): each open may send a catch-up of up to a few megabytes. */
const VISITOR_STREAM = '/api/live/stream';
/** Networks remembered at once; one forgotten starts again with a full allowance (so the map stays bounded). */
const NETWORKS_HELD = 50_000;

/**
 * How often one key (a network, `clientNetwork`: an IPv4 address, an IPv6 /64; or an account) may open a live stream
 * on this instance: a token bucket of `perMinute` opens, refilled at `perMinute` a minute, so a page with many tabs opens them all at once
 * and a phone reconnecting with its back-off (1 s doubling to 30 s) never runs out, while one address cannot open a
 * stream several times a second. Counted in real time, not the app clock (which may be placed or stand still).
 */
export class StreamOpenLimiter {
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: NETWORKS_HELD });

  constructor(
    private readonly perMinute: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** Takes one open for the key (a network, or an account): 0 when it may open, else the whole seconds until it may. */
  take(key: string): number {
    const now = this.nowMs();
    const held = this.buckets.get(key);
    const tokens = held ? Math.min(this.perMinute, held.tokens + ((now - held.at) * this.perMinute) / 60_000) : this.perMinute;
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil(((1 - tokens) * 60_000) / this.perMinute / 1000));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return 0;
  }
}

/**
 * Who is counted: a visitor's stream by its network; a member's by the account its ticket names, so a team behind
 * one venue or school address is never refused because of the fans beside it. A ticket that is not valid is answered
 * 401 after one lookup and sends nothing, so it is not counted (counting it per network would let a stranger on the
 * venue's Wi-Fi shut the members beside them out).
 */
export interface StreamOpenLimits {
  visitors: StreamOpenLimiter;
  members: StreamOpenLimiter;
}

export const streamOpenLimits = (perMinute: number): StreamOpenLimits => ({
  visitors: new StreamOpenLimiter(perMinute),
  members: new StreamOpenLimiter(perMinute),
});

const TOO_OFTEN = 'This network opens live updates too often; the page tries again shortly.';
const TOO_OFTEN_ACCOUNT = 'This account opens live updates too often; the page tries again shortly.';

/** A 429 (Retry-After) for a wait of `seconds`, or nothing when there is none. */
export function refuseOpen(seconds: number, account = false): void {
  if (seconds > 0) throw tooManyRequests(seconds, account ? TOO_OFTEN_ACCOUNT : TOO_OFTEN);
}

/**
 * Refuses a visitor's stream open past its network's allowance with a 429 (Retry-After), before anything else is done
 * for it. The members' stream is limited in its route, once its ticket names the account.
 */
export function limitStreamOpens(app: FastifyInstance, limits: StreamOpenLimits): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' || request.routeOptions.url !== VISITOR_STREAM) return;
    refuseOpen(limits.visitors.take(clientNetwork(request.ip)));
  });
}
