import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const fast = { connectMs: 300, readMs: 300 };

describe('native API calls', () => {
  it('uses the spec\'s timeouts: 10 s to connect, 15 s to read', () => {
    expect(CONNECT_TIMEOUT_MS).toBe(10_000);
    expect(READ_TIMEOUT_MS).toBe(15_000);
  });

  it('moves to the next host when one does not answer in time, stalls while reading, or is overloaded', async () => {
    const started = Date.now();
    const res = await nativeFetch('/api/profile', { headers: { 'X-Session-ID': 'device-1' } }, { hosts: [silent, stalls, busy, healthy], ...fast });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/api/profile', session: 'device-1' });
    expect(hits).toMatchObject({ silent: 1, stalls: 1, busy: 1, healthy: 1 });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('takes the first host that answers, and an API error is an answer, not a reason to switch', async () => {
    const before = hits.healthy ?? 0;
    const res = await nativeFetch('/api/missing', {}, { hosts: [healthy, busy], ...fast });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found.' });
    expect(hits.healthy).toBe(before + 1);
  });

  it('fails with every host\'s reason when none answers', async () => {
    const failing = nativeFetch('/api/profile', {}, { hosts: [silent, 'http://127.0.0.1:1'], ...fast });
    await expect(failing).rejects.toBeInstanceOf(HostsUnreachableError);
    await expect(failing).rejects.toThrow(/connect timeout/);
  });

  it('reads the host list from the build setting, dropping anything that is not a URL', () => {
    expect(nativeApiHosts(' https://a.example/ , nonsense, http://b.example')).toEqual(['https://a.example', 'http://b.example']);
    expect(nativeApiHosts(undefined).length).toBe(2);
  });
});
