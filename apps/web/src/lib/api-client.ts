import { noteServerClock } from './app-clock.ts';
import { readStored, TOKEN_KEY } from './browser-storage.ts';
import { sessionId } from './session-id.ts';
import { isNativeApp, nativeFetch } from './native-api.ts';

export const API_BASE = '/api';

/** A failed call to our API; `message` is the server's `{error}` text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer at all (offline, DNS, connection refused) or a server fault. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

const RETRY_DEFAULT_SECONDS = 1;
const RETRY_JITTER_MS = 250;
const RETRY_CAP_MS = 3000;

/** Spec 1 section 9: Retry-After seconds (default 1 s) plus up to 250 ms jitter, capped at 3 s. */
export function retryDelayMs(retryAfterHeader: string | null, random: () => number = Math.random): number {
  const seconds = Number(retryAfterHeader);
  const base = retryAfterHeader !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : RETRY_DEFAULT_SECONDS;
  return Math.min(base * 1000 + random() * RETRY_JITTER_MS, RETRY_CAP_MS);
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Override the stored token (e.g. right after login, before it is saved). */
  token?: string | null;
  /** The browser's HTTP cache: 'no-cache' asks the server again (a live change said the answer moved on). */
  cache?: RequestCache;
  /** 'text' answers the body as text (a CSV file); JSON otherwise. */
  as?: 'json' | 'text';
}

function headersFor(token: string | null | undefined): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Session-ID': sessionId(),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed (${response.status})`;
  let code: string | undefined;
  let field: string | undefined;
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object') {
      const p = payload as Record<string, unknown>;
      if (typeof p.error === 'string' && p.error) message = p.error;
      if (typeof p.code === 'string') code = p.code;
      if (typeof p.field === 'string') field = p.field;
    }
  } catch {
    // Not JSON (a proxy's error page): keep the status text.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(message, response.status, code, field, Number.isFinite(retryAfter) ? retryAfter : undefined);
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Calls our API: JSON in and out, the session id header and the stored bearer token.
 * Reads answering 429 are retried once after the Retry-After delay; writes are not
 * (a sign-in would only be refused again, and its message is what the user needs).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const token = options.token === undefined ? readStored(TOKEN_KEY) : options.token;
  const init: RequestInit = { method, headers: headersFor(token), signal: options.signal, ...(options.cache ? { cache: options.cache } : {}) };
  // Fastify refuses an empty body sent as JSON, so writes always carry one.
  if (method !== 'GET') init.body = JSON.stringify(options.body ?? {});

  const send = async () => {
    try {
      // The Android app calls the production hosts in turn, with its connect and read timeouts (spec 1).
      return await (isNativeApp() ? nativeFetch(`${API_BASE}${path}`, init) : fetch(`${API_BASE}${path}`, init));
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
    }
  };

  let response = await send();
  noteServerClock(response.headers);
  if (response.status === 429 && method === 'GET') {
    await wait(retryDelayMs(response.headers.get('retry-after')), options.signal);
    response = await send();
    noteServerClock(response.headers);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  if (options.as === 'text') return (await response.text()) as T;
  return (await response.json()) as T;
}
