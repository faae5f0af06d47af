import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import type { MetricsSources } from '../../plugins/metrics.ts';
import { LiveHub } from './live-hub.ts';
import { liveRoutes } from './routes.ts';
import { StreamTickets } from './stream.ts';
import { visitorStreamLimits } from './stream-limits.ts';
import { limitStreamOpens, streamOpenLimits } from './stream-opens.ts';
import { TicketsRepo } from './tickets-repo.ts';

declare module '../../feature.ts' {
  interface Services {
    liveHub: LiveHub;
  }
}

export interface LiveOptions extends FeatureContext {
  /** Where the number of open streams is reported. */
  metrics: MetricsSources;
}

/**
 * Live delivery (decision 0003): the event log other features append to (`publishEvents` in event-log-repo.ts), this
 * instance's hub that fans the events out, and the stream members' tabs hold open.
 */
export async function liveFeature(app: FastifyInstance, { database, settings, now, metrics }: LiveOptions): Promise<void> {
  const tickets = new StreamTickets(new TicketsRepo(database.db), now);
  const hub = new LiveHub(database, (ids) => tickets.liveSessions(ids), now);
  metrics.liveConnections = () => hub.size;
  // Start-up: listen for events (and revocations) before the first request; shut-down: end every open stream.
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.close());
  app.services.liveHub = hub;
  const opens = streamOpenLimits(settings.LIVE_STREAM_OPENS_PER_MINUTE);
  limitStreamOpens(app, opens);
  await app.register(liveRoutes, { tickets, hub, db: database.db, limits: visitorStreamLimits(settings), opens });
}
