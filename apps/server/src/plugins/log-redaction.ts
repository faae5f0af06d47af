import type { FastifyRequest } from 'fastify';

const FEED_SECRET = /^(\/api\/calendar\/feed\/)[^/?#]+/;
const SECRET_PARAMS = /([?&](?:ticket|token)=)[^&#]*/gi;
export const REDACTED = '[redacted]';

/**
 * A request address as the log may keep it: a calendar feed link's secret and a live stream's ticket (or any
 * `token` parameter) are credentials, and logs are read, copied and kept by more people than the database is.
 */
export function redactUrl(url: string): string {
  return url.replace(FEED_SECRET, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the address redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
