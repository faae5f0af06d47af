import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { streamQuery, streamTicketResponse } from '@team7790/shared/notifications/contracts';
import type { Database } from '../../db/client.ts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import type { LiveHub } from './live-hub.ts';
import { SseConnection, type StreamTickets } from './stream.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface LiveRouteOptions {
  tickets: StreamTickets;
  hub: LiveHub;
  db: Database;
}

/** The live event stream (server-sent events) and the single-use tickets that open it. */
export async function liveRoutes(app: FastifyInstance, { tickets, hub, db }: LiveRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/chat/notifications/stream-ticket', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], response: { 200: streamTicketResponse, ...errors } },
    handler: (request) => tickets.issue(currentUser(request)),
  });

  // Authenticated by the single-use ticket, not the bearer header (EventSource cannot send one).
  r.get('/api/chat/notifications/stream', {
    schema: { tags: ['notifications'], querystring: streamQuery, response: { 401: errorResponse, 400: errorResponse } },
    handler: async (request, reply) => {
      const { userId, sessionId } = await tickets.redeem(request.query.ticket);
      const header = Number(request.headers['last-event-id']);
      const lastEventId = request.query.last_event_id ?? (Number.isInteger(header) && header >= 0 ? header : undefined);
      reply.hijack();
      const connection = new SseConnection(userId, sessionId, reply.raw, hub, db, tickets);
      await connection.open(lastEventId).catch(() => connection.close());
    },
  });
}
