import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-error.ts';
import type { AuthUser } from '../features/accounts/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token says; null when there is no valid token. */
    user: AuthUser | null;
  }
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** preHandler guards: one per level of access, as the route table of spec 3 lists them. */
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
