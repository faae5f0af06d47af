import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SearchLookup } from '@team7790/shared/site/search-target';
import type { DatabaseHandle } from './db/client.ts';
import { RateLimiter, TokenBucket } from './features/accounts/rate-limit.ts';
import { registerAi } from './features/ai/feature.ts';
import { AccountsRepo } from './features/accounts/repo.ts';
import { accountsRoutes, teamPreferencesRoutes } from './features/accounts/routes.ts';
import { AccountsService } from './features/accounts/service.ts';
import { TeamPreferencesService } from './features/accounts/team-preferences.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { AdminService } from './features/admin/service.ts';
import { bearerToken } from './features/accounts/tokens.ts';
import { competitionMatchSchedule } from './features/calendar/competition-matches.ts';
import { registerCalendar } from './features/calendar/feature.ts';
import { registerChat } from './features/chat/feature.ts';
import { registerAlerts } from './features/notifications/alerts/feature.ts';
import type { HostResolver } from './features/notifications/push/endpoint-policy.ts';
import { competitionRoutes } from './features/competition/routes.ts';
import { createCompetitionService, type CompetitionService } from './features/competition/service.ts';
import { createClock } from './features/competition/simulation/clock.ts';
import type { TeamMatchSchedule } from './features/calendar/match-schedule.ts';
import { healthRoutes } from './features/health/routes.ts';
import { registerScouting } from './features/scouting/feature.ts';
import { registerSite } from './features/site/feature.ts';
import { siteRoutes } from './features/site/routes.ts';
import { registerTasks } from './features/tasks/feature.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerAppClock } from './plugins/app-clock.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { requestLogSerializer } from './plugins/log-redaction.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPrivateAnswers } from './plugins/private-answers.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerTextInputGuard } from './plugins/text-input.ts';
import { registerWeb } from './plugins/web.ts';
import type { Settings } from './settings.ts';

export interface AppOptions {
  settings: Settings;
  database: DatabaseHandle;
  /** The clock every service reads; tests place it. */
  now?: () => Date;
  /** Whether team and event numbers exist, for the search box. */
  searchLookup?: SearchLookup;
  /** The team's upcoming matches for calendar subscriptions; without it feeds carry events only. */
  teamMatchSchedule?: TeamMatchSchedule;
  /**
   * Test seam: push service stand-ins on this machine (`http://127.0.0.1:PORT`) that browsers' push
   * endpoints may point at, past the endpoint policy (https only, known push services, public addresses).
   */
  pushServiceStandIns?: readonly string[];
  /** Test seam: how push service host names are resolved (the system resolver otherwise). */
  pushHostResolver?: HostResolver;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface Services {
  accounts: AccountsService;
  admin: AdminService;
  preferences: TeamPreferencesService;
  competition: CompetitionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The whole product as one Fastify instance: plugins in order, then the features' routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  // CLOCK_START places the whole app (and the simulated season) at a chosen moment; without it, real time.
  const now = options.now ?? createClock(settings.CLOCK_START);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: settings.LOG_LEVEL, serializers: { req: requestLogSerializer }, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: settings.TRUST_PROXY,
    return503OnClosing: true,
    // Start-up steps (the page renderer's load, the features' own) may take more than Fastify's default 10 s on a busy
    // machine; a slow start is not a failed one. A step that truly hangs still stops the start.
    pluginTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Errors met before any route, and requests Node cannot parse, answer in the product's error shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAppClock(app, now);
  registerJsonBodyParser(app);
  registerPrivateAnswers(app);
  registerTextInputGuard(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  // Every answer names its request, so a user's report finds its log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerOpenApi(app);
  const metrics = registerMetrics(app, { token: settings.METRICS_TOKEN });

  const accounts = new AccountsService(
    new AccountsRepo(database.db),
    new RateLimiter(database.db, now),
    new TokenBucket(database.db, now),
    settings,
    now,
  );
  const competition = await createCompetitionService({
    settings,
    database,
    now,
    log: (err, path) => app.log.warn({ err, path }, 'competition provider refresh failed'),
  });
  metrics.providerCaches = () => competition.cacheStats();
  const searchLookup = options.searchLookup ?? competition.searchLookup;
  const admin = new AdminService(database.db, now, settings.PASSWORD_SCRYPT_LOG_N);
  const preferences = new TeamPreferencesService(database.db, (n) => searchLookup.teamExists(n), now);
  app.decorate('services', { accounts, admin, preferences, competition });

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await accounts.authenticate(token) : null;
  });

  await app.register(healthRoutes, { database });
  await app.register(accountsRoutes, { accounts });
  await app.register(teamPreferencesRoutes, { preferences });
  await app.register(adminRoutes, { admin });
  await registerCalendar(app, { database, settings, now, matches: options.teamMatchSchedule ?? competitionMatchSchedule(competition) });
  await registerTasks(app, { database, settings, now });
  const chat = await registerChat(app, { database, settings, now });
  metrics.liveConnections = () => chat.hub.size;
  await app.register(competitionRoutes, { competition });
  await registerAi(app, { database, settings, now, competition });
  app.addHook('onClose', () => competition.close());
  await app.register(siteRoutes, {
    now,
    searchLookup,
  });
  await registerSite(app, { database, settings, now });
  await registerScouting(app, { database, competition, now });
  await registerAlerts(app, {
    database,
    settings,
    now,
    competition,
    pushPolicy: { standInOrigins: options.pushServiceStandIns, resolve: options.pushHostResolver },
  });
  await registerWeb(app, settings.WEB_DIST_DIR);

  // Requests in flight when shutdown begins still finish, but their keep-alive sockets must not hold it open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
