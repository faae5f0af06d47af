import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatKeyParams, userIdQuery } from '@team7790/shared/chat/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import {
  muteBody,
  mutedResponse,
  muteResponse,
  notificationsAllSchema,
  readBody,
  readResponse,
  streamQuery,
  streamTicketResponse,
  unreadMapSchema,
  unreadTotalsSchema,
} from '@team7790/shared/notifications/contracts';
import type { Database } from '../../db/client.ts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import { assertSelf } from '../chat/messages-service.ts';
import type { LiveHub } from './live-hub.ts';
import { SseConnection, type StreamTickets } from './stream.ts';
import type { UnreadService } from './unread-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface NotificationRouteOptions {
  unread: UnreadService;
  tickets: StreamTickets;
  hub: LiveHub;
  db: Database;
}

/** Unread counts, read marks, mutes (spec 1 section 7) and the live event stream. */
export async function notificationsRoutes(app: FastifyInstance, { unread, tickets, hub, db }: NotificationRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await hub.start();
  app.addHook('preClose', async () => {
    await hub.close();
  });

  r.get('/api/chat/notifications/all', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: notificationsAllSchema, ...errors } },
    handler: (request) => {
      assertSelf(currentUser(request), request.query.user_id);
      return unread.all(currentUser(request));
    },
  });

  r.get('/api/chat/notifications/unread', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: unreadMapSchema, ...errors } },
    handler: async (request) => {
      assertSelf(currentUser(request), request.query.user_id);
      return (await unread.all(currentUser(request))).unreadCounts;
    },
  });

  r.get('/api/chat/notifications/total', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: unreadTotalsSchema, ...errors } },
    handler: async (request) => {
      assertSelf(currentUser(request), request.query.user_id);
      const { totalUnread, channelsUnread, messagesUnread } = await unread.all(currentUser(request));
      return { totalUnread, channelsUnread, messagesUnread };
    },
  });

  r.post('/api/chat/notifications/read/:key', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], params: chatKeyParams, body: readBody, response: { 200: readResponse, ...errors } },
    handler: (request) => {
      assertSelf(currentUser(request), request.body?.user_id);
      return unread.markRead(currentUser(request), request.params.key);
    },
  });

  r.get('/api/chat/notifications/muted', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: mutedResponse, ...errors } },
    handler: async (request) => {
      assertSelf(currentUser(request), request.query.user_id);
      return { muted: await unread.muted(currentUser(request)) };
    },
  });

  r.post('/api/chat/notifications/mute/:key', {
    preHandler: requireMember,
    schema: { tags: ['notifications'], params: chatKeyParams, body: muteBody, response: { 200: muteResponse, ...errors } },
    handler: (request) => {
      assertSelf(currentUser(request), request.body.user_id);
      return unread.setMuted(currentUser(request), request.params.key, request.body.muted);
    },
  });

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
