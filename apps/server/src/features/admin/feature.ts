import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { adminRoutes } from './routes.ts';
import { AdminService } from './service.ts';

declare module '../../feature.ts' {
  interface Services {
    admin: AdminService;
  }
}

/** Administration of accounts. */
export async function adminFeature(app: FastifyInstance, { database, settings, now }: FeatureContext): Promise<void> {
  const admin = new AdminService(database.db, now, settings.PASSWORD_SCRYPT_LOG_N);
  app.services.admin = admin;
  await app.register(adminRoutes, { admin });
}
