import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchSummaryRequest, matchSummaryResponse } from '@team7790/shared/ai/contracts';
import { matchKeyParam } from '@team7790/shared/competition/contracts/common';
import { errorResponse } from '@team7790/shared/http/errors';
import { z } from 'zod';
import { notFound } from '../../http-error.ts';
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

  // The kept summary only (never writes one, so not rate-limited): the match page is sent with it when there is one.
  r.get('/api/ai/match-summary/:matchKey', {
    schema: {
      tags: ['ai'],
      params: z.object({ matchKey: matchKeyParam }),
      response: { 200: matchSummaryResponse, 400: errorResponse, 404: errorResponse, 502: errorResponse },
    },
    handler: async (req) => {
      const kept = await summaries.kept(req.params.matchKey);
      if (!kept) throw notFound('No summary has been written for this match yet.');
      return kept;
    },
  });
}
