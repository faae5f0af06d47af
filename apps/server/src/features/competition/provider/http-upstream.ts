import { Agent, interceptors, request } from 'undici';
import type { Upstream, UpstreamResponse } from './upstream.ts';

/** Connect 10 s, read 15 s (spec 1 section 9). */
export const CONNECT_TIMEOUT_MS = 10_000;
export const READ_TIMEOUT_MS = 15_000;

export interface HttpUpstreamOptions {
  /** Base URL the provider paths are appended to, e.g. https://www.thebluealliance.com/api/v3. */
  baseUrl: string;
  /** Headers sent with every request (the TBA key). Never logged. */
  headers?: Record<string, string>;
  connectTimeoutMs?: number;
  readTimeoutMs?: number;
}

/**
 * A kept-alive connection the provider closes just as a request goes out on it fails that request at once. A GET is
 * asked again, once, on a fresh connection; answers of any status pass through as they are (429 has its own rule in
 * polite-upstream.ts), and a provider that cannot be reached or is slow is not asked twice.
 */
const RETRY_ON_CLOSED_CONNECTION = interceptors.retry({
  maxRetries: 1,
  minTimeout: 0,
  methods: ['GET'],
  statusCodes: [],
  errorCodes: ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'],
});

const KEPT_HEADERS = ['etag', 'last-modified', 'retry-after', 'cache-control', 'content-type'];

export interface HttpUpstream extends Upstream {
  close(): Promise<void>;
}

/** A provider over HTTP with its own connection pool and the timeouts above. */
export function createHttpUpstream(options: HttpUpstreamOptions): HttpUpstream {
  const base = options.baseUrl.replace(/\/+$/, '');
  const readTimeout = options.readTimeoutMs ?? READ_TIMEOUT_MS;
  const agent = new Agent({
    connect: { timeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS },
    headersTimeout: readTimeout,
    bodyTimeout: readTimeout,
    keepAliveTimeout: 30_000,
  });
  const dispatcher = agent.compose(RETRY_ON_CLOSED_CONNECTION);
  const fixed = { accept: 'application/json', 'user-agent': 'team7790-site', ...options.headers };

  return {
    async get(path: string, headers: Record<string, string> = {}): Promise<UpstreamResponse> {
      const res = await request(`${base}${path}`, { method: 'GET', headers: { ...fixed, ...headers }, dispatcher });
      const body = await res.body.text();
      const kept: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.headers[name];
        if (typeof value === 'string') kept[name] = value;
      }
      return { status: res.statusCode, headers: kept, body };
    },
    close: () => agent.close(),
  };
}

/** The Blue Alliance API v3: every request carries the read key in X-TBA-Auth-Key. */
export function createTbaUpstream(baseUrl: string, apiKey: string): HttpUpstream {
  return createHttpUpstream({ baseUrl, headers: { 'x-tba-auth-key': apiKey } });
}

/** Statbotics v3 (no key); paths start with /v3/. */
export function createStatboticsUpstream(baseUrl: string): HttpUpstream {
  return createHttpUpstream({ baseUrl });
}
