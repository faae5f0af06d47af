import {
  calendarEventListSchema,
  calendarMatchListSchema,
  calendarEventSchema,
  deleteEventBodySchema,
  eventBodySchema,
  eventIdSchema,
  rangeQuerySchema,
  subscriptionBodySchema,
  subscriptionSchema,
  upcomingQuerySchema,
} from '@team7790/shared/calendar/contracts';
import { okResponse } from '@team7790/shared/accounts/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import type { CalendarMatches } from './calendar-matches.ts';
import type { CalendarService } from './service.ts';
import type { SubscriptionService } from './subscriptions.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const idParams = z.object({ id: eventIdSchema });

export async function calendarRoutes(
  app: FastifyInstance,
  {
    calendar,
    matches,
    subscriptions,
    origin,
  }: {
    calendar: CalendarService;
    /** The team's matches, read-only beside the calendar's events. */
    matches: CalendarMatches;
    subscriptions: SubscriptionService;
    /** The site's address for the subscription link (see plugins/site-origin.ts: never an unchecked Host). */
    origin: (request: FastifyRequest) => string;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Calendar apps fetch the feed without our bearer token: the secret in the link is the credential.
  r.get('/api/calendar/feed/:file', {
    schema: {
      tags: ['calendar'],
      params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'must be a calendar link') }),
    },
    handler: async (request, reply) => {
      const body = await subscriptions.feed(request.params.file.replace(/\.ics$/, ''));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="team7790.ics"')
        .send(body);
    },
  });

  await app.register(async (members) => {
    // onRequest, so a public account hears 403 before any validation of what it sent.
    members.addHook('onRequest', requireMember);
    const m = members.withTypeProvider<ZodTypeProvider>();

    m.get('/api/calendar', {
      schema: { tags: ['calendar'], querystring: rangeQuerySchema, response: { 200: calendarEventListSchema, ...errors } },
      handler: (request) => calendar.list(currentUser(request), request.query),
    });

    m.get('/api/calendar/matches', {
      schema: { tags: ['calendar'], querystring: rangeQuerySchema, response: { 200: calendarMatchListSchema, ...errors } },
      handler: (request) => matches.list(request.query),
    });

    m.get('/api/calendar/upcoming', {
      schema: { tags: ['calendar'], querystring: upcomingQuerySchema, response: { 200: calendarEventListSchema, ...errors } },
      handler: (request) => calendar.upcoming(currentUser(request), request.query.limit),
    });

    m.get('/api/calendar/subscription', {
      schema: { tags: ['calendar'], response: { 200: subscriptionSchema, ...errors } },
      handler: (request) => subscriptions.get(currentUser(request), origin(request)),
    });

    m.post('/api/calendar/subscription', {
      schema: { tags: ['calendar'], body: subscriptionBodySchema.optional(), response: { 200: subscriptionSchema, ...errors } },
      handler: (request) => subscriptions.create(currentUser(request), request.body?.include_matches ?? false, origin(request)),
    });

    m.patch('/api/calendar/subscription', {
      schema: { tags: ['calendar'], body: subscriptionBodySchema, response: { 200: subscriptionSchema, ...errors } },
      handler: (request) => subscriptions.setMatches(currentUser(request), request.body.include_matches, origin(request)),
    });

    m.delete('/api/calendar/subscription', {
      schema: { tags: ['calendar'], response: { 200: okResponse, ...errors } },
      handler: async (request) => {
        await subscriptions.revoke(currentUser(request));
        return { ok: true as const };
      },
    });

    m.get('/api/calendar/:id', {
      schema: { tags: ['calendar'], params: idParams, response: { 200: calendarEventSchema, ...errors } },
      handler: (request) => calendar.get(currentUser(request), request.params.id),
    });

    m.post('/api/calendar', {
      schema: { tags: ['calendar'], body: eventBodySchema, response: { 201: calendarEventSchema, ...errors } },
      handler: async (request, reply) => reply.code(201).send(await calendar.create(currentUser(request), request.body)),
    });

    m.put('/api/calendar/:id', {
      schema: { tags: ['calendar'], params: idParams, body: eventBodySchema, response: { 200: calendarEventSchema, ...errors } },
      handler: (request) => calendar.update(currentUser(request), request.params.id, request.body),
    });

    m.delete('/api/calendar/:id', {
      schema: { tags: ['calendar'], params: idParams, body: deleteEventBodySchema.optional(), response: { 200: okResponse, ...errors } },
      handler: async (request) => {
        await calendar.remove(currentUser(request), request.params.id, request.body ?? { delete_series: false });
        return { ok: true as const };
      },
    });
  });
}
