import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@team7790/shared/accounts/contracts';
import { adminUpdateUserBody, adminUserSchema, adminUsersQuery, adminUsersResponse, userIdParams } from '@team7790/shared/admin/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import type { AdminService } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireAdmin);

  r.get('/api/admin/users', {
    schema: { tags: ['admin'], querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors } },
    handler: (request) => admin.list(request.query.user_type),
  });

  r.put('/api/admin/users/:id', {
    schema: { tags: ['admin'], params: userIdParams, body: adminUpdateUserBody, response: { 200: adminUserSchema, ...errors } },
    handler: (request) => admin.update(currentUser(request), request.params.id, request.body),
  });

  r.delete('/api/admin/users/:id', {
    schema: { tags: ['admin'], params: userIdParams, response: { 200: okResponse, ...errors } },
    handler: async (request) => {
      await admin.remove(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  });
}
