import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { LiveSnapshotsRepo } from './snapshots-repo.ts';
import { LiveWatcher, type LiveCompetition } from './watcher.ts';

declare module '../../feature.ts' {
  interface Services {
    liveScores: LiveWatcher;
  }
}

export interface LiveScoresOptions extends FeatureContext {
  competition: LiveCompetition;
  hub: Pick<LiveHub, 'watchedTopics'>;
}

/**
 * Scores, rankings, alliances and awards reaching open pages (decision 0011): the watcher looks at what this
 * instance's streams watch every LIVE_WATCH_SECONDS, and at once when a webhook names an event.
 */
export async function liveScoresFeature(app: FastifyInstance, { database, settings, now, competition, hub }: LiveScoresOptions): Promise<void> {
  const watcher = new LiveWatcher(
    new LiveSnapshotsRepo(database.db),
    competition,
    () => hub.watchedTopics(),
    now,
    (err, what) => app.log.warn({ err }, `${what} failed`),
  );
  app.services.liveScores = watcher;
  app.addHook('onReady', () => watcher.start(settings.LIVE_WATCH_SECONDS * 1000));
  app.addHook('preClose', () => watcher.stop());
}
