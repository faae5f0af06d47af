import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, retryDelayMs } from './api-client.ts';

describe('retryDelayMs (spec 1 section 9)', () => {
  it('waits Retry-After seconds plus up to 250 ms of jitter', () => {
    expect(retryDelayMs('2', () => 0)).toBe(2000);
    expect(retryDelayMs('2', () => 0.999)).toBeCloseTo(2249.75);
  });
  it('defaults to one second without a usable header', () => {
    expect(retryDelayMs(null, () => 0)).toBe(1000);
    expect(retryDelayMs('soon', () => 0)).toBe(1000);
  });
  it('never waits more than three seconds', () => {
    expect(retryDelayMs('900', () => 0.5)).toBe(3000);
  });
});

describe('apiRequest', () => {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });

  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
  });

  function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  }

  it('answers a body as text when asked (a CSV file), with the token', async () => {
    stored.set('token', 'tok123');
    const fetchMock = vi.fn(async () => new Response('Event,Match\r\n2025milac,qm1\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest<string>('/scouting/events/2025milac/reports.csv', { as: 'text' })).resolves.toBe('Event,Match\r\n2025milac,qm1\r\n');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok123');
  });

  it('sends JSON, a lasting session id and the stored bearer token', async () => {
    stored.set('token', 'tok123');
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/profile');
    await apiRequest('/auth/logout', { method: 'POST' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/profile');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer tok123');
    const sessionId = headers.get('x-session-id');
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.get('session_id')).toBe(sessionId);

    const [, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(postInit.headers).get('x-session-id')).toBe(sessionId);
    expect(postInit.body).toBe('{}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/search/resolve?q=x');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it("raises the server's error text and status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { error: 'That username is taken.', code: 'conflict', field: 'username' })),
    );
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'That username is taken.', status: 409, code: 'conflict', field: 'username' });
  });

  it('raises status 0 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isUnavailable).toBe(true);
  });

  it('retries a read once after 429, but never a write', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(answer(429, { error: 'Slow down' }, { 'retry-after': '1' }))
        .mockResolvedValueOnce(answer(200, { path: '/search?q=x' }));
      vi.stubGlobal('fetch', fetchMock);
      const pending = apiRequest<{ path: string }>('/search/resolve?q=x');
      await vi.advanceTimersByTimeAsync(1300);
      expect(await pending).toEqual({ path: '/search?q=x' });
      expect(fetchMock).toHaveBeenCalledTimes(2);

      const writeMock = vi.fn(async () => answer(429, { error: 'Too many sign-in attempts.' }, { 'retry-after': '60' }));
      vi.stubGlobal('fetch', writeMock);
      const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429, message: 'Too many sign-in attempts.', retryAfterSeconds: 60 });
      expect(writeMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
