import type { FastifyInstance } from 'fastify';
import { hasLoneSurrogate } from '@team7790/shared/text/visible-text';
import { HttpError } from '../http-error.ts';

/** The first path to a string `bad` finds something in, or null. */
function badTextPath(value: unknown, bad: (text: string) => boolean, path: string, depth = 0): string | null {
  if (typeof value === 'string') return bad(value) ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = badTextPath(inner, bad, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const RULES: { bad: (text: string) => boolean; message: string }[] = [
  // PostgreSQL text cannot hold a NUL character: it would fail deep in a query as a 500.
  { bad: (text) => text.includes('\u0000'), message: 'must not contain NUL characters' },
  // Half of a surrogate pair is no character: stored as UTF-8 it would silently become U+FFFD.
  { bad: hasLoneSurrogate, message: 'is not valid text: it holds half of a character (a lone surrogate)' },
];

/** Text no route can store faithfully is refused at the edge, for every route, with the field's name. */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      for (const { bad, message } of RULES) {
        const field = badTextPath(part, bad, '');
        if (field !== null) throw new HttpError(400, `${field || 'body'}: ${message}`, 'invalid_input');
      }
    }
  });
}
