import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { RateLimiter } from '../accounts/rate-limit.ts';
import type { CompetitionReads } from '../competition/reads.ts';
import { MatchSummaryService } from './match-summary/summary-service.ts';
import { SummaryRepo } from './match-summary/summary-repo.ts';
import { aiRoutes } from './routes.ts';

/** Generated text about competition data: the match summary. */
export async function aiFeature(app: FastifyInstance, options: FeatureContext & { competition: Pick<CompetitionReads, 'matchPage'> }): Promise<void> {
  const { settings, competition, now } = options;
  const summaries = new MatchSummaryService({
    repo: new SummaryRepo(options.database.db),
    loadMatch: (matchKey) => competition.matchPage(matchKey),
    model: settings.AI_BASE_URL
      ? { baseUrl: settings.AI_BASE_URL, apiKey: settings.AI_API_KEY, model: settings.AI_MODEL, timeoutMs: settings.AI_TIMEOUT_MS }
      : null,
    limiter: new RateLimiter(options.database.db, now),
    limit: { max: settings.AI_SUMMARY_MAX_PER_ADDRESS, windowSeconds: settings.AI_SUMMARY_WINDOW_SECONDS },
    now,
    log: (err, matchKey) => app.log.warn({ err, matchKey }, 'match summary model failed; baseline summary used'),
  });
  await app.register(aiRoutes, { summaries });
}
