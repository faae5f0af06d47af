import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPage } from '@team7790/shared/site/app-pages';

/**
 * Serves the built React app: hashed assets cached for a year, index.html revalidated, and
 * every other GET outside /api answered with index.html so client routes load directly (404 for
 * a path the app has no page for: it draws "Page not found").
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; clients that accept them get those.
      preCompressed: true,
      // The build's manifest and the page renderer are the server's own files.
      allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || !root) {
      return reply.code(404).send({ error: `No such route: ${request.method} ${url.split('?')[0]}`, code: 'not_found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found.', code: 'not_found' });
    }
    // A missing asset must not be answered with the page.
    if (/\.[a-z0-9]{2,5}$/i.test(url.split('?')[0]!)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    // The app draws "Page not found" for a path it has no page for; the status says so too.
    if (!isAppPage(url.split('?')[0]!)) reply.code(404);
    return reply.sendFile('index.html');
  });
}
