import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the generated document is served; both answer the same JSON. */
export const OPENAPI_PATHS = ['/api/docs', '/api/docs/openapi.json'] as const;

type Transform = typeof jsonSchemaTransform;

/** Only the API is described: the web app's files and its catch-all are not part of it. */
const describeApiOnly: Transform = (document) => {
  if (!document.url.startsWith('/api/') || OPENAPI_PATHS.includes(document.url as (typeof OPENAPI_PATHS)[number])) {
    return { schema: { hide: true }, url: document.url };
  }
  return jsonSchemaTransform(document);
};

/**
 * The API described as OpenAPI 3, generated from the routes' zod schemas. Register it before
 * the routes: @fastify/swagger collects them through an onRoute hook.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Team 7790 API',
        description:
          'Competition data, public site and members area of FRC team 7790. Every error answers {error, code?, field?}. ' +
          'Signed-in calls send Authorization: Bearer <token> from POST /api/auth/login.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: describeApiOnly,
  });

  for (const url of OPENAPI_PATHS) {
    app.get(url, { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    });
  }
}
