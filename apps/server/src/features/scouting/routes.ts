import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { pickListParams, pickListResponse, pickListTeamParams, pickOrderBody, pickTeamChange } from '@team7790/shared/scouting/contracts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import type { PickListService } from './pick-list-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

/** The team's shared pick lists: members only; visitors keep their picks on the device. */
export async function scoutingRoutes(app: FastifyInstance, { pickLists }: { pickLists: PickListService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scouting'];
  const noStore = { 'cache-control': 'no-store' };

  r.get('/api/scouting/pick-lists/:eventKey', {
    preHandler: requireMember,
    schema: { tags, params: pickListParams, response: { 200: pickListResponse, ...errors } },
    handler: async (request, reply) => reply.headers(noStore).send(await pickLists.get(request.params.eventKey)),
  });

  r.patch('/api/scouting/pick-lists/:eventKey/teams/:team', {
    preHandler: requireMember,
    schema: { tags, params: pickListTeamParams, body: pickTeamChange, response: { 200: pickListResponse, ...errors } },
    handler: (request) => pickLists.changeTeam(currentUser(request), request.params.eventKey, request.params.team, request.body),
  });

  r.put('/api/scouting/pick-lists/:eventKey/order', {
    preHandler: requireMember,
    schema: { tags, params: pickListParams, body: pickOrderBody, response: { 200: pickListResponse, ...errors } },
    handler: (request) => pickLists.reorder(request.params.eventKey, request.body),
  });

  r.post('/api/scouting/pick-lists/:eventKey/clear-statuses', {
    preHandler: requireMember,
    schema: { tags, params: pickListParams, response: { 200: pickListResponse, ...errors } },
    handler: (request) => pickLists.clearStatuses(currentUser(request), request.params.eventKey),
  });
}
