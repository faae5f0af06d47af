// Lighthouse on the competition pages a visitor opens on a phone at an event: mobile emulation and
// Lighthouse's simulated slow-4G/4x-CPU throttling, against the real server (built web app, simulated
// season) started here on a loopback port. Prints a table of the median run per page, plus what failed.
//
//   npm run build && node --import tsx scripts/bench/lighthouse.ts [--runs 3] [--port 3590] [--pages event,team,match] [--save DIR]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3590' },
    pages: { type: 'string', default: 'event,team,match' },
    'chrome-path': { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // Keeps each run's full Lighthouse report (JSON) here, to see what the figures are made of.
    save: { type: 'string' },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
// A Saturday of qualifications at 2025milac: live rankings, a schedule in progress, played matches.
const CLOCK_START = '2025-03-01T18:00:00Z';
const PAGES: Record<string, { path: string; warm: string[]; summary?: string }> = {
  event: { path: '/event?event=2025milac', warm: ['/api/competition/events/2025milac', '/api/competition/events/2025milac/epa'] },
  team: { path: '/team?team=7790', warm: ['/api/competition/teams/7790'] },
  match: {
    path: '/match?match=2025milac_qm1',
    warm: ['/api/competition/matches/2025milac_qm1', '/api/competition/matches/2025milac_qm1/epa'],
    // The match's summary is written by its first visitor and kept for everyone after.
    summary: '2025milac_qm1',
  },
};
const chosen = args.pages.split(',').filter((p) => PAGES[p]);

async function startServer(): Promise<ChildProcess> {
  const dataDir = `.tmp/lighthouse-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_START, TBA_API_KEY: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failed: string[];
}

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.map((ref) => ({ ref, category: c.id })))
    .map(({ ref, category }) => ({ category, a: lhr.audits[ref.id]! }))
    .filter(({ a }) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map(({ category, a }) => `${category}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    failed,
  };
}

const median = (list: Figures[]): Figures => [...list].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(list.length / 2)]!;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: args['chrome-path'],
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const rows: string[] = [];
  const problems: string[] = [];
  for (const name of chosen) {
    const { path, warm, summary } = PAGES[name]!;
    // The provider cache is warmed first: the benchmark measures the page, not the first provider fetch.
    for (const url of warm) await (await fetch(`${base}${url}`)).arrayBuffer();
    if (summary) {
      const res = await fetch(`${base}/api/ai/match-summary/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ match_key: summary }),
      });
      await res.arrayBuffer();
    }
    const results: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${path}`, flags);
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      results.push(figures(result.lhr));
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        writeFileSync(`${args.save}/${name}-${i + 1}.json`, JSON.stringify(result.lhr));
      }
    }
    const m = median(results);
    rows.push(
      `| ${name} | \`${path}\` | ${m.performance} | ${m.accessibility} | ${(m.lcp / 1000).toFixed(2)} s | ${(m.fcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.bytes / 1024)} KiB | ${results.map((r) => r.performance).join(', ')} |`,
    );
    for (const f of m.failed) problems.push(`- ${name}: ${f}`);
  }
  console.log('| page | URL | performance | accessibility | LCP | FCP | TBT | CLS | transferred | performance of each run |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(problems.length ? `\nAudits below 90 in the median runs:\n${problems.join('\n')}` : '\nNo audit below 90 in the median runs.');
} finally {
  chrome.kill();
  server.kill();
}
