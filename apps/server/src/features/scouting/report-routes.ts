import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@team7790/shared/http/errors';
import {
  crewResponse,
  deliveryBody,
  deliveryResponse,
  eventParams,
  reportDetailResponse,
  reportParams,
  reportsResponse,
  summaryResponse,
} from '@team7790/shared/scouting/match-scouting';
import { currentUser, requireAdmin, requireMember } from '../../plugins/auth.ts';
import type { CrewService } from './crew.ts';
import type { ReportReads } from './report-reads.ts';
import type { ReportService } from './report-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 502: errorResponse };
const tags = ['scouting'];
const noStore = { 'cache-control': 'no-store' };

export interface ReportRouteOptions {
  reports: ReportService;
  reads: ReportReads;
  crew: CrewService;
}

/**
 * Match-scouting reports (issue 31): members send them and read their own and the team's averages; administrators
 * read them all, as a spreadsheet too, and the crew view. Raw reports and notes never reach visitors or public accounts.
 */
export async function reportRoutes(app: FastifyInstance, { reports, reads, crew }: ReportRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Each report is answered on its own (accepted, duplicate or refused): 200 whenever the envelope is valid.
  r.post('/api/scouting/reports', {
    onRequest: requireMember,
    schema: { tags, body: deliveryBody, response: { 200: deliveryResponse, ...errors } },
    handler: async (request) => ({ results: await reports.deliver(currentUser(request), request.body.reports) }),
  });

  r.get('/api/scouting/reports/:id', {
    onRequest: requireMember,
    schema: { tags, params: reportParams, response: { 200: reportDetailResponse, ...errors } },
    handler: async (request, reply) => reply.headers(noStore).send(await reads.detail(currentUser(request), request.params.id)),
  });

  r.get('/api/scouting/events/:eventKey/reports', {
    onRequest: requireMember,
    schema: { tags, params: eventParams, response: { 200: reportsResponse, ...errors } },
    handler: async (request, reply) => reply.headers(noStore).send(await reads.list(currentUser(request), request.params.eventKey)),
  });

  r.get('/api/scouting/events/:eventKey/reports.csv', {
    onRequest: requireAdmin,
    schema: { tags, params: eventParams, response: { 200: z.string().describe('The reports as CSV (text/csv).'), ...errors } },
    handler: async (request, reply) => {
      const { eventKey } = request.params;
      return reply
        .headers(noStore)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${eventKey}-scouting-reports.csv"`)
        .send(await reads.csv(eventKey));
    },
  });

  r.get('/api/scouting/events/:eventKey/summary', {
    onRequest: requireMember,
    schema: { tags, params: eventParams, response: { 200: summaryResponse, ...errors } },
    handler: async (request, reply) => reply.headers(noStore).send(await reads.summary(request.params.eventKey)),
  });

  r.get('/api/scouting/events/:eventKey/crew', {
    onRequest: requireAdmin,
    schema: { tags, params: eventParams, response: { 200: crewResponse, ...errors } },
    handler: async (request, reply) => reply.headers(noStore).send(await crew.crew(request.params.eventKey)),
  });
}
