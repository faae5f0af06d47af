import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import {
  assignmentBody,
  assignmentParams,
  assignmentsResponse,
  eventParams,
  formBody,
  formResponse,
  formSeasonParams,
  formVersionParams,
  kitResponse,
} from '@team7790/shared/scouting/match-scouting';
import { currentUser, requireAdmin, requireMember } from '../../plugins/auth.ts';
import type { AssignmentService } from './assignment-service.ts';
import { noForm, type FormService } from './form-service.ts';
import type { KitService } from './kit.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };
const tags = ['scouting'];
const noStore = { 'cache-control': 'no-store' };

export interface FormRouteOptions {
  forms: FormService;
  kits: KitService;
  assignments: AssignmentService;
}

/**
 * Match scouting's setup (issue 31): the season's form, the event's kit for the phones, and who scouts which position.
 * Members read; administrators adjust the form and assign. The guards run on request, so a visitor or a public
 * account is refused before anything it sent is read.
 */
export async function formRoutes(app: FastifyInstance, { forms, kits, assignments }: FormRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/scouting/forms/:season', {
    onRequest: requireMember,
    schema: { tags, params: formSeasonParams, response: { 200: formResponse, ...errors } },
    handler: async (request, reply) => {
      const form = await forms.current(request.params.season);
      if (!form) throw noForm(request.params.season);
      return reply.headers(noStore).send(form);
    },
  });

  r.get('/api/scouting/forms/:season/versions/:version', {
    onRequest: requireMember,
    schema: { tags, params: formVersionParams, response: { 200: formResponse, ...errors } },
    handler: async (request, reply) => {
      const { season, version } = request.params;
      const form = await forms.version(season, version);
      if (!form) throw noForm(season);
      return reply.headers(noStore).send(form);
    },
  });

  r.put('/api/scouting/forms/:season', {
    onRequest: requireAdmin,
    schema: { tags, params: formSeasonParams, body: formBody, response: { 200: formResponse, ...errors } },
    handler: (request) => forms.adjust(currentUser(request), request.params.season, request.body),
  });

  r.get('/api/scouting/events/:eventKey/kit', {
    onRequest: requireMember,
    schema: { tags, params: eventParams, response: { 200: kitResponse, ...errors } },
    handler: async (request, reply) => reply.headers(noStore).send(await kits.kit(currentUser(request), request.params.eventKey)),
  });

  r.post('/api/scouting/events/:eventKey/assignments', {
    onRequest: requireAdmin,
    // The body's user_id is the scout being assigned, not the caller.
    config: { userIdNamesAnother: true },
    schema: { tags, params: eventParams, body: assignmentBody, response: { 200: assignmentsResponse, ...errors } },
    handler: async (request) => ({
      assignments: await assignments.add(currentUser(request), request.params.eventKey, request.body),
    }),
  });

  r.delete('/api/scouting/events/:eventKey/assignments/:id', {
    onRequest: requireAdmin,
    schema: { tags, params: assignmentParams, response: { 200: assignmentsResponse, ...errors } },
    handler: async (request) => ({ assignments: await assignments.remove(request.params.eventKey, request.params.id) }),
  });
}
