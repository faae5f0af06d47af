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
  unreadMapSchema,
  unreadTotalsSchema,
} from '@team7790/shared/notifications/contracts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import type { UnreadService } from './unread-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Unread counts, read marks and mutes (spec 1 section 7, under /api/chat/notifications). */
export async function readStateRoutes(app: FastifyInstance, { unread }: { unread: UnreadService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireMember);

  r.get('/api/chat/notifications/all', {
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: notificationsAllSchema, ...errors } },
    handler: (request) => unread.all(currentUser(request)),
  });

  r.get('/api/chat/notifications/unread', {
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: unreadMapSchema, ...errors } },
    handler: async (request) => (await unread.all(currentUser(request))).unreadCounts,
  });

  r.get('/api/chat/notifications/total', {
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: unreadTotalsSchema, ...errors } },
    handler: async (request) => {
      const { totalUnread, channelsUnread, messagesUnread } = await unread.all(currentUser(request));
      return { totalUnread, channelsUnread, messagesUnread };
    },
  });

  r.post('/api/chat/notifications/read/:key', {
    schema: { tags: ['notifications'], params: chatKeyParams, body: readBody, response: { 200: readResponse, ...errors } },
    handler: (request) => unread.markRead(currentUser(request), request.params.key),
  });

  r.get('/api/chat/notifications/muted', {
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: mutedResponse, ...errors } },
    handler: async (request) => ({ muted: await unread.muted(currentUser(request)) }),
  });

  r.post('/api/chat/notifications/mute/:key', {
    schema: { tags: ['notifications'], params: chatKeyParams, body: muteBody, response: { 200: muteResponse, ...errors } },
    handler: (request) => unread.setMuted(currentUser(request), request.params.key, request.body.muted),
  });
}
