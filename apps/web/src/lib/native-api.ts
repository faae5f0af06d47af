/**
 * The app's calls to our API (spec 1 sections 7 and 9): tried against each production host in turn,
 * with a 10 s connect timeout (until the answer's headers arrive) and a 15 s read timeout (its body).
 */

/** True inside the Android app (Capacitor puts its bridge on window). */
export const isNativeApp = (): boolean =>
  Boolean((globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.());

export const CONNECT_TIMEOUT_MS = 10_000;
export const READ_TIMEOUT_MS = 15_000;

/** Production hosts, first choice first; a build can name others with VITE_NATIVE_API_HOSTS (comma-separated). */
export function nativeApiHosts(configured: string | undefined = import.meta.env.VITE_NATIVE_API_HOSTS as string | undefined): string[] {
  const hosts = (configured ?? 'https://baywatchrobotics.org,https://www.baywatchrobotics.org')
    .split(',')
    .map((h) => h.trim().replace(/\/+$/, ''))
    .filter((h) => /^https?:\/\//.test(h));
  return hosts.length ? hosts : ['https://baywatchrobotics.org'];
}

/** A host that is down or overloaded: the next one is tried. Other answers (404, 401, 400…) are the API's word. */
const tryNextOn = new Set([502, 503, 504]);

export class HostsUnreachableError extends Error {
  constructor(readonly attempts: { host: string; reason: string }[]) {
    super(`Could not reach the server (${attempts.map((a) => `${a.host}: ${a.reason}`).join('; ')})`);
  }
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** One attempt: aborts if the headers take longer than the connect timeout or the body longer than the read timeout. */
async function attempt(fetchImpl: Fetch, url: string, init: RequestInit, timeouts: { connectMs: number; readMs: number }): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  let timer = setTimeout(() => controller.abort(new Error('connect timeout')), timeouts.connectMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error('read timeout')), timeouts.readMs);
    // The body is read here, under the read timeout, and handed on whole.
    const body = await response.arrayBuffer();
    return new Response(response.status === 204 || response.status === 304 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

/** fetch() for the app: `path` is under /api; each host is tried in turn until one answers. */
export async function nativeFetch(
  path: string,
  init: RequestInit = {},
  options: { hosts?: string[]; fetchImpl?: Fetch; connectMs?: number; readMs?: number } = {},
): Promise<Response> {
  const hosts = options.hosts ?? nativeApiHosts();
  const fetchImpl = options.fetchImpl ?? ((input, i) => fetch(input, i));
  const timeouts = { connectMs: options.connectMs ?? CONNECT_TIMEOUT_MS, readMs: options.readMs ?? READ_TIMEOUT_MS };
  const attempts: { host: string; reason: string }[] = [];
  for (const host of hosts) {
    if (init.signal?.aborted) throw init.signal.reason;
    try {
      const response = await attempt(fetchImpl, `${host}${path}`, init, timeouts);
      if (!tryNextOn.has(response.status) || host === hosts[hosts.length - 1]) return response;
      attempts.push({ host, reason: `HTTP ${response.status}` });
    } catch (err) {
      if (init.signal?.aborted) throw err;
      attempts.push({ host, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  throw new HostsUnreachableError(attempts);
}
