import type { Clock } from './clock.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Settings } from './settings.ts';

/**
 * What every feature is built from. A feature is one Fastify plugin, `features/<name>/feature.ts`, whose options are
 * this context plus the named dependencies it takes from features registered before it; it builds its own services,
 * registers its routes, and names its start-up and shut-down work as hooks (onReady, preClose, onClose). `app.ts`
 * registers the features in order.
 */
export interface FeatureContext {
  database: DatabaseHandle;
  settings: Settings;
  now: Clock;
}

/**
 * What features publish, for the features registered after them, the server process and tests. Each feature's
 * `feature.ts` adds its entries to this interface (`declare module '../../feature.ts'`) and sets them when it is
 * registered; `app.ts` hands them on as named dependencies.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each feature's declaration
export interface Services {}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
