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
import type { PageContext } from './pages/context.ts';
import { districtPage, regionalPool } from './pages/district-pages.ts';
import { eventEpa, eventOprs, eventPage } from './pages/event-page.ts';
import { matchEpa, matchPage } from './pages/match-page.ts';
import { eventOdds } from './pages/odds.ts';
import { eventPredictions, seasonAccuracy } from './pages/predictions.ts';
import { teamHistory } from './pages/team-history.ts';
import { teamEventMatches, teamPage } from './pages/team-page.ts';
import { competitionUpdates } from './pages/updates.ts';
import type { SearchIndex } from './search/search-index.ts';
import type { ScoutingForCompetition } from './service.ts';

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

export interface CompetitionRouteOptions {
  pages: PageContext;
  searchIndex: SearchIndex;
  /** Our scouting, for members' predictions (a port: scouting implements it; decision 0018). */
  scouting: ScoutingForCompetition | null;
}

export async function competitionRoutes(app: FastifyInstance, { pages: ctx, searchIndex, scouting }: CompetitionRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['competition'];

  r.get('/api/competition/events/:eventKey', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventPageResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await eventPage(ctx, req.params.eventKey)).json),
  });

  r.get('/api/competition/events/:eventKey/epa', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventEpaResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await eventEpa(ctx, req.params.eventKey)).json),
  });

  r.get('/api/competition/events/:eventKey/predictions', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventPredictionsResponse, ...errors } },
    handler: async (req, reply) => {
      // Members see our scouting blended in: a private answer. Visitors' answers are the same for all and may be reused.
      const members = req.user !== null && req.user.userType !== 'public';
      const { eventKey } = req.params;
      const { json } = await eventPredictions(ctx, eventKey, members && scouting ? await scouting.estimates(eventKey) : null);
      if (!members) return sendJson(reply, json);
      return sendPrivateJson(reply, json);
    },
  });

  r.get('/api/competition/events/:eventKey/odds', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventOddsResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await eventOdds(ctx, req.params.eventKey)).json),
  });

  r.get('/api/competition/seasons/:year/prediction-accuracy', {
    schema: { tags, params: z.object({ year: yearParam }), response: { 200: seasonAccuracyResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await seasonAccuracy(ctx, HOME_TEAM_NUMBER, req.params.year)).json),
  });

  r.get('/api/competition/events/:eventKey/oprs', {
    schema: { tags, params: z.object({ eventKey: eventKeyParam }), response: { 200: eventOprsResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await eventOprs(ctx, req.params.eventKey)).json),
  });

  r.get('/api/competition/teams/:team', {
    schema: {
      tags,
      params: z.object({ team: teamNumberParam }),
      querystring: z.object({ year: yearParam.optional() }),
      response: { 200: teamPageResponse, ...errors },
    },
    handler: async (req, reply) => sendJson(reply, (await teamPage(ctx, req.params.team, req.query.year ?? ctx.now().getFullYear())).json),
  });

  r.get('/api/competition/teams/:team/events/:eventKey/matches', {
    schema: {
      tags,
      params: z.object({ team: teamNumberParam, eventKey: eventKeyParam }),
      response: { 200: teamEventMatchesResponse, ...errors },
    },
    handler: async (req, reply) => sendJson(reply, (await teamEventMatches(ctx, req.params.team, req.params.eventKey)).json),
  });

  r.get('/api/competition/teams/:team/history', {
    schema: { tags, params: z.object({ team: teamNumberParam }), response: { 200: teamHistoryResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await teamHistory(ctx, req.params.team)).json),
  });

  r.get('/api/competition/matches/:matchKey', {
    schema: { tags, params: z.object({ matchKey: matchKeyParam }), response: { 200: matchPageResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await matchPage(ctx, req.params.matchKey)).json),
  });

  r.get('/api/competition/matches/:matchKey/epa', {
    schema: { tags, params: z.object({ matchKey: matchKeyParam }), response: { 200: matchEpaResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await matchEpa(ctx, req.params.matchKey)).json),
  });

  r.get('/api/competition/districts/:districtKey', {
    schema: { tags, params: z.object({ districtKey: districtKeyParam }), response: { 200: districtPageResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await districtPage(ctx, req.params.districtKey)).json),
  });

  r.get('/api/competition/regional/:year', {
    schema: { tags, params: z.object({ year: yearParam }), response: { 200: regionalPoolResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await regionalPool(ctx, req.params.year)).json),
  });

  r.get('/api/competition/updates', {
    schema: { tags, querystring: competitionUpdatesQuery, response: { 200: competitionUpdatesResponse, ...errors } },
    handler: async (req, reply) => sendJson(reply, (await competitionUpdates(ctx, req.query.team ?? HOME_TEAM_NUMBER)).json),
  });

  r.get('/api/competition/search', {
    schema: { tags, querystring: competitionSearchQuery, response: { 200: competitionSearchResponse, ...errors } },
    handler: async (req, reply) => {
      const json = await searchIndex.search(req.query.q, req.query.limit);
      // Suggestions repeat while people type and change only when the index is rebuilt (daily): keep them a minute.
      return req.query.limit === undefined ? sendJson(reply, json) : sendJson(reply, json).header('cache-control', 'public, max-age=60');
    },
  });
}
