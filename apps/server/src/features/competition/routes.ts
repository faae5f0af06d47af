import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { districtKeyParam, eventKeyParam, matchKeyParam, teamNumberParam, yearParam } from '@team7790/shared/competition/contracts/common';
import { districtPageResponse, regionalPoolResponse } from '@team7790/shared/competition/contracts/district';
import { eventEpaResponse, eventOprsResponse, eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { matchEpaResponse, matchPageResponse } from '@team7790/shared/competition/contracts/match';
import { eventOddsResponse, eventPredictionsResponse, seasonAccuracyResponse } from '@team7790/shared/competition/contracts/predictions';
import { competitionSearchQuery, competitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { teamEventMatchesResponse, teamHistoryResponse, teamPageResponse } from '@team7790/shared/competition/contracts/team';
import { competitionUpdatesQuery, competitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import type { CompetitionService } from './service.ts';

const errors = { 400: errorResponse, 404: errorResponse, 502: errorResponse };

/**
 * Answers are JSON text the service already checked against the contract (once per change, not
 * per request), so they go out as they are. Browsers and proxies may reuse one for a few seconds.
 */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('cache-control', 'public, max-age=5').type('application/json; charset=utf-8').send(json);
}

/** The same, for an answer that depends on who asks: never stored by a cache. */
function sendPrivateJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('vary', 'authorization').type('application/json; charset=utf-8').send(json);
}

export async function competitionRoutes(app: FastifyInstance, { competition }: { competition: CompetitionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['competition'];

  r.get('/api/competition/events/:eventKey', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventPageResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.eventPage(req.params.eventKey)),
  });

  r.get('/api/competition/events/:eventKey/epa', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventEpaResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.eventEpa(req.params.eventKey)),
  });

  r.get('/api/competition/events/:eventKey/predictions', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventPredictionsResponse, ...errors } },
    handler: async (req, reply) => {
      // Members see our scouting blended in: a private answer. Visitors' answers are the same for all and may be reused.
      const members = req.user !== null && req.user.userType !== 'public';
      const json = await competition.eventPredictions(req.params.eventKey, members);
      if (!members) return sendJson(reply, json);
      return sendPrivateJson(reply, json);
    },
  });

  r.get('/api/competition/events/:eventKey/odds', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventOddsResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.eventOdds(req.params.eventKey)),
  });

  r.get('/api/competition/seasons/:year/prediction-accuracy', {
    schema: { tags, params: z.object({ year: yearParam }), response: { 200: seasonAccuracyResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.seasonAccuracy(req.params.year)),
  });

  r.get('/api/competition/events/:eventKey/oprs', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventOprsResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.eventOprs(req.params.eventKey)),
  });

  r.get('/api/competition/teams/:team', {
    schema: {
      tags,
      params: z.object({ team: teamNumberParam }),
      querystring: z.object({ year: yearParam.optional() }),
      response: { 200: teamPageResponse, ...errors },
    },
    handler: async (req, reply) => sendJson(reply, await competition.teamPage(req.params.team, req.query.year)),
  });

  r.get('/api/competition/teams/:team/events/:eventKey/matches', {
    schema: {
      tags,
      params: z.object({ team: teamNumberParam, eventKey: eventKeyParam }),
      response: { 200: teamEventMatchesResponse, ...errors },
    },
    handler: async (req, reply) => sendJson(reply, await competition.teamEventMatches(req.params.team, req.params.eventKey)),
  });

  r.get('/api/competition/teams/:team/history', {
    schema: { tags, params: z.object({ team: teamNumberParam }), response: { 200: teamHistoryResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.teamHistory(req.params.team)),
  });

  r.get('/api/competition/matches/:matchKey', {
    schema: { tags, params: z.object({ matchKey: matchKeyParam }), response: { 200: matchPageResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.matchPage(req.params.matchKey)),
  });

  r.get('/api/competition/matches/:matchKey/epa', {
    schema: { tags, params: z.object({ matchKey: matchKeyParam }), response: { 200: matchEpaResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.matchEpa(req.params.matchKey)),
  });

  r.get('/api/competition/districts/:districtKey', {
    schema: { tags, params: z.object({ districtKey: districtKeyParam }), response: { 200: districtPageResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.districtPage(req.params.districtKey)),
  });

  r.get('/api/competition/regional/:year', {
    schema: { tags, params: z.object({ year: yearParam }), response: { 200: regionalPoolResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.regionalPool(req.params.year)),
  });

  r.get('/api/competition/updates', {
    schema: { tags, querystring: competitionUpdatesQuery, response: { 200: competitionUpdatesResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, await competition.updatesJson(req.query.team ?? HOME_TEAM_NUMBER)),
  });

  r.get('/api/competition/search', {
    schema: { tags, querystring: competitionSearchQuery, response: { 200: competitionSearchResponse, ...errors } },
    handler: async (req, reply) => {
      const json = await competition.search(req.query.q, req.query.limit);
      // Suggestions repeat while people type and change only when the index is rebuilt (daily): keep them a minute.
      return req.query.limit === undefined ? sendJson(reply, json) : sendJson(reply, json).header('cache-control', 'public, max-age=60');
    },
  });
}
