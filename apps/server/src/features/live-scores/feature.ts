import type { FastifyInstance } from 'fastify';
import { StateRepo } from '../../db/state-repo.ts';
import type { FeatureContext } from '../../feature.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { LiveSnapshotsRepo } from './snapshots-repo.ts';
import { LiveWatcher, type FollowedTeams, type LiveCompetition } from './watcher.ts';
import { ReceiptsRepo } from './webhooks/receipts-repo.ts';
import { webhookAdminRoutes, webhookRoutes } from './webhooks/routes.ts';
import { TbaWebhooks } from './webhooks/tba-webhook.ts';

declare module '../../feature.ts' {
  interface Services {
    liveScores: LiveWatcher;
    tbaWebhooks: TbaWebhooks;
  }
}

export interface LiveScoresOptions extends FeatureContext {
  competition: LiveCompetition;
  hub: Pick<LiveHub, 'watchedTopics'>;
  /** Teams someone follows: their current events are watched for alerts with no page open. */
  followedTeams: FollowedTeams;
}

/**
 * Competition changes (decision 0011): the one watcher that notices them, for open pages (every LIVE_WATCH_SECONDS
 * through the provider cache) and for alerts, and The Blue Alliance's webhook, which asks it to look at once.
 */
export async function liveScoresFeature(app: FastifyInstance, options: LiveScoresOptions): Promise<void> {
  const { database, settings, now, competition, hub, followedTeams } = options;
  const watcher = new LiveWatcher({
    repo: new LiveSnapshotsRepo(database.db),
    competition,
    watchedTopics: () => hub.watchedTopics(),
    followedTeams,
    now,
    log: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  const webhooks = new TbaWebhooks(
    new StateRepo(database.db),
    new ReceiptsRepo(database.db),
    settings.TBA_WEBHOOK_SECRET,
    watcher,
    now,
    (msg, data) => app.log.info(data ?? {}, msg),
  );
  app.services.liveScores = watcher;
  app.services.tbaWebhooks = webhooks;
  app.addHook('onReady', () => watcher.start(settings.LIVE_WATCH_SECONDS * 1000));
  app.addHook('preClose', () => watcher.stop());
  await app.register(webhookRoutes, { webhooks });
  await app.register(webhookAdminRoutes, { webhooks, publicSiteUrl: settings.PUBLIC_SITE_URL });
}
