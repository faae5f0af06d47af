import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { RateLimiter, TokenBucket } from './rate-limit.ts';
import { AccountsRepo } from './repo.ts';
import { accountsRoutes, teamPreferencesRoutes } from './routes.ts';
import { AccountsService } from './service.ts';
import { TeamPreferencesService } from './team-preferences.ts';

declare module '../../feature.ts' {
  interface Services {
    accounts: AccountsService;
    preferences: TeamPreferencesService;
  }
}

export interface AccountsOptions extends FeatureContext {
  /** Whether a team number exists, so that only real teams become favourites. */
  teamExists: (teamNumber: number) => boolean | Promise<boolean>;
}

/** Accounts and sessions (who the bearer token is: the app's auth plugin asks `accounts.authenticate`), and favourite teams. */
export async function accountsFeature(app: FastifyInstance, { database, settings, now, teamExists }: AccountsOptions): Promise<void> {
  const db = database.db;
  const accounts = new AccountsService(new AccountsRepo(db), new RateLimiter(db, now), new TokenBucket(db, now), settings, now);
  const preferences = new TeamPreferencesService(db, teamExists, settings.ALERT_UPCOMING_LEAD_MINUTES, now);
  app.services.accounts = accounts;
  app.services.preferences = preferences;
  await app.register(accountsRoutes, { accounts });
  await app.register(teamPreferencesRoutes, { preferences });
}
