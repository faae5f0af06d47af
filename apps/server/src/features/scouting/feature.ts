import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import type { CompetitionService } from '../competition/service.ts';
import { PickListRepo } from './pick-list-repo.ts';
import { PickListService } from './pick-list-service.ts';
import { scoutingRoutes } from './routes.ts';

/** Shared scouting pick lists, live to every member through the chat event stream. */
export async function scoutingFeature(
  app: FastifyInstance,
  { database, competition, now }: FeatureContext & { competition: CompetitionService },
): Promise<void> {
  await app.register(scoutingRoutes, { pickLists: new PickListService(new PickListRepo(database.db), competition, now) });
}
