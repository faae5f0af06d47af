import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { searchResolveQuery, searchResolveResponse } from '@team7790/shared/site/search-resolve-contracts';
import { resolveSearchTarget, type SearchLookup } from '@team7790/shared/site/search-target';

export async function siteRoutes(app: FastifyInstance, deps: { searchLookup: SearchLookup; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Where the navigation bar's search box should go for this text (spec 1, search box rules). */
  r.get('/api/search/resolve', {
    schema: { tags: ['site'], querystring: searchResolveQuery, response: { 200: searchResolveResponse, 400: errorResponse } },
    handler: async (request) => ({
      path: (await resolveSearchTarget(request.query.q, deps.now(), deps.searchLookup))!,
    }),
  });
}
