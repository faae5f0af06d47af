import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import type { MetricsSources } from '../../plugins/metrics.ts';
import { competitionRoutes } from './routes.ts';
import { createCompetitionService, type CompetitionService, type ScoutingForCompetition } from './service.ts';

declare module '../../feature.ts' {
  interface Services {
    competition: CompetitionService;
  }
}

export interface CompetitionOptions extends FeatureContext {
  /** Where the provider caches' totals are reported. */
  metrics: MetricsSources;
  /** Our scouting, for members' predictions: a port wired in app.ts (null without the scouting feature). */
  scouting: ScoutingForCompetition | null;
}

/** Competition data (The Blue Alliance and Statbotics, or the simulated season) for the pages and the other features. */
export async function competitionFeature(app: FastifyInstance, { database, settings, now, metrics, scouting }: CompetitionOptions): Promise<void> {
  const competition = await createCompetitionService({
    settings,
    database,
    now,
    log: (err, path) => app.log.warn({ err, path }, 'competition provider refresh failed'),
  });
  metrics.providerCaches = () => competition.cacheStats();
  app.services.competition = competition;
  app.addHook('onClose', () => competition.close());
  await app.register(competitionRoutes, { pages: competition.pages, searchIndex: competition.searchIndex, scouting });
}
