import { ApiError } from '../../../lib/api-client.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Spec 3 section 8's banner texts: 'Failed to {action}: {status} {statusText} - {body}' when the server
 * answered, 'Error {doing}. Check console for details.' when it could not be reached.
 */
export function failureText(action: string, doing: string, error: unknown, withBody = true): string {
  if (error instanceof ApiError && error.status > 0) {
    const head = `Failed to ${action}: ${error.status} ${STATUS_TEXT[error.status] ?? ''}`.trimEnd();
    return withBody ? `${head} - ${error.message}` : head;
  }
  console.error(error);
  return `Error ${doing}. Check console for details.`;
}
