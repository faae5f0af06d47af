import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Settings } from '../../settings.ts';
import { TasksRepo } from './repo.ts';
import { tasksRoutes } from './routes.ts';
import { TasksService } from './service.ts';

export async function registerTasks(
  app: FastifyInstance,
  options: { database: DatabaseHandle; settings: Settings; now: () => Date },
): Promise<void> {
  await app.register(tasksRoutes, {
    tasks: new TasksService(new TasksRepo(options.database.db), options.settings.TEAM_TIME_ZONE, options.now),
  });
}
