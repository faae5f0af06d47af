import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from '../http-error.ts';

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** One error shape for the whole API: `{error, code?, field?}`; 5xx answers never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = PART_NAMES[err.validationContext ?? ''] ?? 'request';
      const message = field ? `${field}: ${issue.message}` : `Invalid ${where}: ${issue.message}`;
      return reply.code(400).send({ error: message, code: 'invalid_input', ...(field ? { field } : {}) });
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ error: err.message, ...(err.code ? { code: err.code } : {}), ...(err.field ? { field: err.field } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: err.message, code: err.code ?? 'bad_request' });
    }
    // PostgreSQL stopped or restarting: a passing condition (the pool reconnects by itself), not a fault.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'The service is briefly unavailable. Please try again in a moment.', code: 'unavailable' });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}

/**
 * Errors Fastify meets before any route (Fastify's `frameworkErrors` option): a path parameter longer than the
 * router takes, a malformed percent-encoding. Answered in the product's shape, like every other error.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ error: 'The address is too long.', code: 'uri_too_long' });
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ error: 'The address is not valid.', code: 'bad_url' });
    return;
  }
  void reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
}

/**
 * A request Node's HTTP parser refuses (Fastify's `clientErrorHandler` option): the product's shape, written to
 * the socket as Fastify's own handler writes its answer, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { error: 'The request took too long to arrive.', code: 'request_timeout' }]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { error: 'The request headers are too large.', code: 'headers_too_large' }]
        : [400, { error: 'The request is not valid HTTP.', code: 'bad_request' }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
