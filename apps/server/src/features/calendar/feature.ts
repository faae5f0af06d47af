import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { siteOrigin } from '../../plugins/site-origin.ts';
import { CalendarMatches } from './calendar-matches.ts';
import type { TeamMatchSchedule } from './match-schedule.ts';
import { CalendarRepo } from './repo.ts';
import { calendarRoutes } from './routes.ts';
import { CalendarService } from './service.ts';
import { SubscriptionService } from './subscriptions.ts';

/** The calendar's services and routes; `matches` adds the team's matches to subscription feeds when given. */
export async function calendarFeature(app: FastifyInstance, options: FeatureContext & { matches?: TeamMatchSchedule }): Promise<void> {
  const repo = new CalendarRepo(options.database.db);
  const timeZone = options.settings.TEAM_TIME_ZONE;
  await app.register(calendarRoutes, {
    origin: siteOrigin(options.settings, (message, host) => app.log.warn({ host }, message)),
    calendar: new CalendarService(repo, timeZone, options.now),
    matches: new CalendarMatches(options.matches, timeZone, app.log),
    subscriptions: new SubscriptionService(repo, timeZone, options.now, options.matches, app.log),
  });
}
