// One server instance's start and memory: the time from spawning the process to the readiness check answering 200,
// and its resident memory (VmRSS, /proc/PID/status) once ready and again after a few public pages and API answers
// have been asked for (the event, team and match pages and their answers, search). Each run is a fresh process on
// a fresh database: an empty PGlite folder (so a start includes the migrations), or a new PostgreSQL database.
//
//   npm run build && node --import tsx scripts/bench/server-start.ts [--runs 3] [--engine pglite|postgres|both]
//                                                                 [--entry built|loader] [--database-url postgres://…]
//                                                                 [--node-args "--max-semi-space-size=2"]
//                                                                 [--source simulated|recorded]
//
// `--source recorded` gives the server a TBA key and a provider stand-in over HTTP serving ../shared/fixtures (as a
// real deployment's server asks The Blue Alliance and Statbotics), instead of the simulated seasons of the embedded
// defaults; its pages are the recorded 2019 New York City Regional's and team 2337's.
//
// `--entry built` runs the compiled server (`node apps/server/dist/main.js`, what `npm start` and the unit file
// run); `--entry loader` runs the sources through tsx, as the project did before it was compiled.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StandInProvider } from '../../apps/server/test/competition/stand-in-provider.ts';
import { freshDatabase } from '../../apps/server/test/production/faults-kit.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    engine: { type: 'string', default: 'both' },
    entry: { type: 'string', default: 'built' },
    // Flags for the server's node (V8's memory settings, say), before the entry.
    'node-args': { type: 'string', default: '' },
    source: { type: 'string', default: 'simulated' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const runs = Number(args.runs);
const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine!];
const root = path.resolve(import.meta.dirname, '../..');
const nodeArgs = args['node-args']!.split(' ').filter(Boolean);
const provider = args.source === 'recorded' ? await new StandInProvider().start() : null;
const [EVENT, TEAM, DISTRICT] = provider ? ['2019nyny', '2337', '2019fim'] : ['2025milac', '7790', '2025fim'];
const command =
  args.entry === 'loader'
    ? [process.execPath, ...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : [process.execPath, ...nodeArgs, path.join(root, 'apps/server/dist/main.js')];

const rssMiB = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function oneRun(engine: string, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 't7790-start-'));
  const database = engine === 'postgres' ? await freshDatabase('start', args['database-url']) : null;
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      // glibc's allocator settings, when given (MALLOC_ARENA_MAX=2 caps its per-thread arenas).
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('MALLOC_'))),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The simulated season's Saturday of qualifications at 2025milac, as the Lighthouse benchmark; or the providers.
      ...(provider ? provider.settings() : { CLOCK_START: '2025-03-01T18:00:00Z' }),
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      const ok = await fetch(`${base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      await new Promise((r) => setTimeout(r, 50));
    }
    const ready = performance.now() - started;
    const afterStart = rssMiB(child.pid!);
    for (const url of [
      `/event?event=${EVENT}`,
      `/team?team=${TEAM}`,
      `/match?match=${EVENT}_qm1`,
      `/api/competition/events/${EVENT}`,
      `/api/competition/events/${EVENT}/predictions`,
      `/api/competition/events/${EVENT}/odds`,
      `/api/competition/teams/${TEAM}`,
      '/api/competition/search?q=lake',
      `/api/competition/districts/${DISTRICT}`,
    ]) {
      await fetch(`${base}${url}`).then((r) => r.arrayBuffer());
    }
    const afterPages = rssMiB(child.pid!);
    return { ready, afterStart, afterPages };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
console.log(
  `entry ${args.entry} (${command.slice(1).join(' ')}), ${args.source} providers, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)} before`,
);
console.log('| engine | start to ready | RSS when ready | RSS after the pages | runs (ready s / MiB / MiB) |\n|---|---|---|---|---|');
let port = 3700;
for (const engine of engines) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await oneRun(engine, port++));
  const each = results.map((r) => `${(r.ready / 1000).toFixed(1)}/${r.afterStart.toFixed(0)}/${r.afterPages.toFixed(0)}`).join(', ');
  console.log(
    `| ${engine} | ${(median(results.map((r) => r.ready)) / 1000).toFixed(1)} s | ${median(results.map((r) => r.afterStart)).toFixed(0)} MiB | ${median(results.map((r) => r.afterPages)).toFixed(0)} MiB | ${each} |`,
  );
}
console.log(`load ${loadavg()[0]!.toFixed(1)} after; commit ${commit}`);
await provider?.close();
