import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpUpstream, type HttpUpstream } from '../../src/features/competition/provider/http-upstream.ts';

/**
 * A provider over raw TCP: it answers the first request of each connection and keeps the connection alive, then
 * closes it, unanswered, on the connection's second request (what a provider's idle timeout does to a request that
 * goes out on a connection it is closing).
 */
async function closingProvider(
  status = 200,
): Promise<{ server: Server; sockets: Set<Socket>; base: string; requests: () => number; closed: () => number }> {
  let requests = 0;
  let closed = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let served = 0;
    socket.on('data', (chunk) => {
      // One request per chunk: the client sends one at a time on a connection.
      if (!chunk.toString('latin1').startsWith('GET ')) return;
      requests++;
      if (served++ > 0) {
        closed++;
        socket.destroy();
        return;
      }
      const body = JSON.stringify({ key: '2019nyny' });
      socket.write(
        `HTTP/1.1 ${status} ${status === 200 ? 'OK' : 'Not Found'}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
          `connection: keep-alive\r\nkeep-alive: timeout=30\r\n\r\n${body}`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, sockets, base: `http://127.0.0.1:${port}/api/v3`, requests: () => requests, closed: () => closed };
}

describe('the provider over HTTP', () => {
  let upstream: HttpUpstream | undefined;
  let provider: Awaited<ReturnType<typeof closingProvider>> | undefined;
  afterEach(async () => {
    await upstream?.close();
    upstream = undefined;
    for (const socket of provider?.sockets ?? []) socket.destroy();
    await new Promise<void>((resolve) => (provider ? provider.server.close(() => resolve()) : resolve()));
    provider = undefined;
  });

  it('asks again, once, on a fresh connection when the kept-alive one is closed under the request', async () => {
    provider = await closingProvider();
    upstream = createHttpUpstream({ baseUrl: provider.base });
    // A request goes out on a kept connection once the client has put the connection back in its pool, which is
    // not at once: ask until one did (the provider closed it), every answer a 200.
    for (let asked = 0; asked < 200 && provider.closed() === 0; asked++) {
      const answer = await upstream.get('/event/2019nyny');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ key: '2019nyny' });
    }
    expect(provider.closed()).toBeGreaterThan(0);
  });

  it('passes an answer of any status through as it is, without asking again', async () => {
    provider = await closingProvider(404);
    upstream = createHttpUpstream({ baseUrl: provider.base });
    expect((await upstream.get('/event/2019zzzz')).status).toBe(404);
    expect(provider.requests()).toBe(1);
  });

  it('does not ask twice a provider that refuses the connection', async () => {
    upstream = createHttpUpstream({ baseUrl: 'http://127.0.0.1:1/api/v3', connectTimeoutMs: 2000 });
    await expect(upstream.get('/event/2019nyny')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
