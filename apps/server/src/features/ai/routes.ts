import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchSummaryRequest, matchSummaryResponse } from '@team7790/shared/ai/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import type { MatchSummaryService } from './match-summary/summary-service.ts';

export async function aiRoutes(app: FastifyInstance, { summaries }: { summaries: MatchSummaryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/ai/match-summary/generate', {
    schema: {
      tags: ['ai'],
      body: matchSummaryRequest,
      response: { 200: matchSummaryResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse, 502: errorResponse },
    },
    // The client's `match` is accepted for compatibility and ignored: the server loads the match itself.
    handler: async (req) => summaries.summarize(req.body.match_key, { regenerate: req.body.regenerate, address: req.ip }),
  });
}
