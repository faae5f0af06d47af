import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

/** Liveness says the process answers; readiness says it can serve, which needs the database. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health/live', {
    schema: { tags: ['health'], response: { 200: healthResponse } },
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/api/health/ready', {
    schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      try {
        await database.query('select 1');
        return { status: 'ok' as const, database: database.engine };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: database.engine });
      }
    },
  });
}
