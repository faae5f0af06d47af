import type { FastifyError, FastifyInstance } from 'fastify';
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
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.message, ...(err.code ? { code: err.code } : {}) });
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
