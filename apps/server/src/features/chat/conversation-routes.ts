import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dmKeyParams,
  messageSchema,
  messagesQuery,
  messagesResponse,
  okResponse,
  userIdQuery,
  sendMessageBody,
} from '@team7790/shared/chat/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import {
  chatUsersResponse,
  conversationsResponse,
  createGroupBody,
  groupParams,
  groupSchema,
  groupsResponse,
  recentUsersResponse,
  updateGroupBody,
} from '@team7790/shared/messages/contracts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import type { MessagesService } from './messages-service.ts';
import type { DirectoryService } from './directory-service.ts';
import type { GroupsService } from './groups-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface ConversationRouteOptions {
  groups: GroupsService;
  directory: DirectoryService;
  messages: MessagesService;
}

/** Direct chats (dm_{low}_{high}), group chats, the list of both, and the people one can message. */
export async function conversationRoutes(app: FastifyInstance, { groups, directory, messages }: ConversationRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireMember);

  r.get('/api/chat/users', {
    schema: { tags: ['messages'], querystring: userIdQuery, response: { 200: chatUsersResponse, ...errors } },
    handler: (request) => directory.users(currentUser(request)),
  });

  r.get('/api/chat/users/recent', {
    schema: { tags: ['messages'], querystring: userIdQuery, response: { 200: recentUsersResponse, ...errors } },
    handler: (request) => directory.recent(currentUser(request)),
  });

  r.get('/api/chat/conversations', {
    schema: { tags: ['messages'], response: { 200: conversationsResponse, ...errors } },
    handler: (request) => directory.conversations(currentUser(request)),
  });

  r.get('/api/chat/messages/dm/:dmKey', {
    schema: { tags: ['messages'], params: dmKeyParams, querystring: messagesQuery, response: { 200: messagesResponse, ...errors } },
    handler: (request) => messages.list(currentUser(request), request.params.dmKey, request.query),
  });

  r.post('/api/chat/messages/dm/:dmKey', {
    schema: {
      tags: ['messages'],
      params: dmKeyParams,
      querystring: userIdQuery,
      body: sendMessageBody,
      response: { 200: messageSchema, 429: errorResponse, ...errors },
    },
    handler: (request) => messages.send(currentUser(request), request.params.dmKey, request.body),
  });

  r.get('/api/chat/groups', {
    schema: { tags: ['messages'], querystring: userIdQuery, response: { 200: groupsResponse, ...errors } },
    handler: (request) => groups.list(currentUser(request)),
  });

  r.post('/api/chat/groups', {
    schema: { tags: ['messages'], body: createGroupBody, response: { 200: groupSchema, ...errors } },
    handler: (request) => groups.create(currentUser(request), request.body),
  });

  r.put('/api/chat/groups/:id', {
    schema: { tags: ['messages'], params: groupParams, body: updateGroupBody, response: { 200: groupSchema, ...errors } },
    handler: (request) => groups.update(currentUser(request), request.params.id, request.body),
  });

  r.delete('/api/chat/groups/:id', {
    schema: { tags: ['messages'], params: groupParams, response: { 200: okResponse, ...errors } },
    handler: async (request) => {
      await groups.remove(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  });
}
