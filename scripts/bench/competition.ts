// Benchmark of the competition data service (numbers go to docs/performance.md).
//   node --import tsx scripts/bench/competition.ts [--duration 10] [--connections 10]
// 1. Search: in-process, a mix of queries over the full index (all teams, events of the search years).
// 2. HTTP: the server in its own process on loopback, cache warm, driven by autocannon.
import { fork } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { parseSettings } from '../../apps/server/src/settings.ts';
import type { SearchIndex } from '../../apps/server/src/features/competition/search/search-index.ts';
import { search, teamSearcher } from '../../apps/server/src/features/competition/search/search-scoring.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Only the HTTP targets whose path contains this. */
    only: { type: 'string', default: '' },
    'skip-search': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const CLOCK_START = '2025-03-01T18:00:00Z';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(2)} ms`;

/** Distinct queries: team numbers, nicknames with one letter dropped (fuzzy), event names and codes, misses. */
function searchQueries(teams: { team_number: number; nickname: string }[], events: { key: string; name: string }[]): string[] {
  const typo = (s: string) => (s.length > 4 ? s.slice(0, 2) + s.slice(3) : s);
  const out: string[] = [];
  for (let i = 0; out.length < 3000; i++) {
    const t = teams[(i * 7919) % teams.length]!;
    const e = events[(i * 104729) % events.length]!;
    out.push([String(t.team_number), typo(t.nickname.toLowerCase()), e.name.split(' ').slice(-3).join(' '), e.key.slice(4), `zq${i}x`][i % 5]!);
  }
  return out;
}

async function benchSearch() {
  const start = new Date(CLOCK_START);
  const settings = parseSettings({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/bench', TBA_API_KEY: '' });
  const app = await buildApp({ settings, database: await openPglite(undefined), now: () => start, logger: false });
  // The scoring itself, without the answer memo: every query below is computed in full.
  const index = (await (app.services.competition as unknown as { searchIndex: SearchIndex }).searchIndex.ready())!;
  const teams = index.teams.items();
  const events = index.events.items();
  const queries = searchQueries(teams, events);
  for (const q of queries.slice(0, 300)) search(index, q, start);
  const times: number[] = [];
  // CPU time too: on a shared machine the wall clock also counts time the process was not running.
  const cpuTimes: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    const c = process.cpuUsage();
    search(index, q, start);
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  cpuTimes.sort((a, b) => a - b);
  // The real provider lists about three times as many teams as the simulated season: the same
  // measure over a tripled team list (numbers shifted by 10000 and 20000) shows how it scales.
  const tripled = [0, 10000, 20000].flatMap((shift) => teams.map((t) => ({ team_number: t.team_number + shift, nickname: t.nickname })));
  const bigTeams = teamSearcher(tripled);
  const bigTimes: number[] = [];
  const bigCpu: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    const c = process.cpuUsage();
    search({ teams: bigTeams, events: index.events }, q, start);
    const used = process.cpuUsage(c);
    bigTimes.push(performance.now() - t);
    bigCpu.push((used.user + used.system) / 1000);
  }
  bigCpu.sort((a, b) => a - b);
  await app.close();
  times.sort((a, b) => a - b);
  bigTimes.sort((a, b) => a - b);
  return {
    teams: teams.length,
    events: events.length,
    queries,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpu: { p50: percentile(cpuTimes, 50), p95: percentile(cpuTimes, 95), p99: percentile(cpuTimes, 99) },
    big: {
      teams: tripled.length,
      p50: percentile(bigTimes, 50),
      p95: percentile(bigTimes, 95),
      p99: percentile(bigTimes, 99),
      cpu: { p50: percentile(bigCpu, 50), p95: percentile(bigCpu, 95), p99: percentile(bigCpu, 99) },
    },
  };
}

async function startServer(warm: string[]): Promise<{ port: number; stop(): void }> {
  const child = fork(new URL('./competition-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_CLOCK_START: CLOCK_START, BENCH_WARM_URLS: warm.join(',') },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port?: number }) => m.port && resolve(m.port));
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

async function load(port: number, path: string, cycle: string[] = [], clients = connections) {
  const latencies: number[] = [];
  let next = 0;
  const requests = cycle.length ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: cycle[next++ % cycle.length]! }) }] : undefined;
  const instance = autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: clients, duration, requests });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: result.requests.total,
    rps: result.requests.average,
    non2xx: result.non2xx + result.errors + result.timeouts,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const targets = [
  '/api/competition/events/2025milac',
  '/api/competition/teams/7790',
  '/api/competition/matches/2025milac_qm1',
  '/api/competition/search?q=lake%20city',
];

console.log(
  `machine: ${os.cpus()[0]?.model} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
let distinctSearches: string[] = [];
if (!args['skip-search']) {
  const search = await benchSearch();
  distinctSearches = search.queries.map((q) => `/api/competition/search?q=${encodeURIComponent(q)}`);
  console.log(`\nsearch scoring (in-process, ${search.teams} teams + ${search.events} events, ${search.queries.length} distinct queries):`);
  console.log(`  wall clock: p50 ${ms(search.p50)}  p95 ${ms(search.p95)}  p99 ${ms(search.p99)}`);
  console.log(`  CPU time:   p50 ${ms(search.cpu.p50)}  p95 ${ms(search.cpu.p95)}  p99 ${ms(search.cpu.p99)}`);
  console.log(`  wall clock with ${search.big.teams} teams: p50 ${ms(search.big.p50)}  p95 ${ms(search.big.p95)}  p99 ${ms(search.big.p99)}`);
  console.log(
    `  CPU time with ${search.big.teams} teams:   p50 ${ms(search.big.cpu.p50)}  p95 ${ms(search.big.cpu.p95)}  p99 ${ms(search.big.cpu.p99)}`,
  );
}

const server = await startServer(targets);
try {
  console.log(`\nHTTP, warm cache, ${connections} connections x ${duration} s each (autocannon, loopback):`);
  console.log('  path | requests/s | p50 | p95 | p99 | bytes/answer | errors');
  for (const path of targets.filter((t) => t.includes(args.only))) {
    const r = await load(server.port, path);
    console.log(`  ${r.path} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.bytes} | ${r.non2xx}`);
  }
  if (distinctSearches.length && 'search'.includes(args.only)) {
    const r = await load(server.port, '/api/competition/search?q=x', distinctSearches);
    console.log(
      `  search, ${distinctSearches.length} distinct queries in turn | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.bytes} | ${r.non2xx}`,
    );
    const one = await load(server.port, '/api/competition/search?q=x', distinctSearches, 1);
    console.log(`  same, 1 connection | ${Math.round(one.rps)} | ${ms(one.p50)} | ${ms(one.p95)} | ${ms(one.p99)} | ${one.bytes} | ${one.non2xx}`);
  }
} finally {
  server.stop();
}
