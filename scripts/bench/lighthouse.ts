// Lighthouse on the pages a visitor opens on a phone: mobile emulation and Lighthouse's simulated slow-4G/4x-CPU
// throttling, against the real server (built web app) started here on a loopback port, on the simulated season or
// on recorded provider answers (a provider stand-in over HTTP serving ../shared/fixtures). Prints the commit, the
// machine's load before and after, and a table of the median run per page, plus what scored below 90.
//
//   npm run build && node --import tsx scripts/bench/lighthouse.ts [--runs 5] [--port 3590] [--source simulated|recorded]
//                                                                 [--pages event,team,match,...] [--save DIR]
//                                                                 [--against DIR]
//
// Every Lighthouse run, and every run of the tab switches, has a browser of its own, launched for it with a new empty
// profile and closed after it, as the plain `lighthouse` command line does: a first visit, with nothing of the app
// already loaded or compiled (until 2026-12, one browser served every run of every page, so every run after a page's
// first measured a browser that had loaded and compiled the app already).
//
// --against DIR measures a second build side by side: another checkout (say, of the previous commit) with its own
// `npm run build` done, whose server is started beside this one (port + 1). Each page's runs alternate between the
// two (this one first on odd runs, the other first on even ones), so both meet the same machine, and each run's
// Lighthouse benchmark index (its measure of the machine's speed) is printed beside the figures.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { StandInProvider } from '../../apps/server/test/competition/stand-in-provider.ts';
import { startBuiltServer } from './built-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3590' },
    source: { type: 'string', default: 'simulated' },
    pages: { type: 'string' },
    'chrome-path': { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // Keeps each run's full Lighthouse report (JSON) here, to see what the figures are made of.
    save: { type: 'string' },
    against: { type: 'string' },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
/** The builds measured: this checkout, and with --against another one beside it. */
interface Build {
  label: string;
  dir: string;
  port: number;
  base: string;
}
const builds: Build[] = [{ label: 'this', dir: process.cwd(), port, base: `http://127.0.0.1:${port}` }];
if (args.against) builds.push({ label: 'against', dir: args.against, port: port + 1, base: `http://127.0.0.1:${port + 1}` });
const recorded = args.source === 'recorded';
// Simulated: a Saturday of qualifications at 2025milac (live rankings, a schedule in progress, played matches).
// Recorded: the 2019 New York City Regional (2019nyny), completed: 94 matches, 52 teams, rankings, alliances and
// awards (the events whose single matches are recorded too).
const CLOCK_START = '2025-03-01T18:00:00Z';
const EVENT = recorded ? '2019nyny' : '2025milac';
const TEAM = recorded ? '2337' : '7790';
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };

interface Page {
  path: string;
  warm?: string[];
  summary?: string;
  /** Opened signed in as a member. */
  member?: boolean;
}
const PAGES: Record<string, Page> = {
  event: { path: `/event?event=${EVENT}`, warm: [`/api/competition/events/${EVENT}`, `/api/competition/events/${EVENT}/epa`] },
  team: { path: `/team?team=${TEAM}`, warm: [`/api/competition/teams/${TEAM}`] },
  match: {
    path: `/match?match=${EVENT}_qm1`,
    warm: [`/api/competition/matches/${EVENT}_qm1`, `/api/competition/matches/${EVENT}_qm1/epa`],
    // The match's summary is written by its first visitor and kept for everyone after.
    summary: `${EVENT}_qm1`,
  },
  district: { path: '/district?district=2025fim', warm: ['/api/competition/districts/2025fim'] },
  regional: { path: '/regional?year=2025', warm: ['/api/competition/regional/2025'] },
  home: { path: '/', warm: ['/api/competition/updates'] },
  robots: { path: '/robots' },
  sponsors: { path: '/sponsors' },
  schedule: { path: '/schedule' },
  ftc: { path: '/ftc' },
  scouting: {
    path: `/scouting?event=${EVENT}`,
    warm: [`/api/competition/events/${EVENT}`, `/api/competition/events/${EVENT}/epa`, `/api/competition/events/${EVENT}/oprs`],
  },
  search: { path: '/search?q=lake', warm: ['/api/competition/search?q=lake'] },
  'become-a-sponsor': { path: '/become-a-sponsor' },
  'privacy-policy': { path: '/privacy-policy' },
  predictions: { path: `/predictions?event=${EVENT}`, warm: [`/api/competition/events/${EVENT}/predictions`] },
  dashboard: { path: '/dashboard#general', member: true },
  messages: { path: '/messages', member: true },
};
const chosen = (args.pages ?? Object.keys(PAGES).join(',')).split(',').filter((p) => PAGES[p]);

async function startServer(provider: StandInProvider | null, { dir, port, base }: Build): Promise<ChildProcess> {
  const dataDir = path.resolve(`.tmp/lighthouse-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(provider ? provider.settings() : { CLOCK_START, TBA_API_KEY: '' }),
  };
  return startBuiltServer(dir, env, `${base}/robots.txt`);
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Script transferred (compressed), and the main thread's time running it (4x slowed). */
  scriptBytes: number;
  bootup: number;
  /** Lighthouse's measure of the machine's speed in this run (higher is faster). */
  benchmarkIndex: number;
  failed: string[];
  /** Lighthouse could not measure the run (its runtime error code); left out of the median. */
  error?: string;
}

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.map((ref) => ({ ref, category: c.id })))
    .map(({ ref, category }) => ({ category, a: lhr.audits[ref.id]! }))
    .filter(({ a }) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map(({ category, a }) => `${category}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    scriptBytes:
      (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items?.find(
        (i) => i.resourceType === 'script',
      )?.transferSize ?? Number.NaN,
    bootup: audit('bootup-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed,
  };
}

/**
 * Interaction to next paint when switching the event page's tabs, as Chromium's Event Timing reports it, on a phone's
 * screen with the CPU slowed 4x (Lighthouse's setting): the slowest of a tap's events, per tab, each run on a fresh
 * page once the app runs.
 */
async function tabSwitches(base: string): Promise<Record<string, number[]>> {
  const byTab: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    await withFreshBrowser(async (chromePort) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.emulateCPUThrottling(4);
      await page.evaluateOnNewDocument(() => {
        const seen: Record<number, number> = {};
        (window as unknown as { interactions: Record<number, number> }).interactions = seen;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as PerformanceEventTiming[]) {
            if (e.interactionId) seen[e.interactionId] = Math.max(seen[e.interactionId] ?? 0, e.duration);
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      await page.goto(`${base}/event?event=${EVENT}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.app === 'running', { timeout: 60_000 });
      for (const tab of ['Schedule', 'Playoffs', 'Awards', 'Rankings']) {
        const before = await page.evaluate(() => Object.keys((window as unknown as { interactions: object }).interactions).length);
        const tabs = await page.$$('[role="tab"]');
        const target = (await Promise.all(tabs.map(async (t) => ((await t.evaluate((e) => e.textContent ?? '')).startsWith(tab) ? t : null)))).find(
          Boolean,
        );
        if (!target) throw new Error(`no ${tab} tab`);
        await target.click();
        await page.waitForFunction((name) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith(name), {}, tab);
        // Two frames after the switch: the paint has happened and its timing been reported (under 16 ms reports none).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
        const durations = await page.evaluate(() => Object.values((window as unknown as { interactions: Record<number, number> }).interactions));
        (byTab[tab] ??= []).push(durations.length > before ? durations[durations.length - 1]! : 0);
      }
      await page.close();
      await browser.disconnect();
    });
  }
  return byTab;
}

const median = (list: Figures[]): Figures => [...list].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(list.length / 2)]!;

/** A member's token, for the pages behind sign-in. */
async function memberToken(base: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token: string };
  };
  const admin = (await post('/auth/login', ADMIN)).token;
  const member = { username: `bench_member_${Date.now()}`, password: 'bench-member-password' };
  await post('/auth/register', { ...member, user_type: 'member' }, admin);
  return (await post('/auth/login', member)).token;
}

const commitOf = (dir: string) => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
const loadBefore = loadavg()[0]!.toFixed(2);
const provider = recorded ? await new StandInProvider().start() : null;
const servers = await Promise.all(builds.map((b) => startServer(provider, b)));
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** A browser of its own for one run (a new, empty profile), closed when `use` is done with it. */
async function withFreshBrowser<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: args['chrome-path'], chromeFlags });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Signs the fresh browser at `port` in as the build's member (each origin keeps its own member's session). */
async function signIn(port: number, base: string, token: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate((t) => localStorage.setItem('token', t), token);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}
const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const tokens = new Map<string, string>();
  const rows: string[] = [];
  const problems: string[] = [];
  // Pages behind sign-in are measured last: the browser then keeps a member's session (no storage reset).
  for (const name of [...chosen.filter((n) => !PAGES[n]!.member), ...chosen.filter((n) => PAGES[n]!.member)]) {
    const { path: pagePath, warm = [], summary, member } = PAGES[name]!;
    if (member) for (const { base } of builds) if (!tokens.has(base)) tokens.set(base, await memberToken(base));
    for (const { base } of builds) {
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
    }
    const results: Figures[][] = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      // Interleaved: the order alternates, so neither build always runs on the warmer (or busier) machine.
      const order = builds.map((_, b) => b);
      if (i % 2 === 1) order.reverse();
      for (const b of order) {
        const { base } = builds[b]!;
        const result = await withFreshBrowser(async (chromePort) => {
          // A member's page: the fresh browser is signed in first, and Lighthouse keeps that storage.
          if (member) await signIn(chromePort, base, tokens.get(base)!);
          return lighthouse(`${base}${pagePath}`, { ...flags, port: chromePort, disableStorageReset: Boolean(member) });
        });
        if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
        results[b]!.push(figures(result.lhr));
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          writeFileSync(`${args.save}/${name}-${builds[b]!.label}-${i + 1}.json`, JSON.stringify(result.lhr));
        }
      }
    }
    for (const [b, build] of builds.entries()) {
      const measured = results[b]!.filter((r) => !r.error);
      if (!measured.length) throw new Error(`no run of ${pagePath} could be measured: ${results[b]!.map((r) => r.error).join(', ')}`);
      const m = median(measured);
      const label = builds.length > 1 ? ` (${commitOf(build.dir)})` : '';
      rows.push(
        `| ${name}${label} | \`${pagePath}\` | ${m.performance} | ${m.accessibility} | ${(m.lcp / 1000).toFixed(2)} s | ${(m.fcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.bytes / 1024)} KiB | ${Math.round(m.scriptBytes / 1024)} KiB | ${(m.bootup / 1000).toFixed(2)} s | ${results[b]!.map((r) => r.error ?? r.performance).join(', ')} | ${Math.round(mid(measured.map((r) => r.benchmarkIndex)))} (${measured.map((r) => Math.round(r.benchmarkIndex)).join(', ')}) |`,
      );
      for (const f of m.failed) problems.push(`- ${name}${label}: ${f}`);
    }
  }
  console.log(
    `Commit ${builds.map((b) => commitOf(b.dir)).join(' beside ')}, ${args.source} season, ${runs} runs per page${builds.length > 1 ? ' each, interleaved' : ''}, load average ${loadBefore} before and ${loadavg()[0]!.toFixed(2)} after.\n`,
  );
  console.log(
    '| page | URL | performance | accessibility | LCP | FCP | TBT | CLS | transferred | script | script time | performance of each run | benchmark index (each run) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (chosen.includes('event')) {
    for (const build of builds) {
      const byTab = await tabSwitches(build.base);
      console.log(
        `\nSwitching the event page's tabs${builds.length > 1 ? ` at ${commitOf(build.dir)}` : ''} (interaction to next paint, 4x slower CPU, median of each run):\n`,
      );
      console.log('| tab | INP | each run |');
      console.log('|---|---|---|');
      for (const [tab, values] of Object.entries(byTab))
        console.log(`| ${tab} | ${Math.round(mid(values))} ms | ${values.map((v) => Math.round(v)).join(', ')} |`);
    }
  }
  console.log(problems.length ? `\nAudits below 90 in the median runs:\n${problems.join('\n')}` : '\nNo audit below 90 in the median runs.');
} finally {
  for (const server of servers) server.kill();
  await provider?.close();
}
