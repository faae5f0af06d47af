import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, HostsUnreachableError, nativeApiHosts, nativeFetch, READ_TIMEOUT_MS } from './native-api.ts';

/** Real HTTP hosts: one that never answers, one that stalls mid-body, one overloaded, one healthy. */
const servers: Server[] = [];
const hits: Record<string, number> = {};
async function host(name: string, handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer((req, res) => {
    hits[name] = (hits[name] ?? 0) + 1;
    handler!(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let silent = '';
let stalls = '';
let busy = '';
let healthy = '';
// Each test counts its own requests, whatever ran before it.
beforeEach(() => {
  for (const name of Object.keys(hits)) delete hits[name];
});
beforeAll(async () => {
  silent = await host('silent', () => {});
  stalls = await host('stalls', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"partial":');
  });
  busy = await host('busy', (_req, res) => res.writeHead(503).end());
  healthy = await host('healthy', (req, res) => {
    if (req.url === '/api/missing') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found."}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url, session: req.headers['x-session-id'] }));
  });
});
afterAll(() => {
  for (const s of servers) s.closeAllConnections();
  return Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

/** Short timeouts, for tests where every host that must answer in time is one that never answers. */
const fast = { connectMs: 300, readMs: 300 };

/** The real setTimeout, kept for waiting while a test has faked the timers. */
const realSetTimeout = globalThis.setTimeout;
async function until(what: string, condition: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => realSetTimeout(r, 10));
  }
}

describe('native API calls', () => {
  it("uses the spec's timeouts: 10 s to connect, 15 s to read", () => {
    expect(CONNECT_TIMEOUT_MS).toBe(10_000);
    expect(READ_TIMEOUT_MS).toBe(15_000);
  });

  it('moves to the next host when one does not answer in time, stalls while reading, or is overloaded', async () => {
    // The test moves the time, with the spec's timeouts: a timeout passes only once its host has the request, so a loaded
    // machine can neither make a host look slow nor let a timeout go unnoticed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Each attempt's signal (aborted by its timeout) and whether its answer's headers came.
      const attempts: { host: string; signal: AbortSignal; headers: boolean }[] = [];
      const fetchImpl = async (url: string, init: RequestInit) => {
        const attempt = { host: new URL(url).origin, signal: init.signal!, headers: false };
        attempts.push(attempt);
        const response = await fetch(url, init);
        attempt.headers = true;
        return response;
      };
      const result = nativeFetch('/api/profile', { headers: { 'X-Session-ID': 'device-1' } }, { hosts: [silent, stalls, busy, healthy], fetchImpl });
      await until('the silent host to have the request', () => hits.silent === 1);
      // Its answer's headers never come: given up at the connect timeout, not before.
      const [first] = attempts;
      expect(first!.host).toBe(silent);
      vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
      expect(first!.signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect((first!.signal.reason as Error).message).toBe('connect timeout');
      await until('the stalling host to send its headers', () => attempts[1]?.headers === true);
      // Its body never ends: given up at the read timeout, not before.
      const second = attempts[1]!;
      expect(second.host).toBe(stalls);
      vi.advanceTimersByTime(READ_TIMEOUT_MS - 1);
      expect(second.signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect((second.signal.reason as Error).message).toBe('read timeout');
      // The busy host answers 503 at once, and the healthy one answers.
      const res = await result;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ path: '/api/profile', session: 'device-1' });
      expect(hits).toMatchObject({ silent: 1, stalls: 1, busy: 1, healthy: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the first host that answers, and an API error is an answer, not a reason to switch', async () => {
    const before = hits.healthy ?? 0;
    // The spec's timeouts: the answering host is never hurried.
    const res = await nativeFetch('/api/missing', {}, { hosts: [healthy, busy] });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found.' });
    expect(hits.healthy).toBe(before + 1);
  });

  it("fails with every host's reason when none answers", async () => {
    const failing = nativeFetch('/api/profile', {}, { hosts: [silent, 'http://127.0.0.1:1'], ...fast });
    await expect(failing).rejects.toBeInstanceOf(HostsUnreachableError);
    await expect(failing).rejects.toThrow(/connect timeout/);
  });

  it('reads the host list from the build setting, dropping anything that is not a URL', () => {
    expect(nativeApiHosts(' https://a.example/ , nonsense, http://b.example')).toEqual(['https://a.example', 'http://b.example']);
    expect(nativeApiHosts(undefined).length).toBe(2);
  });
});
