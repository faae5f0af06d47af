import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserType } from '@team7790/shared/accounts/contracts';
import { NOT_YOURSELF } from '@team7790/shared/chat/contracts';
import { forbidden, unauthorized } from '../http-error.ts';

/** The signed-in user as every route sees it: taken from the token, never from the request body. */
export interface AuthUser {
  id: number;
  username: string;
  isAdmin: boolean;
  userType: UserType;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token says; null when there is no valid token. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The body's `user_id` names the account an administrator acts on (a scout given an assignment), not the caller:
     * the "act as yourself" check leaves the route alone; its own admin guard and validation decide.
     */
    userIdNamesAnother?: boolean;
  }
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The request fields in which older clients send the caller's own id (the shared `claimedUserId`). */
const CLAIMED_SELF = ['user_id', 'sender_id', 'created_by'] as const;

/** Which claimed-id fields a route's query or body schema accepts (an optional object is looked into). */
function claimedFields(schema: unknown): string[] {
  let object = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  if (object && !object.shape && typeof object.unwrap === 'function') object = object.unwrap() as typeof object;
  const shape = object?.shape;
  return shape ? CLAIMED_SELF.filter((field) => field in shape) : [];
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The app's authentication: every request's user comes from its bearer token (`authenticate` looks it up), and
 * "act as yourself" holds on every route. A route whose query or body accepts a claimed caller id (older clients
 * send it) refuses, with 403, any id other than the token's user: after the route's own guards, so a missing sign-in
 * or role answers as those guards do. Register it before the routes it is to cover (the features').
 */
export function registerAuth(app: FastifyInstance, authenticate: (token: string) => Promise<AuthUser | null>): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await authenticate(token) : null;
  });
  app.addHook('onRoute', (route) => {
    // A role guard runs before the body is read or anything is validated, wherever the route names it: a preHandler
    // would run after validation, and a 400 would tell a stranger what the route accepts (its states, its fields).
    const handlers = asList(route.preHandler);
    const guards = handlers.filter((handler) => ROLE_GUARDS.has(handler));
    if (guards.length > 0) {
      route.preHandler = handlers.filter((handler) => !ROLE_GUARDS.has(handler));
      route.onRequest = [...asList(route.onRequest), ...guards] as typeof route.onRequest;
    }
    if (route.config?.userIdNamesAnother) return;
    const inQuery = claimedFields(route.schema?.querystring);
    const inBody = claimedFields(route.schema?.body);
    if (inQuery.length === 0 && inBody.length === 0) return;
    const actAsSelf: preHandlerAsyncHookHandler = async (request) => {
      const user = request.user;
      if (!user) return;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const claims = [...inQuery.map((field) => query[field]), ...inBody.map((field) => body[field])];
      if (claims.some((claimed) => claimed !== undefined && claimed !== user.id)) throw forbidden(NOT_YOURSELF);
    };
    route.preHandler = [...asList(route.preHandler), actAsSelf];
  });
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Route guards, one per level of access, as the route table of spec 3 lists them. Name them in `onRequest`, so they
 * answer 401 or 403 before the request's input is read or checked (registerAuth moves one named as a preHandler).
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  currentUser(request);
}

export async function requireMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = currentUser(request);
  if (user.userType === 'public') throw forbidden('Members only.');
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = currentUser(request);
  if (!user.isAdmin) throw forbidden("You don't have permission to access this page.");
}

const ROLE_GUARDS: ReadonlySet<unknown> = new Set([requireUser, requireMember, requireAdmin]);
