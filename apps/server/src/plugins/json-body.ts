import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning guards included), except that an empty body is no body:
 * the spec's client sends a JSON content type on every call (spec 1 section 7), a DELETE with nothing to say
 * included. A route that needs a body still says so through its schema, in the product's error shape.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    parseJson(request, text, (err, value) => {
      // No route takes a literal null; refused here, a null the validator sees below can only mean no body.
      if (!err && value === null) return done(new HttpError(400, 'Invalid body: expected an object, received null', 'invalid_input'));
      done(err, value);
    });
  });
}

/**
 * The zod validator, except that a request without a body (none sent, or an empty one) reaches an optional body's
 * schema as no body: Fastify hands it to the body's validator as null, which `.optional()` refuses (a JSON null body
 * never gets this far).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data: unknown) => validate(data === null ? undefined : data) : validate;
};
