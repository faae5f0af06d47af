import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { SearchLookup } from '@team7790/shared/site/search-target';
import { createClock } from './clock.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { FeatureContext, Services } from './feature.ts';
import { accountsFeature } from './features/accounts/feature.ts';
import { adminFeature } from './features/admin/feature.ts';
import { aiFeature } from './features/ai/feature.ts';
import { competitionMatchSchedule } from './features/calendar/competition-matches.ts';
import { calendarFeature } from './features/calendar/feature.ts';
import type { TeamMatchSchedule } from './features/calendar/match-schedule.ts';
import { chatFeature } from './features/chat/feature.ts';
import { competitionFeature } from './features/competition/feature.ts';
import { healthFeature } from './features/health/feature.ts';
import { liveFeature } from './features/live/feature.ts';
import { liveScoresFeature } from './features/live-scores/feature.ts';
import { notificationsFeature } from './features/notifications/feature.ts';
import type { HostResolver } from './features/notifications/push/endpoint-policy.ts';
import { scoutingFeature } from './features/scouting/feature.ts';
import { siteFeature } from './features/site/feature.ts';
import { tasksFeature } from './features/tasks/feature.ts';
import { registerAppClock } from './plugins/app-clock.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser, zodValidatorCompiler } from './plugins/json-body.ts';
import { requestLogSerializer } from './plugins/log-redaction.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPrivateAnswers } from './plugins/private-answers.ts';
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
  app.setValidatorCompiler(zodValidatorCompiler);
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
  // What the features publish (app.services), and every request's user from its bearer token: the accounts feature,
  // registered below, says who a token is.
  app.decorate('services', {} as Services);
  registerAuth(app, (token) => app.services.accounts.authenticate(token));

  // The features, in order: each builds its own services from the context and takes, by name, what it needs from the
  // ones registered before it.
  const context: FeatureContext = { database, settings, now };
  await app.register(healthFeature, context);
  // Competition asks scouting for members' estimates through a port: scouting, registered later, answers it by the time
  // a request comes (decision 0018).
  await app.register(competitionFeature, { ...context, metrics, scouting: { estimates: (eventKey) => app.services.scouting.estimates(eventKey) } });
  const searchLookup = options.searchLookup ?? app.services.competition.searchLookup;
  await app.register(accountsFeature, { ...context, teamExists: (n) => searchLookup.teamExists(n) });
  await app.register(adminFeature, context);
  await app.register(calendarFeature, { ...context, matches: options.teamMatchSchedule ?? competitionMatchSchedule(app.services.competition.reads) });
  await app.register(tasksFeature, context);
  await app.register(liveFeature, { ...context, metrics });
  await app.register(chatFeature, context);
  await app.register(aiFeature, { ...context, competition: app.services.competition.reads });
  await app.register(siteFeature, { ...context, searchLookup });
  await app.register(scoutingFeature, { ...context, competition: app.services.competition.reads });
  await app.register(notificationsFeature, {
    ...context,
    competition: app.services.competition.reads,
    chat: app.services.chat,
    pushPolicy: { standInOrigins: options.pushServiceStandIns, resolve: options.pushHostResolver },
  });
  // The one place competition changes are noticed, for pages and alerts alike, with the webhook as its input.
  await app.register(liveScoresFeature, {
    ...context,
    competition: app.services.competition,
    hub: app.services.liveHub,
    followedTeams: () => app.services.alerts.team.followedTeams(),
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
