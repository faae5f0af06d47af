import { afterAll, describe, expect, it } from 'vitest';
import { openStream, type StreamReader } from '../live/sse-client.ts';
import { api, ok, postgresBinDir, PrivateCluster, queryRows, startServer, stopAllServers, waitUntil, type ServerProcess } from './faults-kit.ts';

const BIN = postgresBinDir();

interface Outcome {
  at: number;
  kind: 'read' | 'write' | 'profile';
  status: number;
  content?: string;
  id?: number;
}

/**
 * A bounded request load on one server: readers and writers in a loop until stopped (or at most
 * `maxRequests`), every answer recorded with its time.
 */
function startLoad(base: string, token: string, maxRequests = 4000) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let n = 0;
  const worker = async (w: number) => {
    for (let i = 0; !stopped && n < maxRequests; i++) {
      n++;
      const kind = (['read', 'write', 'profile'] as const)[(i + w) % 3]!;
      if (kind === 'write') {
        const content = `load w${w} #${i}`;
        const res = await api(base, 'POST', '/api/chat/messages/general', { content }, token, 10_000);
        const good = res.status === 200 && res.body?.content === content;
        outcomes.push({ at: Date.now(), kind, status: res.status, content, id: good ? res.body.id : undefined });
      } else {
        const res = await api(base, 'GET', kind === 'read' ? '/api/chat/messages/general?limit=20' : '/api/profile', undefined, token, 10_000);
        outcomes.push({ at: Date.now(), kind, status: res.status });
      }
      // Failures come back at once while the database is down: do not spin.
      if (outcomes.at(-1)!.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const done = Promise.all([0, 1, 2, 3].map(worker));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** The backend holding the server's LISTENs (chat events, alerts): its last statement is a listen. */
const listening = (cluster: PrivateCluster) =>
  queryRows<{ pid: number }>(cluster.url, `select pid from pg_stat_activity where query like 'listen "%' and pid <> pg_backend_pid()`);

describe.skipIf(!BIN)('PostgreSQL stopped and restarted under load (needs the PostgreSQL server binaries in /usr/lib/postgresql/*/bin)', () => {
  let cluster: PrivateCluster | undefined;
  const streams: StreamReader[] = [];
  afterAll(async () => {
    for (const s of streams) s.close();
    await stopAllServers();
    cluster?.destroy();
  });

  // How quickly it recovers (readiness, requests, LISTEN, live delivery) is measured and recorded in docs/deploy.md;
  // the test asserts that it does, with deadlines generous enough for a loaded machine.
  it('keeps the process up, reports not ready while the database is down, and serves and delivers live again once it is back', async () => {
    cluster = await PrivateCluster.create(BIN!);
    cluster.start();
    // The load posts far faster than a member may (the posting limit is tested in chat/posting-limit.test.ts).
    const server: ServerProcess = await startServer({
      DATABASE_URL: cluster.url,
      ADMIN_USERNAME: 'coach',
      ADMIN_PASSWORD: 'coachpass',
      CHAT_POST_BURST: '100000',
    });
    const coach = (await ok(server.base, 'POST', '/api/auth/login', { username: 'coach', password: 'coachpass' })).token as string;
    const tokens: Record<string, string> = {};
    for (const name of ['ana', 'ben']) {
      await ok(server.base, 'POST', '/api/auth/register', { username: name, password: 'secret1', user_type: 'member' }, coach);
      tokens[name] = (await ok(server.base, 'POST', '/api/auth/login', { username: name, password: 'secret1' })).token;
    }
    const firstListener = await waitUntil('the server to LISTEN', async () => (await listening(cluster!))[0]?.pid, 30_000);

    // Ben's tab stays open on the server through both database outages.
    const ben = await openStream(server.base, tokens.ben!);
    streams.push(ben);
    await ben.waitFor((e) => e.event === 'ready', 30_000);
    /** A message sent now reaches Ben's open stream. */
    const liveDelivery = async (content: string) => {
      const sent = await ok(server.base, 'POST', '/api/chat/messages/general', { content }, tokens.ana);
      const got = await ben.waitFor((e) => e.data?.type === 'message.created' && e.data.message.id === sent.id, 30_000);
      expect(got.data.message.content).toBe(content);
    };
    await liveDelivery('before the outage');

    const load = startLoad(server.base, tokens.ana!);
    try {
      await waitUntil('the load to get going', () => load.outcomes.filter((o) => o.status === 200).length >= 30, 30_000);

      // Outage 1: stop, stay down a moment, start again.
      const downAt = Date.now();
      cluster.stop();
      const notReady = await waitUntil(
        'readiness to report the database down',
        async () => {
          const res = await api(server.base, 'GET', '/api/health/ready');
          if (res.status !== 503)
            throw new Error(
              `ready answered ${res.status} ${JSON.stringify(res.body)}; exit ${server.child.exitCode}; ${server.output().slice(-1500)}`,
            );
          return res.body;
        },
        30_000,
      );
      expect(notReady).toEqual({ status: 'unavailable', database: 'postgres' });
      expect((await api(server.base, 'GET', '/api/health/live')).status).toBe(200);
      await waitUntil(
        'requests to fail while the database is down',
        () => load.outcomes.filter((o) => o.at > downAt && o.status !== 200).length >= 20,
        30_000,
      );
      // The outage itself (not a wait for anything): down a few seconds, as a real restart or upgrade would be, so the
      // listener's reconnects back off.
      await waitUntil('a four-second outage', () => Date.now() - downAt >= 4_000, 30_000);
      const failures = load.outcomes.filter((o) => o.at > downAt && o.status !== 200);
      // While it is down the server answers, with 503 and the service message, not a crash or a hang.
      expect(new Set(failures.map((o) => o.status))).toEqual(new Set([503]));
      expect(server.child.exitCode).toBeNull();

      cluster.start();
      const upAt = Date.now();
      await waitUntil(
        'readiness after the database is back',
        async () => (await api(server.base, 'GET', '/api/health/ready')).status === 200,
        30_000,
      );
      await waitUntil('load requests to succeed again', () => load.outcomes.some((o) => o.at > upAt && o.status === 200), 30_000);

      // The listening connection came back by itself and listens again (a new backend), and live delivery works again.
      const secondListener = await waitUntil('the server to LISTEN again', async () => (await listening(cluster!))[0]?.pid, 30_000);
      expect(secondListener).not.toBe(firstListener);
      await liveDelivery('after the first outage');

      // Outage 2: pg_ctl restart -m fast, while the load goes on.
      cluster.restart();
      const restartedAt = Date.now();
      await waitUntil('readiness after the restart', async () => (await api(server.base, 'GET', '/api/health/ready')).status === 200, 30_000);
      const thirdListener = await waitUntil('the server to LISTEN after the restart', async () => (await listening(cluster!))[0]?.pid, 30_000);
      expect(thirdListener).not.toBe(secondListener);
      await liveDelivery('after the restart');
      await waitUntil('load requests to succeed after the restart', () => load.outcomes.some((o) => o.at > restartedAt && o.status === 200), 30_000);
    } finally {
      await load.stop();
    }

    // A new tab connects as usual.
    const benAgain = await openStream(server.base, tokens.ben!);
    streams.push(benAgain);
    await benAgain.waitFor((e) => e.event === 'ready', 30_000);

    // The process never went down, and every acknowledged write is stored once.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    const writes = load.outcomes.filter((o) => o.kind === 'write');
    const acked = writes.filter((o) => o.id !== undefined);
    const stored = await queryRows<{ id: number; content: string }>(cluster.url, `select id, content from chat_messages where content like 'load %'`);
    const ids = new Map(stored.map((r) => [r.content, r.id]));
    expect(stored.length).toBe(ids.size);
    expect(acked.filter((o) => ids.get(o.content!) !== o.id)).toEqual([]);
    expect(load.outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    await server.stop();
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }, 420_000);
});
