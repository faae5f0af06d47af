import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  channelMembersResponse,
  channelParams,
  channelSchema,
  chatKeyParams,
  createChannelBody,
  deleteMessageBody,
  editMessageBody,
  mentionsQuery,
  mentionsResponse,
  messageIdParams,
  messageSchema,
  messagesQuery,
  messagesResponse,
  okResponse,
  reactionParams,
  reactionsResponse,
  reorderChannelsBody,
  searchQuery,
  searchResponse,
  sendMessageBody,
  threadResponse,
  updateChannelBody,
  userIdQuery,
} from '@team7790/shared/chat/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import { z } from 'zod';
import { currentUser, requireAdmin, requireMember } from '../../plugins/auth.ts';
import type { ChannelsService } from './channels-service.ts';
import type { MessagesService } from './messages-service.ts';
import type { SearchService } from './search-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export interface ChatRouteOptions {
  channels: ChannelsService;
  messages: MessagesService;
  search: SearchService;
}

/** Channels and the message calls shared by channels, groups and (via /dm/) direct chats. */
export async function chatRoutes(app: FastifyInstance, { channels, messages, search }: ChatRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireMember);

  r.get('/api/chat/channels', {
    schema: { tags: ['chat'], querystring: userIdQuery, response: { 200: z.array(channelSchema), ...errors } },
    handler: (request) => channels.list(currentUser(request)),
  });

  r.post('/api/chat/channels', {
    onRequest: requireAdmin,
    schema: { tags: ['chat'], body: createChannelBody, response: { 200: channelSchema, ...errors } },
    handler: (request) => channels.create(currentUser(request), request.body),
  });

  r.post('/api/chat/channels/reorder', {
    onRequest: requireAdmin,
    schema: { tags: ['chat'], body: reorderChannelsBody, response: { 200: z.array(channelSchema), ...errors } },
    handler: (request) => channels.reorder(currentUser(request), request.body.channels),
  });

  r.put('/api/chat/channels/:id', {
    onRequest: requireAdmin,
    schema: { tags: ['chat'], params: channelParams, body: updateChannelBody, response: { 200: channelSchema, ...errors } },
    handler: (request) => channels.update(currentUser(request), request.params.id, request.body),
  });

  r.delete('/api/chat/channels/:id', {
    onRequest: requireAdmin,
    schema: { tags: ['chat'], params: channelParams, response: { 200: okResponse, ...errors } },
    handler: async (request) => {
      await channels.remove(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  });

  r.get('/api/chat/channels/:id/members', {
    schema: { tags: ['chat'], params: channelParams, response: { 200: channelMembersResponse, ...errors } },
    handler: (request) => channels.members(currentUser(request), request.params.id),
  });

  r.get('/api/chat/search', {
    schema: { tags: ['chat'], querystring: searchQuery, response: { 200: searchResponse, ...errors } },
    handler: (request) => search.search(currentUser(request), request.query.q, request.query.limit),
  });

  r.get('/api/chat/mentions', {
    schema: { tags: ['chat'], querystring: mentionsQuery, response: { 200: mentionsResponse, ...errors } },
    handler: (request) => search.mentions(currentUser(request), request.query.before ?? null, request.query.limit),
  });

  // A channel id or a group id; direct chats have their own /dm/ paths (conversation-routes.ts).
  r.get('/api/chat/messages/:key', {
    schema: { tags: ['chat'], params: chatKeyParams, querystring: messagesQuery, response: { 200: messagesResponse, ...errors } },
    handler: (request) => messages.list(currentUser(request), request.params.key, request.query),
  });

  r.post('/api/chat/messages/:key', {
    schema: {
      tags: ['chat'],
      params: chatKeyParams,
      querystring: userIdQuery,
      body: sendMessageBody,
      response: { 200: messageSchema, 429: errorResponse, ...errors },
    },
    handler: (request) => messages.send(currentUser(request), request.params.key, request.body),
  });

  r.patch('/api/chat/messages/:key', {
    schema: { tags: ['chat'], params: messageIdParams, body: editMessageBody, response: { 200: messageSchema, 429: errorResponse, ...errors } },
    handler: (request) => messages.edit(currentUser(request), request.params.key, request.body.content),
  });

  r.delete('/api/chat/messages/:key', {
    schema: { tags: ['chat'], params: messageIdParams, body: deleteMessageBody, response: { 200: okResponse, ...errors } },
    handler: async (request) => {
      await messages.remove(currentUser(request), request.params.key);
      return { ok: true as const };
    },
  });

  r.get('/api/chat/messages/:key/thread', {
    schema: { tags: ['chat'], params: messageIdParams, response: { 200: threadResponse, ...errors } },
    handler: (request) => messages.thread(currentUser(request), request.params.key),
  });

  r.put('/api/chat/messages/:key/reactions/:kind', {
    schema: { tags: ['chat'], params: reactionParams, response: { 200: reactionsResponse, 429: errorResponse, ...errors } },
    handler: async (request) => ({
      message_id: request.params.key,
      reactions: await messages.react(currentUser(request), request.params.key, request.params.kind, true),
    }),
  });

  r.delete('/api/chat/messages/:key/reactions/:kind', {
    schema: { tags: ['chat'], params: reactionParams, response: { 200: reactionsResponse, 429: errorResponse, ...errors } },
    handler: async (request) => ({
      message_id: request.params.key,
      reactions: await messages.react(currentUser(request), request.params.key, request.params.kind, false),
    }),
  });
}
