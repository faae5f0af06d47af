import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries a secret whoever asks (sign-in and sign-up hand out a token): never stored by a cache. */
    privateAnswer?: boolean;
  }
}

/**
 * Answers that carry a user's data or a token must not be kept by the browser's cache, a shared proxy or a CDN:
 * every answer to a request carrying Authorization, and the routes marked `privateAnswer`, get
 * `Cache-Control: no-store`. An answer its route marked `public` (competition data, the same for everyone) keeps
 * its caching whoever asked.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const marked = request.routeOptions.config?.privateAnswer === true;
    if (!marked && request.headers.authorization === undefined) return;
    const caching = reply.getHeader('cache-control');
    if (!marked && typeof caching === 'string' && /^\s*public\b/i.test(caching)) return;
    reply.header('cache-control', 'no-store');
  });
}
