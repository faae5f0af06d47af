import { okResponse } from '@team7790/shared/accounts/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import {
  assigneeListSchema,
  completeTaskBodySchema,
  taskBodySchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
} from '@team7790/shared/tasks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireMember } from '../../plugins/auth.ts';
import type { TasksService } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export async function tasksRoutes(app: FastifyInstance, { tasks }: { tasks: TasksService }) {
  await app.register(async (members) => {
    // onRequest, so a public account hears 403 before any validation of what it sent.
    members.addHook('onRequest', requireMember);
    const m = members.withTypeProvider<ZodTypeProvider>();

    m.get('/api/tasks', {
      schema: { tags: ['tasks'], querystring: taskListQuerySchema, response: { 200: taskListSchema, ...errors } },
      handler: (request) => tasks.list(currentUser(request), request.query),
    });

    m.get('/api/tasks/assignees', {
      onRequest: requireAdmin,
      schema: { tags: ['tasks'], response: { 200: assigneeListSchema, ...errors } },
      handler: () => tasks.assignees(),
    });

    m.get('/api/tasks/:id', {
      schema: { tags: ['tasks'], params: taskIdParamsSchema, response: { 200: taskSchema, ...errors } },
      handler: (request) => tasks.get(currentUser(request), request.params.id),
    });

    m.post('/api/tasks', {
      schema: { tags: ['tasks'], body: taskBodySchema, response: { 201: taskSchema, ...errors } },
      handler: async (request, reply) => reply.code(201).send(await tasks.create(currentUser(request), request.body)),
    });

    m.put('/api/tasks/:id', {
      schema: { tags: ['tasks'], params: taskIdParamsSchema, body: taskBodySchema, response: { 200: taskSchema, ...errors } },
      handler: (request) => tasks.update(currentUser(request), request.params.id, request.body),
    });

    m.patch('/api/tasks/:id/complete', {
      schema: { tags: ['tasks'], params: taskIdParamsSchema, body: completeTaskBodySchema, response: { 200: taskSchema, ...errors } },
      handler: (request) => tasks.setCompleted(currentUser(request), request.params.id, request.body.completed),
    });

    m.delete('/api/tasks/:id', {
      schema: { tags: ['tasks'], params: taskIdParamsSchema, response: { 200: okResponse, ...errors } },
      handler: async (request) => {
        await tasks.remove(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    });
  });
}
