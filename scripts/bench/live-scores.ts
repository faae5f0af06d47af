/**
 * Live competition day (decision 0011), numbers for docs/performance.md: thousands of visitors' live streams open on
 * the recorded 2019 New York City Regional while it is "being played", and results arriving by signed TBA webhooks.
 *
 *   npm run build   # once: the browser page is the built app
 *   node --import tsx scripts/bench/live-scores.ts [postgres://admin@host/db] [--configs one,two-nginx]
 *     [--visitors 2000] [--rounds 20]
 *
 * For each configuration (`one`: one server process, clients straight to it; `two-nginx`: two behind the committed
 * deploy/nginx/team7790.conf over TLS, its cap on all live streams raised to fit the run) on a fresh PostgreSQL
 * database, with The Blue Alliance a stand-in over HTTP:
 * - posts one webhook and waits for the watcher's first look at the event, which only learns what pages show;
 * - opens `--visitors` visitor streams (`GET /api/live/stream`, no account): 70% watch the event, 20% a match of it,
 *   10% a team playing in it, 25 per client address (each a loopback address of its own, 127.0.x.y, so the
 *   per-address shares of the app and nginx are those of production); and one headless Chromium page of the event's
 *   schedule;
 * - then, `--rounds` times, changes match 1's red score at the stand-in and posts TBA's `match_score` webhook; from
 *   just before that POST it times each stream's receipt of the change and the browser page's painting of the new
 *   score (the animation frame in which the row shows it); a round ends when all have it (or after 10 s);
 * - records the server processes' memory before and after the streams opened (per connection), and the requests the
 *   provider stand-in received per resource during the rounds, beside the number of open pages.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fetch } from 'undici';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { fixture, StandInProvider } from '../../apps/server/test/competition/stand-in-provider.ts';
import { NGINX, nginxFront, type NginxFront } from '../../apps/server/test/production/nginx-kit.ts';
import {
  firstLookSaved,
  freshPostgresDatabase,
  LoopbackClients,
  openVisitorStreams,
  peakRss,
  root,
  rssKb,
  startServer,
  summary,
} from './chat-bench-kit.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    configs: { type: 'string', default: 'one,two-nginx' },
    visitors: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '20' },
  },
});
const adminUrl = positionals[0] ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONFIGS = values.configs!.split(',') as Array<'one' | 'two-nginx'>;
const VISITORS = Number(values.visitors);
const ROUNDS = Number(values.rounds);
const SECRET = 'bench-live-webhook-secret';
const EVENT = '2019nyny';
const MATCH = '2019nyny_qm1';
const CLOCK_START = '2019-04-05T14:00:00-04:00';
const recorded = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`);
const matchKeys = recorded.filter((m) => m.comp_level === 'qm').map((m) => m.key);
const teamsOfMatch1 = (() => {
  const m = recorded.find((x) => x.key === MATCH)!;
  return [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].map((k) => k.slice(3));
})();

/** The median of five readings of a process's resident memory over two seconds (its garbage collector moves it). */
async function settledRssKb(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(rssKb(pid));
    await new Promise((r) => setTimeout(r, 400));
  }
  return readings.sort((a, b) => a - b)[2]!;
}

function redScoreIs(provider: StandInProvider, red: number) {
  const matches = recorded.map((m) =>
    m.key === MATCH ? { ...m, winning_alliance: 'red', alliances: { ...m.alliances, red: { ...m.alliances.red, score: red } } } : m,
  );
  provider.serve(`/api/v3/event/${EVENT}/matches`, matches);
  provider.serve(
    `/api/v3/match/${MATCH}`,
    matches.find((m) => m.key === MATCH),
  );
}

/** The topics of visitor i: most watch the event, some a match, some a team of match 1 (all see match 1's result). */
function topicsOf(i: number): string {
  const slot = i % 10;
  if (slot < 7) return `event:${EVENT}`;
  if (slot < 9) return `match:${slot === 7 ? MATCH : matchKeys[i % matchKeys.length]},event:${EVENT}`;
  return `team:${teamsOfMatch1[i % teamsOfMatch1.length]}`;
}

async function runConfig(config: 'one' | 'two-nginx') {
  const count = config === 'two-nginx' ? 2 : 1;
  const provider = await new StandInProvider().start();
  const database = await freshPostgresDatabase(adminUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 't7790-live-'));
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  let front: NginxFront | null = null;
  const loopback = new LoopbackClients();
  const plain = loopback.from('127.0.0.1');
  const controllers: AbortController[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--ignore-certificate-errors'],
  });
  try {
    for (let i = 0; i < count; i++) {
      servers.push(
        await startServer(
          {
            ...provider.settings({ TBA_WEBHOOK_SECRET: SECRET }),
            DATABASE_URL: database.url,
            DATA_DIR: dir,
            LOG_LEVEL: 'info',
            CLOCK_START,
            TRUST_PROXY: config === 'one' ? 'false' : 'true',
            WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
          },
          { logFile: path.join(dir, `server-${i}.log`) },
        ),
      );
    }
    if (config === 'two-nginx') {
      front = await nginxFront(
        servers.map((s) => Number(new URL(s.base).port)),
        { workerConnections: 16384, liveStreams: Math.max(1500, VISITORS + 100) },
      );
      await front.start();
    }
    const base = front ? front.https : servers[0]!.base;
    const webhook = async () => {
      const body = JSON.stringify({
        message_type: 'match_score',
        message_data: { event_key: EVENT, match_key: MATCH, event_name: 'New York City', sent: `${Date.now()}-${Math.random()}` },
      });
      const res = await fetch(`${base}/api/notifications/webhooks/tba`, {
        dispatcher: plain,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
      });
      await res.text();
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    };

    // What pages show before the run: the servers learn it in the watcher's first look, after the webhook's answer.
    let red = 200;
    redScoreIs(provider, red);
    await webhook();
    await firstLookSaved(database.url, EVENT);

    const memoryBefore = await Promise.all(servers.map((s) => settledRssKb(s.child.pid!)));
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    const got = new Map<number, number>();
    let errors = 0;
    let opened = 0;
    const { refused } = await openVisitorStreams({
      base,
      count: VISITORS,
      topicsOf,
      loopback,
      controllers,
      fetch,
      onStream: () => ({
        onBlock: (block) => {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data?.includes('"competition.changed"')) return;
          const score = /"score":(\d+),"team_keys":\["frc4640"/.exec(data)?.[1];
          const started = score ? sentAt.get(Number(score)) : undefined;
          if (started !== undefined) {
            latencies.push(performance.now() - started);
            got.set(Number(score), (got.get(Number(score)) ?? 0) + 1);
          }
        },
        onReady: () => void opened++,
      }),
    });
    errors += refused;
    const memoryAfter = await Promise.all(servers.map((s) => settledRssKb(s.child.pid!)));

    // One browser page on the event's schedule, live.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/event?event=${EVENT}#schedule`);
    await page.locator('[data-live-stream="live"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator(`tr[data-match="${MATCH}"]`).waitFor();

    const requestsBefore = provider.requests.length;
    const paints: number[] = [];
    const startedRounds = performance.now();
    const peaks = servers.map((s) => peakRss(s.child.pid!));
    for (let round = 0; round < ROUNDS; round++) {
      red += 1;
      const score = red;
      redScoreIs(provider, score);
      const painted = page.waitForFunction(
        ([key, s]) => {
          const row = document.querySelector(`tr[data-match="${key}"]`);
          return row?.textContent?.includes(String(s)) ? performance.timeOrigin + performance.now() : false;
        },
        [MATCH, score] as const,
        { polling: 'raf', timeout: 10_000 },
      );
      const wallStart = Date.now();
      sentAt.set(score, performance.now());
      await webhook();
      try {
        paints.push(((await (await painted).jsonValue()) as number) - wallStart);
      } catch {
        errors++;
      }
      const deadline = Date.now() + 10_000;
      while ((got.get(score) ?? 0) < opened && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      if ((got.get(score) ?? 0) < opened) errors += opened - (got.get(score) ?? 0);
    }
    const seconds = (performance.now() - startedRounds) / 1000;
    const peakKb = peaks.map((p) => p.stop());
    const perResource = new Map<string, number>();
    for (const r of provider.requests.slice(requestsBefore)) {
      const resource = r.path.replace('/api/v3', '').replace(/frc\d+/, 'frc{team}');
      perResource.set(resource, (perResource.get(resource) ?? 0) + 1);
    }
    await context.close();
    return {
      config,
      opened,
      errors,
      delivery: summary(latencies),
      paint: summary(paints),
      memoryPerConnectionKb: memoryAfter.reduce((a, b) => a + b, 0) / opened - memoryBefore.reduce((a, b) => a + b, 0) / opened,
      memoryMb: {
        before: memoryBefore.map((k) => Math.round(k / 1024)),
        after: memoryAfter.map((k) => Math.round(k / 1024)),
        peakDuringRounds: peakKb.map((k) => Math.round(k / 1024)),
      },
      seconds,
      upstream: Object.fromEntries([...perResource.entries()].sort((a, b) => b[1] - a[1])),
      load: os.loadavg()[0]!.toFixed(1),
    };
  } finally {
    for (const c of controllers) c.abort();
    await browser.close();
    await front?.stop();
    for (const s of servers) await s.stop();
    await provider.close();
    await database.drop();
    await loopback.close();
  }
}

if (CONFIGS.includes('two-nginx') && !NGINX) throw new Error('nginx is not installed');
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const config of CONFIGS) {
  const r = await runConfig(config);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\n== ${r.config}: ${r.opened} visitor streams + 1 browser page, ${ROUNDS} results in ${r.seconds.toFixed(1)} s, load ${r.load}`);
  console.log(
    `delivery to every stream: n=${r.delivery.n} p50 ${ms(r.delivery.p50)} p95 ${ms(r.delivery.p95)} p99 ${ms(r.delivery.p99)} max ${ms(r.delivery.max)}`,
  );
  console.log(`webhook to paint in the browser page: n=${r.paint.n} p50 ${ms(r.paint.p50)} p95 ${ms(r.paint.p95)} max ${ms(r.paint.max)}`);
  console.log(`errors (refused streams, missed deliveries or paints): ${r.errors}`);
  console.log(
    `server memory MiB before/after streams and at the peak of the rounds: ${JSON.stringify(r.memoryMb)}; per connection ${r.memoryPerConnectionKb.toFixed(1)} KB`,
  );
  console.log(`provider requests during the rounds, per resource: ${JSON.stringify(r.upstream)}`);
}
