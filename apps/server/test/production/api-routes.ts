import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** OpenAPI spelling: /api/tasks/{id} */
  path: string;
}

/**
 * Every /api route the app has registered, read from Fastify's own route tree (not from the
 * OpenAPI plugin), so a route the document misses cannot hide. HEAD twins of GET are left out.
 */
export function registeredApiRoutes(app: FastifyInstance): ApiRoute[] {
  const stack: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (!match[3] || !path.startsWith('/api/')) continue;
    for (const method of match[3].split(', ')) {
      if (method === 'HEAD') continue;
      routes.push({ method, path: path.replace(/:(\w+)/g, '{$1}') });
    }
  }
  return routes;
}
