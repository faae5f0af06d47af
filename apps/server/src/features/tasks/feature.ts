import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { TasksRepo } from './repo.ts';
import { tasksRoutes } from './routes.ts';
import { TasksService } from './service.ts';

/** The team's tasks. */
export async function tasksFeature(app: FastifyInstance, options: FeatureContext): Promise<void> {
  await app.register(tasksRoutes, {
    tasks: new TasksService(new TasksRepo(options.database.db), options.settings.TEAM_TIME_ZONE, options.now),
  });
}
