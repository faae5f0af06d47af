import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clientNetwork } from '../../client-network.ts';
import { tooManyRequests } from '../../http-error.ts';

/** The live streams (server-sent events): each open may send a catch-up of up to a few megabytes. */
export const STREAM_ROUTES: ReadonlySet<string> = new Set(['/api/live/stream', '/api/chat/notifications/stream']);
/** Networks remembered at once; one forgotten starts again with a full allowance (so the map stays bounded). */
const NETWORKS_HELD = 50_000;

/**
 * How often one network (`clientNetwork`: an IPv4 address, an IPv6 /64) may open a live stream on this instance: a
 * token bucket of `perMinute` opens, refilled at `perMinute` a minute, so a page with many tabs opens them all at once
 * and a phone reconnecting with its back-off (1 s doubling to 30 s) never runs out, while one address cannot open a
 * stream several times a second. Counted in real time, not the app clock (which may be placed or stand still).
 */
export class StreamOpenLimiter {
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: NETWORKS_HELD });

  constructor(
    private readonly perMinute: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** Takes one open for the network: 0 when it may open, else the whole seconds until it may. */
  take(network: string): number {
    const now = this.nowMs();
    const held = this.buckets.get(network);
    const tokens = held ? Math.min(this.perMinute, held.tokens + ((now - held.at) * this.perMinute) / 60_000) : this.perMinute;
    if (tokens < 1) {
      this.buckets.set(network, { tokens, at: now });
      return Math.max(1, Math.ceil(((1 - tokens) * 60_000) / this.perMinute / 1000));
    }
    this.buckets.set(network, { tokens: tokens - 1, at: now });
    return 0;
  }
}

/** Refuses a stream open past the network's allowance with a 429 (Retry-After), before anything else is done for it. */
export function limitStreamOpens(app: FastifyInstance, limiter: StreamOpenLimiter): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' || !STREAM_ROUTES.has(request.routeOptions.url ?? '')) return;
    const wait = limiter.take(clientNetwork(request.ip));
    if (wait > 0) throw tooManyRequests(wait, 'This network opens live updates too often; the page tries again shortly.');
  });
}
