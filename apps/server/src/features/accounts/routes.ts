import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBody,
  okResponse,
  profileSchema,
  registerBody,
  registerResponse,
  tokenResponse,
  updateProfileBody,
} from '@team7790/shared/accounts/contracts';
import { teamParams, teamPreferenceBody, teamPreferenceSchema, teamPreferencesResponse } from '@team7790/shared/accounts/team-preferences';
import { errorResponse } from '@team7790/shared/http/errors';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { AccountsService, ClientInfo } from './service.ts';
import type { TeamPreferencesService } from './team-preferences.ts';

function clientInfo(request: FastifyRequest): ClientInfo {
  const sessionHeader = request.headers['x-session-id'];
  const clientSessionId = typeof sessionHeader === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(sessionHeader) ? sessionHeader : undefined;
  return { ip: request.ip, userAgent: request.headers['user-agent'], clientSessionId };
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export async function accountsRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/register', {
    config: { privateAnswer: true },
    schema: { tags: ['accounts'], body: registerBody, response: { 200: registerResponse, ...errors } },
    handler: (request) => accounts.register(request.body, clientInfo(request), request.user),
  });

  r.post('/api/auth/login', {
    config: { privateAnswer: true },
    schema: { tags: ['accounts'], body: loginBody, response: { 200: tokenResponse, ...errors } },
    handler: async (request) => ({
      token: await accounts.login(request.body.username, request.body.password, clientInfo(request)),
    }),
  });

  r.post('/api/auth/logout', {
    onRequest: requireUser,
    schema: { tags: ['accounts'], response: { 200: okResponse, ...errors } },
    handler: async (request) => {
      await accounts.logout(currentUser(request));
      return { ok: true as const };
    },
  });

  r.get('/api/profile', {
    onRequest: requireUser,
    schema: { tags: ['accounts'], response: { 200: profileSchema, ...errors } },
    handler: (request) => accounts.profile(currentUser(request)),
  });

  r.put('/api/profile', {
    onRequest: requireUser,
    schema: { tags: ['accounts'], body: updateProfileBody, response: { 200: profileSchema, ...errors } },
    handler: (request) => accounts.updateProfile(currentUser(request), request.body, clientInfo(request)),
  });
}

export async function teamPreferencesRoutes(app: FastifyInstance, { preferences }: { preferences: TeamPreferencesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireUser);

  r.get('/api/preferences/teams', {
    schema: { tags: ['accounts'], response: { 200: teamPreferencesResponse, ...errors } },
    handler: async (request) => ({ teams: await preferences.list(currentUser(request).id) }),
  });

  r.post('/api/preferences/teams', {
    schema: { tags: ['accounts'], body: teamPreferenceBody, response: { 200: teamPreferenceSchema, ...errors } },
    handler: (request) => preferences.save(currentUser(request).id, request.body),
  });

  r.delete('/api/preferences/teams/:team', {
    schema: { tags: ['accounts'], params: teamParams, response: { 200: okResponse, 404: errorResponse, ...errors } },
    handler: async (request) => {
      await preferences.remove(currentUser(request).id, request.params.team);
      return { ok: true as const };
    },
  });
}
