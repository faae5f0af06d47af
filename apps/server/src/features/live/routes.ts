import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { parseTopics } from '@team7790/shared/live/topics';
import { publicStreamQuery, streamQuery, streamTicketResponse } from '@team7790/shared/live/contracts';
import { clientNetwork } from '../../client-network.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import type { LiveHub } from './live-hub.ts';
import { SseConnection, type StreamTickets } from './stream.ts';
import type { VisitorStreamLimits } from './stream-limits.ts';
import { refuseOpen, type StreamOpenLimits } from './stream-opens.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface LiveRouteOptions {
  tickets: StreamTickets;
  hub: LiveHub;
  db: Database;
  /** What visitors' streams may hold on this instance; past it, pages fall back to polling. */
  limits: VisitorStreamLimits;
  /** How often a network (visitors) or an account (members) may open a stream. */
  opens: StreamOpenLimits;
}

const topicsOf = (raw: string | undefined): string[] => {
  const parsed = parseTopics(raw);
  return 'topics' in parsed ? parsed.topics : [];
};

const lastEventIdOf = (query: number | undefined, header: string | string[] | undefined): number | undefined => {
  const fromHeader = Number(header);
  return query ?? (Number.isInteger(fromHeader) && fromHeader >= 0 ? fromHeader : undefined);
};

/** The live event stream (server-sent events) and the single-use tickets that open it. */
export async function liveRoutes(app: FastifyInstance, { tickets, hub, db, limits, opens }: LiveRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/chat/notifications/stream-ticket', {
    onRequest: requireMember,
    schema: { tags: ['notifications'], response: { 200: streamTicketResponse, ...errors } },
    handler: (request) => tickets.issue(currentUser(request)),
  });

  // Authenticated by the single-use ticket, not the bearer header (EventSource cannot send one).
  r.get('/api/chat/notifications/stream', {
    schema: { tags: ['notifications'], querystring: streamQuery, response: { 401: errorResponse, 400: errorResponse } },
    handler: async (request, reply) => {
      const member = await tickets.redeem(request.query.ticket);
      // Counted against the account alone, whoever shares its address.
      refuseOpen(opens.members.take(`account:${member.userId}`), true);
      const lastEventId = lastEventIdOf(request.query.last_event_id, request.headers['last-event-id']);
      reply.hijack();
      const connection = new SseConnection(member, topicsOf(request.query.topics), reply.raw, hub, db, tickets);
      await connection.open(lastEventId).catch(() => connection.close());
    },
  });

  // Anyone's: an event, match or team page watching its scores (decision 0011). It never carries a members' event.
  r.get('/api/live/stream', {
    // A HEAD would hold a visitor's slot watching nothing: refused below.
    exposeHeadRoute: false,
    schema: { tags: ['competition'], querystring: publicStreamQuery, response: { 400: errorResponse, 503: errorResponse } },
    handler: async (request, reply) => {
      const topics = topicsOf(request.query.topics);
      const network = clientNetwork(request.ip);
      const full = hub.refusal(network, topics, limits);
      if (full) throw new HttpError(503, full, 'live_full', { 'retry-after': '30' });
      const lastEventId = lastEventIdOf(request.query.last_event_id, request.headers['last-event-id']);
      reply.hijack();
      const connection = new SseConnection(null, topics, reply.raw, hub, db, tickets, network);
      await connection.open(lastEventId).catch(() => connection.close());
    },
  });

  r.head('/api/live/stream', {
    schema: { tags: ['competition'], response: { 405: errorResponse } },
    handler: async () => {
      throw new HttpError(405, 'The live stream is opened with GET.', 'method_not_allowed', { allow: 'GET' });
    },
  });
}
