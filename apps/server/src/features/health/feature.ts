import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and readiness, for the proxy and the process supervisor. */
export async function healthFeature(app: FastifyInstance, { database }: FeatureContext): Promise<void> {
  await app.register(healthRoutes, { database });
}
