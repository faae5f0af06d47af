/**
 * Match scouting (issue 31), numbers for docs/performance.md:
 *
 *   npm run build   # once: the pages are the built app
 *   node --import tsx scripts/bench/match-scouting.ts [postgres://admin@host/db] [--reports 40] [--queued 50] [--runs 5]
 *
 * One server process on a fresh PostgreSQL database, the simulated season (2025 Lake City, REEFSCAPE form), headless
 * Chromium:
 * - **live table**: a member's /scouting table is open; another member's phone sends `--reports` reports one after
 *   another (POST /api/scouting/reports, as the outbox does); each is timed from just before its POST to the animation
 *   frame in which the open table shows the team's new count of scouted matches;
 * - **reconnect**: a scout's phone page fills `--queued` reports through the form with the network cut (Playwright's
 *   offline mode), then the network comes back; timed from that moment until the phone's outbox holds every one as
 *   sent (the server answered each accepted), read from IndexedDB every 20 ms, and checked on the server;
 * - **cold start offline**: a browser with its own profile opens /scout once online (the service worker keeps the
 *   app, the phone keeps the kit), is closed, and starts again with no network: timed from the navigation to the
 *   form of a match on screen (the scout page, a match chosen, its form).
 * Each part runs `--runs` times; the medians and p95 are printed as JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { STATIONS, stationLabel, type ReportSubmission, type ScoutingKit, type Station } from '@team7790/shared/scouting/match-scouting';
import { emptyValues } from '@team7790/shared/scouting/form';
import { freshPostgresDatabase, root, startServer, summary } from './chat-bench-kit.ts';
import { outboxStates } from '../../e2e/support/scouting-phone.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    reports: { type: 'string', default: '40' },
    queued: { type: 'string', default: '50' },
    runs: { type: 'string', default: '5' },
  },
});
const adminUrl = positionals[0] ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPORTS = Number(values.reports);
const QUEUED = Number(values.queued);
const RUNS = Number(values.runs);
const EVENT = '2025milac';
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password-7790' };
const CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };

interface Account {
  token: string;
  id: number;
  username: string;
}

async function api<T>(base: string, route: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function login(base: string, username: string, password: string): Promise<Account> {
  const { token } = await api<{ token: string }>(base, '/api/auth/login', { method: 'POST', body: { username, password } });
  const { id } = await api<{ id: number }>(base, '/api/profile', { token });
  return { token, id, username };
}

let made = 0;
async function member(base: string, admin: Account, isAdmin = false): Promise<Account> {
  const username = `bench_${process.pid}_${++made}`;
  const password = 'bench-member-password-7790';
  await api(base, '/api/auth/register', { method: 'POST', token: admin.token, body: { username, password, is_admin: isAdmin, user_type: 'member' } });
  return login(base, username, password);
}

async function signedIn(context: BrowserContext, token: string) {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

const teamAt = (kit: ScoutingKit, n: number, station: Station) => {
  const match = kit.schedule.find((m) => m.comp_level === 'qm' && m.match_number === n)!;
  return { match, team: (station.startsWith('red') ? match.red : match.blue)[Number(station.slice(-1)) - 1]! };
};

/** A report to a member's open table: POST to the frame that shows the team's new count of scouted matches. */
async function liveTable(base: string, browser: Browser, admin: Account, kit: ScoutingKit, run: number): Promise<number[]> {
  const viewer = await member(base, admin);
  const scout = await member(base, admin);
  const context = await browser.newContext();
  await signedIn(context, viewer.token);
  const page = await context.newPage();
  await page.goto(`${base}/scouting?event=${EVENT}`);
  await page.locator('[data-testid="scouted-matches"]').first().waitFor();
  // Each run scouts matches of its own; earlier runs' reports are counted already.
  const before = await api<{ teams: { team_number: number; matches: number }[] }>(base, `/api/scouting/events/${EVENT}/summary`, {
    token: viewer.token,
  });
  const counts = new Map<number, number>(before.teams.map((t) => [t.team_number, t.matches]));
  const samples: number[] = [];
  for (let i = 0; i < REPORTS; i++) {
    const station = STATIONS[i % STATIONS.length]!;
    // Matches after those the reconnect part fills (1 to 50), a block of its own per run.
    const n = 51 + Math.floor(i / STATIONS.length) + Math.ceil(REPORTS / STATIONS.length) * run;
    const { match, team } = teamAt(kit, n, station);
    const expected = (counts.get(team) ?? 0) + 1;
    counts.set(team, expected);
    const seen = page.waitForFunction(
      ([t, c]) => {
        const row = [...document.querySelectorAll('tbody tr')].find((r) => r.querySelector('td:nth-child(2)')?.textContent?.trim() === String(t));
        return row?.querySelector('[data-testid="scouted-matches"]')?.textContent?.trim() === String(c)
          ? performance.timeOrigin + performance.now()
          : false;
      },
      [team, expected] as const,
      { polling: 'raf', timeout: 30_000 },
    );
    const now = new Date().toISOString();
    const submission: ReportSubmission = {
      id: crypto.randomUUID(),
      submission_id: crypto.randomUUID(),
      base_submission_id: null,
      event_key: EVENT,
      match_key: match.key,
      station,
      team_number: team,
      form_season: kit.form.season,
      form_version: kit.form.version,
      values: emptyValues(kit.form),
      scouted_by: scout.id,
      opened_at: now,
      submitted_at: now,
    };
    const start = Date.now();
    await api(base, '/api/scouting/reports', { method: 'POST', token: scout.token, body: { reports: [submission] } });
    samples.push(Number(await (await seen).jsonValue()) - start);
  }
  await context.close();
  return samples;
}

/** `QUEUED` reports filled with no network, then the network back: until every one is sent. */
async function reconnect(base: string, browser: Browser, admin: Account, station: Station): Promise<number> {
  const scout = await member(base, admin);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signedIn(context, scout.token);
  const page = await context.newPage();
  await page.goto(`${base}/scout?event=${EVENT}`);
  await page.getByRole('heading', { name: 'Scout any match' }).waitFor();
  await context.setOffline(true);
  for (let n = 1; n <= QUEUED; n++) {
    await page.getByLabel('Match', { exact: true }).selectOption(`${EVENT}_qm${n}`);
    await page.getByRole('button', { name: new RegExp(`^Scout ${stationLabel(station)}, team \\d+$`) }).click();
    await page.getByRole('button', { name: 'Submit report' }).click();
    await page.getByRole('heading', { name: `Waiting to send (${n})` }).waitFor();
  }
  const start = Date.now();
  await context.setOffline(false);
  for (;;) {
    if ((await outboxStates(page)).sent === QUEUED) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const elapsed = Date.now() - start;
  const { reports } = await api<{ reports: unknown[] }>(base, `/api/scouting/events/${EVENT}/reports`, { token: scout.token });
  if (reports.length !== QUEUED) throw new Error(`the server holds ${reports.length} of ${QUEUED} reports`);
  await context.close();
  return elapsed;
}

/** A browser profile that opened /scout once online starts again with no network: navigation to the form on screen. */
async function coldStart(base: string, admin: Account): Promise<{ page: number; form: number }> {
  const scout = await member(base, admin);
  const profile = mkdtempSync(path.join(os.tmpdir(), 't7790-phone-'));
  try {
    const first = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: { width: 390, height: 844 } });
    await signedIn(first, scout.token);
    const page = first.pages()[0] ?? (await first.newPage());
    await page.goto(`${base}/scout?event=${EVENT}`);
    await page.getByRole('heading', { name: 'Scout any match' }).waitFor();
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
      null,
      {
        timeout: 60_000,
      },
    );
    // The worker keeps the page's code files as the page names them: give it the moment it needs to have them all.
    await page.waitForFunction(
      async () => {
        const names = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.includes('/assets/'));
        const caches_ = await caches.keys();
        const kept = new Set<string>();
        for (const key of caches_) for (const request of await (await caches.open(key)).keys()) kept.add(request.url);
        return names.every((n) => kept.has(n));
      },
      null,
      { timeout: 60_000, polling: 200 },
    );
    await first.close();

    const again = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: { width: 390, height: 844 }, offline: true });
    const phone = again.pages()[0] ?? (await again.newPage());
    const start = Date.now();
    await phone.goto(`${base}/scout?event=${EVENT}`);
    await phone.getByRole('heading', { name: 'Scout any match' }).waitFor();
    const pageShown = Date.now() - start;
    await phone.getByLabel('Match', { exact: true }).selectOption(`${EVENT}_qm3`);
    await phone.getByRole('button', { name: /^Scout Red 1, team \d+$/ }).click();
    await phone.getByRole('button', { name: 'Submit report' }).waitFor();
    const formShown = Date.now() - start;
    await again.close();
    return { page: pageShown, form: formShown };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const database = await freshPostgresDatabase(adminUrl);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 't7790-scouting-'));
const server = await startServer({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PASSWORD_SCRYPT_LOG_N: '10',
  REGISTER_MAX_PER_ADDRESS: '10000',
  LOGIN_MAX_PER_ADDRESS: '10000',
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
});
const browser = await chromium.launch(CHROMIUM);
try {
  const base = server.base;
  const admin = await login(base, ADMIN.username, ADMIN.password);
  const kit = await api<ScoutingKit>(base, `/api/scouting/events/${EVENT}/kit`, { token: admin.token });
  const live: number[] = [];
  const reconnects: number[] = [];
  const colds: { page: number; form: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    live.push(...(await liveTable(base, browser, admin, kit, run)));
    reconnects.push(await reconnect(base, browser, admin, STATIONS[run % STATIONS.length]!));
    colds.push(await coldStart(base, admin));
  }
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        live_table_ms: summary(live),
        reconnect_all_sent_ms: { queued: QUEUED, ...summary(reconnects), runs: reconnects },
        cold_start_offline_ms: { page: summary(colds.map((c) => c.page)), form: summary(colds.map((c) => c.form)) },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
