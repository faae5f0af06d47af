// What a drawn page's main thread does after its first paint, read from Chromium's own trace rather than from
// Lighthouse's simulation: the blocking time the tasks really took (the part of each task over 50 ms), the time spent
// running script, and the time spent on style and layout, from the first contentful paint until 5 s after the load.
// The CPU is slowed 4x (Chromium's throttling, as on a mid-range phone), on a 412 px screen, a fresh browser each run.
//
//   npm run build && node --import tsx scripts/bench/main-thread.ts [--runs 10] [--pages event,team,match]
//                                                                   [--against DIR] [--port 3595]
//
// The server is the built one, on the simulated season's Saturday at 2025milac (as scripts/bench/lighthouse.ts runs
// it), on a fresh embedded database. --against DIR starts a second build beside it (another checkout with its own
// `npm run build`, port + 1); each page's runs alternate between the two, so both meet the same machine. Prints the
// medians and each run's figures (blocking / script / style and layout, in ms).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { startBuiltServer } from './built-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '3595' },
    pages: { type: 'string', default: 'event,team,match' },
    against: { type: 'string' },
    'chrome-path': { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
const CLOCK_START = '2025-03-01T18:00:00Z';
const PAGES: Record<string, string> = {
  event: '/event?event=2025milac',
  team: '/team?team=7790',
  match: '/match?match=2025milac_qm1',
  home: '/',
  search: '/search?q=lake',
  scouting: '/scouting?event=2025milac',
};
const chosen = args.pages.split(',').filter((name) => PAGES[name]);

interface Build {
  label: string;
  dir: string;
  port: number;
}
const builds: Build[] = [{ label: 'this', dir: process.cwd(), port }];
if (args.against) builds.push({ label: 'against', dir: path.resolve(args.against), port: port + 1 });

async function startServer({ dir, port: at }: Build): Promise<ChildProcess> {
  const dataDir = path.resolve(`.tmp/main-thread-${at}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { PORT: String(at), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_START, TBA_API_KEY: '' };
  return startBuiltServer(dir, env, `http://127.0.0.1:${at}/api/health/ready`);
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}
interface Figures {
  blocking: number;
  script: number;
  layout: number;
}

/** Script entry points on the main thread; nested ones are counted once, by the outermost. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'v8.evaluateModule',
  'EvaluateScript',
  'FireAnimationFrame',
  'EventDispatch',
]);

async function measure(url: string): Promise<Figures> {
  const browser = await chromium.launch({ executablePath: args['chrome-path'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    // What the app does once loaded (predictions when idle, the live connection) is part of the first visit.
    await page.waitForTimeout(5_000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`no first contentful paint for ${url}`);
    // The page's main thread is the one that reported its first paint.
    const after = traceEvents.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ts > paint.ts);
    const ms = (us: number) => us / 1000;
    const blocking = after.filter((e) => e.name === 'RunTask').reduce((sum, task) => sum + Math.max(0, ms(task.dur ?? 0) - 50), 0);
    let script = 0;
    let until = 0;
    for (const e of after.filter((event) => SCRIPT_EVENTS.has(event.name)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < until) continue;
      script += ms(e.dur ?? 0);
      until = e.ts + (e.dur ?? 0);
    }
    const layout = after.filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + ms(e.dur ?? 0), 0);
    return { blocking, script, layout };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const commitOf = (dir: string) => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
const loadBefore = loadavg()[0]!.toFixed(2);
const servers = await Promise.all(builds.map(startServer));
try {
  console.log(`Commit ${builds.map((b) => commitOf(b.dir)).join(' beside ')}, ${runs} runs per page each, load average ${loadBefore} before.\n`);
  console.log('| page | build | blocking time | script | style and layout | each run (blocking / script / layout) |');
  console.log('|---|---|---|---|---|---|');
  for (const name of chosen) {
    const figures = new Map<string, Figures[]>(builds.map((b) => [b.label, []]));
    for (let run = 0; run < runs; run++) {
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        // Each page opened once before the runs: the server has drawn and kept it, as for any visitor after the first.
        if (run === 0) await fetch(`http://127.0.0.1:${build.port}${PAGES[name]}`);
        figures.get(build.label)!.push(await measure(`http://127.0.0.1:${build.port}${PAGES[name]}`));
      }
    }
    for (const build of builds) {
      const list = figures.get(build.label)!;
      const each = list.map((f) => `${f.blocking.toFixed(0)}/${f.script.toFixed(0)}/${f.layout.toFixed(0)}`).join(', ');
      console.log(
        `| ${name} | ${build.label} (${commitOf(build.dir)}) | ${median(list.map((f) => f.blocking)).toFixed(0)} ms | ${median(list.map((f) => f.script)).toFixed(0)} ms | ${median(list.map((f) => f.layout)).toFixed(0)} ms | ${each} |`,
      );
    }
  }
  console.log(`\nLoad average ${loadavg()[0]!.toFixed(2)} after.`);
} finally {
  for (const server of servers) server.kill();
}
