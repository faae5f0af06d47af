import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { forbidden } from '../http-error.ts';
import { bearerToken } from './auth.ts';

export const METRICS_PATH = '/api/metrics';

/** A provider cache's running totals, as the metrics read them. */
export interface CacheCounters {
  memoryHits: number;
  databaseHits: number;
  misses: number;
  staleAnswers: number;
  upstreamFailures: number;
}

/** Sources read at scrape time; features hand them over once they exist. */
export interface MetricsSources {
  liveConnections?: () => number;
  providerCaches?: () => Array<{ provider: string; stats: CacheCounters }>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Prometheus metrics at /api/metrics, one registry per app. Readable from this machine when the
 * request did not come through the proxy, or from anywhere with `Authorization: Bearer METRICS_TOKEN`.
 */
export function registerMetrics(app: FastifyInstance, { token }: { token: string | undefined }): MetricsSources {
  const sources: MetricsSources = {};
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by route and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'API requests answered with a 5xx status.',
    labelNames,
    registers: [registry],
  });
  new Gauge({
    name: 'live_connections',
    help: 'Open live (SSE) streams on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.liveConnections?.() ?? 0);
    },
  });
  const cacheMetric = (name: string, help: string, read: (s: CacheCounters) => Record<string, number>, label: string) =>
    new Counter({
      name,
      help,
      labelNames: ['provider', label],
      registers: [registry],
      collect() {
        // The caches keep running totals; the counter mirrors them at scrape time.
        this.reset();
        for (const { provider, stats } of sources.providerCaches?.() ?? []) {
          for (const [value, count] of Object.entries(read(stats))) this.inc({ provider, [label]: value }, count);
        }
      },
    });
  cacheMetric(
    'provider_cache_lookups_total',
    'Competition provider cache lookups by where the answer came from (a miss waited for the provider).',
    (s) => ({ memory: s.memoryHits, database: s.databaseHits, miss: s.misses }),
    'result',
  );
  cacheMetric(
    'provider_cache_events_total',
    'Stale answers served while the provider failed, and failed provider calls.',
    (s) => ({ stale_answer: s.staleAnswers, upstream_failure: s.upstreamFailures }),
    'event',
  );

  // Only matched API routes get a label of their own: unknown URLs must not grow the label set.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!request.url.startsWith('/api/')) return;
    const labels = { method: request.method, route: route ?? 'unmatched', status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
  });

  const allowed = (request: FastifyRequest): boolean => {
    const presented = bearerToken(request.headers.authorization);
    if (token && presented) {
      const a = Buffer.from(presented);
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    }
    // A forwarded request reached the proxy from outside, even though it arrives from loopback.
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
  };

  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!allowed(request)) throw forbidden('Metrics are readable from this machine, or with the metrics token.');
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });

  return sources;
}
