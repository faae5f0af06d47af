import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';

/** The first path to a string holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character, so any input carrying one would fail deep in a
 * query as a 500. Refuse it at the edge, for every route, with the field's name.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPath(part, '');
      if (field !== null) {
        throw new HttpError(400, `${field || 'body'}: must not contain NUL characters`, 'invalid_input');
      }
    }
  });
}
