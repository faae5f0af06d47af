/**
 * Send-to-delivery latency with many connected tabs.
 *   node --import tsx scripts/bench/chat-delivery.ts            (embedded PGlite)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx scripts/bench/chat-delivery.ts   (PostgreSQL; a fresh database is created and dropped)
 * Options: CLIENTS (200), MESSAGES (100), RATE per second (10). Loopback only; bounded run.
 * Runs the compiled server when it is built (`npm run build`; BENCH_ENTRY=loader for the sources through tsx), and
 * reports its resident memory after start, with the streams open, and at its peak while the messages go out.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { api, forEachSseBlock, freshPostgresDatabase, peakRss, pool, rssKb, startServer, summary } from './chat-bench-kit.ts';

const CLIENTS = Number(process.env.CLIENTS ?? 200);
const MESSAGES = Number(process.env.MESSAGES ?? 100);
const RATE = Number(process.env.RATE ?? 10);
const SENDERS = 5;

const dataDir = mkdtempSync(path.join(tmpdir(), 't7790-bench-'));
const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL) : null;
const server = await startServer({
  DATA_DIR: dataDir,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  ADMIN_USERNAME: 'benchadmin',
  ADMIN_PASSWORD: 'benchpass1',
  LOGIN_MAX_PER_ADDRESS: '100000',
  // Delivery is measured here, at rates above a member's posting limit.
  CHAT_POST_BURST: '1000000',
  LOG_LEVEL: 'info',
});
const { base } = server;
const pid = server.child.pid!;
const memory = { after_start: rssKb(pid), with_streams: 0, peak_while_sending: 0 };

try {
  const admin = (await api(base, 'POST', '/api/auth/login', { username: 'benchadmin', password: 'benchpass1' })).token as string;
  const names = Array.from({ length: CLIENTS }, (_, i) => `bench_${i}`);
  const tokens: string[] = [];
  console.log(`creating ${CLIENTS} members…`);
  await pool(names, 4, async (name, i) => {
    await api(base, 'POST', '/api/auth/register', { username: name, password: 'benchpass1', user_type: 'member' }, admin).catch(() => {});
    tokens[i] = (await api(base, 'POST', '/api/auth/login', { username: name, password: 'benchpass1' })).token;
  });

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  const controllers: AbortController[] = [];
  console.log(`connecting ${CLIENTS} streams…`);
  await pool(tokens, 20, async (token) => {
    const { ticket } = await api(base, 'POST', '/api/chat/notifications/stream-ticket', {}, token);
    const controller = new AbortController();
    controllers.push(controller);
    const res = await fetch(`${base}/api/chat/notifications/stream?ticket=${ticket}`, { signal: controller.signal });
    let ready: () => void = () => {};
    const isReady = new Promise<void>((r) => (ready = r));
    void forEachSseBlock(res.body, (block) => {
      if (block.startsWith('event: ready')) ready();
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (!data || !data.includes('"message.created"')) return;
      const nonce = /"content":"(bench-[0-9]+)"/.exec(data)?.[1];
      const started = nonce ? sentAt.get(nonce) : undefined;
      if (started !== undefined) {
        latencies.push(performance.now() - started);
        delivered++;
      }
    });
    await isReady;
  });

  const serverCpu = () => {
    // utime + stime of the server process, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  memory.with_streams = rssKb(pid);
  const peak = peakRss(pid);
  const cpuBefore = serverCpu();
  console.log(`sending ${MESSAGES} messages at ${RATE}/s from ${SENDERS} senders…`);
  const postLatencies: number[] = [];
  let failedPosts = 0;
  for (let i = 0; i < MESSAGES; i++) {
    const nonce = `bench-${i}`;
    const token = tokens[i % SENDERS]!;
    const start = performance.now();
    sentAt.set(nonce, start);
    void api(base, 'POST', '/api/chat/messages/general', { content: nonce }, token).then(
      () => postLatencies.push(performance.now() - start),
      () => failedPosts++,
    );
    await new Promise((r) => setTimeout(r, 1000 / RATE));
  }
  const expected = MESSAGES * CLIENTS;
  const deadline = Date.now() + 10_000;
  while (delivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const cpuMs = serverCpu() - cpuBefore;
  memory.peak_while_sending = peak.stop();
  for (const c of controllers) c.abort();

  console.log(
    JSON.stringify(
      {
        engine: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
        clients: CLIENTS,
        messages: MESSAGES,
        rate_per_s: RATE,
        deliveries: `${delivered}/${expected}`,
        failed_posts: failedPosts,
        send_to_delivery_ms: summary(latencies),
        post_response_ms: summary(postLatencies),
        server_cpu_ms_per_message: Math.round((cpuMs / MESSAGES) * 10) / 10,
        server_rss_mib: Object.fromEntries(Object.entries(memory).map(([k, kb]) => [k, Math.round(kb / 1024)])),
        server: `${process.env.BENCH_ENTRY === 'loader' ? 'loader' : 'compiled'}${process.env.BENCH_NODE_ARGS ? ` ${process.env.BENCH_NODE_ARGS}` : ''}`,
        load_average: loadavg()
          .map((l) => l.toFixed(1))
          .join(' / '),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
