/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
    /** The request field at fault, for the error shape's `field`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, message, code);
/** A 400 naming the request field at fault (`field` in the error shape). */
export const invalidField = (field: string, message: string, code = 'invalid_input') => new HttpError(400, message, code, {}, field);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message: string) => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found.') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, message, 'rate_limited', { 'retry-after': String(retryAfterSeconds) });
