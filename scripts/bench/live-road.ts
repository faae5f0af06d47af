/**
 * The live road under load (decision 0011 as of commit 4909872), numbers for docs/performance.md: the TBA webhook's
 * answer while the provider is slow, a backlog of 60 results reaching thousands of open pages, and a plain page's
 * latency while strangers replay the event log. No browser and no build: the servers run from source.
 *
 *   node --import tsx scripts/bench/live-road.ts [postgres://admin@host/db] [--configs one,two-nginx]
 *     [--visitors 2000] [--webhooks 50] [--webhook-gap-ms 200] [--provider-delay-ms 500]
 *     [--log-changes 1000] [--flood-clients 20] [--flood-rounds 50] [--flood-seconds 60] [--idle-seconds 5]
 *
 * Full scale (about 2 min per configuration, estimated from small runs; up to a minute of it is the flood):
 *   node --import tsx scripts/bench/live-road.ts postgres://postgres@127.0.0.1:5432/postgres --configs one
 *
 * For each configuration (`one`: one server process, clients straight to it; `two-nginx`: two behind the committed
 * deploy/nginx/team7790.conf over TLS, its cap on all live streams raised to fit the run) on a fresh PostgreSQL
 * database, with The Blue Alliance a stand-in over HTTP serving the recorded 2019 New York City Regional, the clock on
 * its second day and its last 60 qualification matches not played yet:
 * - opens `--visitors` visitor streams (`GET /api/live/stream`, no account; 70% watch the event, 20% a match and the
 *   event, 10% a team of match 1, which also plays in the backlog), 25 per client address (each a loopback address of
 *   its own, 127.0.x.y, so the per-address shares of the app and nginx are those of production), and waits until a
 *   webhook's change reaches them all (the watcher's first look only learns);
 * - 1. webhook answer: with every stand-in answer delayed `--provider-delay-ms`, posts `--webhooks` signed
 *   `match_score` deliveries (distinct bodies, each a new red score of match 1), `--webhook-gap-ms` apart, and times
 *   each POST's answer (target p95 < 50 ms: it answers before any provider call); for context, the time from each
 *   POST to each page holding that score or a later one (the watcher merges the deliveries that arrive mid-look);
 * - 2. backlog: with the stand-in at full speed, the 60 matches' recorded results appear at once and one webhook is
 *   posted; times from that POST to each page's receipt of the change (a `refetch` frame naming the 60 keys), and
 *   records the largest frame any page received during 1 and 2 (must be under MAX_LIVE_FRAME_BYTES, 64 KB);
 * - 3. replay flood: closes the visitor streams, appends `--log-changes` competition changes of 17-24 KB each (six
 *   recorded matches with their breakdowns, as apps/server/test/live/visitor-streams.test.ts does) to the event log
 *   with publishEvents, then times a plain event page (GET /api/competition/events/2019nyny) and GET
 *   /api/health/ready, one after the other, for `--idle-seconds` idle, and again while `--flood-clients` clients, each
 *   from its own address, reconnect to /api/live/stream in a loop (half with last_event_id=0, half 40 changes
 *   behind), each reading until `ready` then closing, `--flood-rounds` times each or until `--flood-seconds`.
 * Prints the load average, one JSON object per configuration and one table.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fetch } from 'undici';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { MAX_LIVE_FRAME_BYTES } from '@team7790/shared/live/events';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { publishEvents } from '../../apps/server/src/features/live/event-log-repo.ts';
import { fixture, StandInProvider } from '../../apps/server/test/competition/stand-in-provider.ts';
import { NGINX, nginxFront, type NginxFront } from '../../apps/server/test/production/nginx-kit.ts';
import { forEachSseBlock, freshPostgresDatabase, LoopbackClients, openVisitorStreams, startServer, summary } from './chat-bench-kit.ts';
import { bigChange as bigChangeOf, unplayed } from '../../apps/server/test/live/recorded-changes.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    configs: { type: 'string', default: 'one' },
    visitors: { type: 'string', default: '2000' },
    webhooks: { type: 'string', default: '50' },
    'webhook-gap-ms': { type: 'string', default: '200' },
    'provider-delay-ms': { type: 'string', default: '500' },
    'log-changes': { type: 'string', default: '1000' },
    'flood-clients': { type: 'string', default: '20' },
    'flood-rounds': { type: 'string', default: '50' },
    'flood-seconds': { type: 'string', default: '60' },
    'idle-seconds': { type: 'string', default: '5' },
  },
});
const adminUrl = positionals[0] ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
type Config = 'one' | 'two-nginx';
const CONFIGS = values.configs!.split(',') as Config[];
const VISITORS = Number(values.visitors);
const WEBHOOKS = Number(values.webhooks);
const WEBHOOK_GAP_MS = Number(values['webhook-gap-ms']);
const PROVIDER_DELAY_MS = Number(values['provider-delay-ms']);
const LOG_CHANGES = Number(values['log-changes']);
const FLOOD_CLIENTS = Number(values['flood-clients']);
const FLOOD_ROUNDS = Number(values['flood-rounds']);
const FLOOD_SECONDS = Number(values['flood-seconds']);
const IDLE_SECONDS = Number(values['idle-seconds']);
for (const [name, v] of Object.entries({
  VISITORS,
  WEBHOOKS,
  WEBHOOK_GAP_MS,
  PROVIDER_DELAY_MS,
  LOG_CHANGES,
  FLOOD_CLIENTS,
  FLOOD_ROUNDS,
  FLOOD_SECONDS,
  IDLE_SECONDS,
})) {
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number >= 0`);
}
for (const c of CONFIGS) if (c !== 'one' && c !== 'two-nginx') throw new Error(`unknown configuration ${c}`);

const SECRET = 'bench-live-road-webhook-secret';
const EVENT = '2019nyny';
const TOPIC = `event:${EVENT}`;
const MATCH = '2019nyny_qm1';
const CLOCK_START = '2019-04-05T14:00:00-04:00';
/** How far behind the log the flood's other half resumes. */
const FLOOD_BEHIND = 40;
const recorded = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`);
const qualifications = recorded.filter((m) => m.comp_level === 'qm').sort((a, b) => a.match_number - b.match_number);
const matchKeys = qualifications.map((m) => m.key);
/** The last 60 qualification matches: not played when the run starts, all their results arrive at once in 2. */
const backlog = new Set(matchKeys.slice(-60));
const LAST_BACKLOG_KEY = `"${matchKeys.at(-1)}"`;
const teamsOf = (m: TbaMatch) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].map((k) => k.slice(3));
const teamsInBacklog = new Set(qualifications.filter((m) => backlog.has(m.key)).flatMap(teamsOf));
/** Team pages watch teams of match 1 (so they see 1's changes) that also play in the backlog (so they see 2's). */
const watchedTeams = teamsOf(recorded.find((m) => m.key === MATCH)!).filter((t) => teamsInBacklog.has(t));
if (backlog.has(MATCH) || watchedTeams.length === 0) throw new Error('the recorded event does not fit the scenario');
/** Match 1's red score in a change frame (its alliance as the stream sends it; 4640 is its first red team). */
const RED_SCORE = /"score":(\d+),"team_keys":\["frc4640"/;
/** A change the size the review measured (17-24 KB). */
const bigChange = (i: number) => bigChangeOf(recorded, EVENT, i);

/** The topics of visitor i: most watch the event, some a match and the event, some a team (all see both changes). */
function topicsOf(i: number): string {
  const slot = i % 10;
  if (slot < 7) return TOPIC;
  if (slot < 9) return `match:${slot === 7 ? MATCH : matchKeys[i % matchKeys.length]},${TOPIC}`;
  return `team:${watchedTeams[i % watchedTeams.length]}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

interface OpenPage {
  maxRed: number;
  backlogAt: number | null;
  ended: boolean;
}

async function runConfig(config: Config) {
  const count = config === 'two-nginx' ? 2 : 1;
  const loadBefore = os.loadavg()[0]!;
  const provider = await new StandInProvider().start();
  const database = await freshPostgresDatabase(adminUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 't7790-live-road-'));
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  let front: NginxFront | null = null;
  const loopback = new LoopbackClients();
  const plain = loopback.from('127.0.0.1');
  const controllers: AbortController[] = [];
  let closingPages = false;

  const state = { red: 200, backlogPlayed: false };
  const serveMatches = () => {
    const matches = recorded.map((m) => {
      if (m.key === MATCH) return { ...m, winning_alliance: 'red', alliances: { ...m.alliances, red: { ...m.alliances.red, score: state.red } } };
      return backlog.has(m.key) && !state.backlogPlayed ? unplayed(m) : m;
    });
    provider.serve(`/api/v3/event/${EVENT}/matches`, matches);
    provider.serve(
      `/api/v3/match/${MATCH}`,
      matches.find((m) => m.key === MATCH),
    );
  };
  const serveBacklogMatchPages = () => {
    for (const m of recorded) if (backlog.has(m.key)) provider.serve(`/api/v3/match/${m.key}`, state.backlogPlayed ? m : unplayed(m));
  };

  try {
    serveMatches();
    serveBacklogMatchPages();
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
          },
          { logFile: path.join(dir, `server-${i}.log`) },
        ),
      );
    }
    if (config === 'two-nginx') {
      const streams = VISITORS + FLOOD_CLIENTS + 100;
      front = await nginxFront(
        servers.map((s) => Number(new URL(s.base).port)),
        { workerConnections: Math.max(4096, streams * 3), liveStreams: Math.max(1500, streams) },
      );
      await front.start();
    }
    const base = front ? front.https : servers[0]!.base;

    const webhook = async (): Promise<number> => {
      const body = JSON.stringify({
        message_type: 'match_score',
        message_data: { event_key: EVENT, match_key: MATCH, event_name: 'New York City', sent: `${Date.now()}-${Math.random()}` },
      });
      const started = performance.now();
      const res = await fetch(`${base}/api/notifications/webhooks/tba`, {
        dispatcher: plain,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
      });
      await res.text();
      const took = performance.now() - started;
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      return took;
    };

    // The visitor pages.
    const pages: OpenPage[] = [];
    const sentAt = new Map<number, number>();
    const deliveries: number[] = [];
    let backlogStart: number | null = null;
    const backlogLatencies: number[] = [];
    const backlogFrameBytes: number[] = [];
    let backlogAsRefetch = 0;
    let largestFrame = { bytes: 0, refetch: false };
    let changeFrames = 0;
    let resyncs = 0;
    let dropped = 0;
    const openedAt = performance.now();
    const { refused } = await openVisitorStreams({
      base,
      count: VISITORS,
      topicsOf,
      loopback,
      controllers,
      fetch,
      onStream: () => {
        const page: OpenPage = { maxRed: state.red, backlogAt: null, ended: false };
        return {
          onBlock: (block) => {
            if (block.startsWith('event: resync')) return void resyncs++;
            const d = block.indexOf('data: ');
            if (d < 0) return;
            const json = block.slice(d + 6);
            if (!json.includes('"competition.changed"')) return;
            const now = performance.now();
            const bytes = Buffer.byteLength(json);
            changeFrames++;
            if (bytes > largestFrame.bytes) largestFrame = { bytes, refetch: json.includes('"refetch"') };
            const red = RED_SCORE.exec(json);
            if (red && Number(red[1]) > page.maxRed) {
              for (let s = page.maxRed + 1; s <= Number(red[1]); s++) {
                const t = sentAt.get(s);
                if (t !== undefined) deliveries.push(now - t);
              }
              page.maxRed = Number(red[1]);
            }
            if (backlogStart !== null && page.backlogAt === null && json.includes(LAST_BACKLOG_KEY)) {
              page.backlogAt = now;
              backlogLatencies.push(now - backlogStart);
              backlogFrameBytes.push(bytes);
              if (json.includes('"refetch"')) backlogAsRefetch++;
            }
          },
          onEnd: () => {
            page.ended = true;
            if (!closingPages) dropped++;
          },
          onReady: () => {
            if (!page.ended) pages.push(page);
          },
        };
      },
    });
    const openSeconds = (performance.now() - openedAt) / 1000;
    const allHave = (red: number) => pages.every((p) => p.ended || p.maxRed >= red);

    // The watcher's first look only learns: post changes until one reaches every page.
    for (let attempt = 1; ; attempt++) {
      state.red++;
      serveMatches();
      await webhook();
      if (await until(() => allHave(state.red), 8_000)) break;
      if (attempt === 4) throw new Error(`no change reached the ${pages.length} pages after ${attempt} webhooks (see ${dir})`);
    }

    // 1. The webhook's answer while every provider call takes PROVIDER_DELAY_MS.
    provider.down = PROVIDER_DELAY_MS > 0 ? { delayMs: PROVIDER_DELAY_MS } : null;
    const providerBefore = provider.requests.length;
    provider.maxInFlight = 0;
    const answers: number[] = [];
    const webhookStarted = performance.now();
    for (let i = 0; i < WEBHOOKS; i++) {
      state.red++;
      serveMatches();
      sentAt.set(state.red, performance.now());
      answers.push(await webhook());
      if (i < WEBHOOKS - 1) await sleep(WEBHOOK_GAP_MS);
    }
    const lastRed = state.red;
    await until(() => allHave(lastRed), 30_000);
    const webhookSeconds = (performance.now() - webhookStarted) / 1000;
    const missedLast = pages.filter((p) => !p.ended && p.maxRed < lastRed).length;
    const providerCallsDuring1 = provider.requests.length - providerBefore;
    const providerMaxInFlight = provider.maxInFlight;
    provider.down = null;
    const framesAfter1 = changeFrames;

    // 2. A backlog of 60 results, one webhook.
    await sleep(2_000);
    state.backlogPlayed = true;
    serveMatches();
    serveBacklogMatchPages();
    backlogStart = performance.now();
    const backlogAnswer = await webhook();
    await until(() => pages.every((p) => p.ended || p.backlogAt !== null), 30_000);
    const missedBacklog = pages.filter((p) => p.backlogAt === null).length;
    const droppedBeforeFlood = dropped;

    // 3. Replay flood: the pages go, the log fills with large changes, then strangers replay it over and over.
    closingPages = true;
    for (const c of controllers) c.abort();
    await sleep(1_000);
    const writer = await openPostgres(database.url, 2);
    const sizes: number[] = [];
    for (let at = 0; at < LOG_CHANGES; at += 100) {
      const events = Array.from({ length: Math.min(100, LOG_CHANGES - at) }, (_, n) => bigChange(at + n));
      for (const e of events) sizes.push(Buffer.byteLength(JSON.stringify(e.event)));
      await writer.db.transaction((tx) => publishEvents(tx, events));
    }
    const lastLogId = (await writer.query<{ id: number }>('select max(id)::int as id from live_events'))[0]!.id;
    await writer.close();
    await sleep(1_000);

    const readings = () => ({ page: [] as number[], ready: [] as number[], errors: 0 });
    /** Reads the two answers one after the other until `stop`, and at least five times each. */
    const read = async (into: ReturnType<typeof readings>, stop: () => boolean) => {
      while (!stop() || into.page.length < 5) {
        for (const [kind, url] of [
          ['page', `/api/competition/events/${EVENT}`],
          ['ready', '/api/health/ready'],
        ] as const) {
          const started = performance.now();
          try {
            const res = await fetch(`${base}${url}`, { dispatcher: plain, signal: AbortSignal.timeout(120_000) });
            await res.arrayBuffer();
            if (res.status !== 200) into.errors++;
          } catch {
            into.errors++;
          }
          into[kind].push(performance.now() - started);
          await sleep(25);
        }
      }
    };
    const warm = await fetch(`${base}/api/competition/events/${EVENT}`, { dispatcher: plain });
    await warm.arrayBuffer();
    if (warm.status !== 200) throw new Error(`the event page answered ${warm.status}`);
    const idle = readings();
    const idleUntil = performance.now() + IDLE_SECONDS * 1000;
    await read(idle, () => performance.now() > idleUntil);

    const flood = { connections: 0, resyncs: 0, replayed: 0, replayedMb: 0, errors: 0, resyncToReady: [] as number[], replayToReady: [] as number[] };
    const floodDeadline = performance.now() + FLOOD_SECONDS * 1000;
    const floodStarted = performance.now();
    let floodDone = false;
    const clients = Array.from({ length: FLOOD_CLIENTS }, async (_, c) => {
      const agent = loopback.from(`127.0.250.${c + 1}`);
      const after = c % 2 ? 0 : Math.max(0, lastLogId - FLOOD_BEHIND);
      for (let round = 0; round < FLOOD_ROUNDS && performance.now() < floodDeadline; round++) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 60_000);
        const started = performance.now();
        try {
          const res = await fetch(`${base}/api/live/stream?topics=${TOPIC}&last_event_id=${after}`, { dispatcher: agent, signal: controller.signal });
          if (res.status !== 200) {
            flood.errors++;
            await res.text();
            await sleep(200);
            continue;
          }
          let ready = false;
          let resync = false;
          let frames = 0;
          let bytes = 0;
          await forEachSseBlock(res.body, (block) => {
            if (block.startsWith('event: ready')) {
              ready = true;
              controller.abort();
            } else if (block.startsWith('event: resync')) resync = true;
            else if (block.includes('data: ')) {
              frames++;
              bytes += block.length;
            }
          });
          if (!ready) {
            flood.errors++;
            continue;
          }
          flood.connections++;
          flood.replayed += frames;
          flood.replayedMb += bytes / 1024 / 1024;
          if (resync) flood.resyncs++;
          (resync ? flood.resyncToReady : flood.replayToReady).push(performance.now() - started);
        } catch {
          flood.errors++;
        } finally {
          clearTimeout(timer);
        }
      }
    });
    const floodSettled = Promise.all(clients).finally(() => (floodDone = true));
    const during = readings();
    await read(during, () => floodDone);
    await floodSettled;
    const floodSeconds = (performance.now() - floodStarted) / 1000;

    return {
      config,
      visitors: { asked: VISITORS, opened: pages.length, refused, openSeconds: Math.round(openSeconds * 10) / 10 },
      webhookAnswer: { providerDelayMs: PROVIDER_DELAY_MS, gapMs: WEBHOOK_GAP_MS, ...summary(answers) },
      webhookToPages: { ...summary(deliveries), seconds: Math.round(webhookSeconds * 10) / 10, missedLast },
      webhookProvider: {
        calls: providerCallsDuring1,
        maxInFlight: providerMaxInFlight,
        changeFramesPerPage: Math.round((framesAfter1 / Math.max(1, pages.length)) * 10) / 10,
      },
      backlog: {
        webhookAnswerMs: Math.round(backlogAnswer * 10) / 10,
        ...summary(backlogLatencies),
        missed: missedBacklog,
        asRefetch: backlogAsRefetch,
        frameBytes: { min: Math.min(...backlogFrameBytes), max: Math.max(...backlogFrameBytes) },
      },
      largestFrame: { ...largestFrame, limit: MAX_LIVE_FRAME_BYTES, under: largestFrame.bytes < MAX_LIVE_FRAME_BYTES },
      pageErrors: { refused, resyncs, dropped: droppedBeforeFlood },
      log: { changes: LOG_CHANGES, bytes: { min: Math.min(...sizes), max: Math.max(...sizes) }, lastId: lastLogId },
      idle: { page: summary(idle.page), ready: summary(idle.ready), errors: idle.errors },
      flood: {
        clients: FLOOD_CLIENTS,
        seconds: Math.round(floodSeconds * 10) / 10,
        connections: flood.connections,
        resyncs: flood.resyncs,
        replayed: flood.replayed,
        replayedMb: Math.round(flood.replayedMb),
        errors: flood.errors,
        resyncToReady: summary(flood.resyncToReady),
        replayToReady: summary(flood.replayToReady),
        page: summary(during.page),
        ready: summary(during.ready),
        readErrors: during.errors,
      },
      load: { before: Math.round(loadBefore * 10) / 10, after: Math.round(os.loadavg()[0]! * 10) / 10 },
    };
  } finally {
    closingPages = true;
    for (const c of controllers) c.abort();
    await front?.stop();
    for (const s of servers) await s.stop();
    await provider.close();
    await database.drop();
    await loopback.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (CONFIGS.includes('two-nginx') && !NGINX) throw new Error('nginx is not installed');
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${os.cpus().length} cores`,
);
const results: Awaited<ReturnType<typeof runConfig>>[] = [];
for (const config of CONFIGS) {
  const r = await runConfig(config);
  results.push(r);
  console.log(JSON.stringify(r));
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)}` : '-');
const row = (config: string, what: string, s: { n: number; p50: number; p95: number; max: number }, target = '', extra = '') =>
  `| ${config} | ${what} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${target} | ${extra} |`;
console.log('\n| config | measure (ms) | n | p50 | p95 | max | target | notes |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    row(
      r.config,
      `webhook answer, provider ${r.webhookAnswer.providerDelayMs} ms`,
      r.webhookAnswer,
      `p95 < 50: ${r.webhookAnswer.p95 < 50 ? 'met' : 'NOT met'}`,
      `${r.webhookAnswer.n} deliveries ${r.webhookAnswer.gapMs} ms apart`,
    ),
  );
  console.log(
    row(
      r.config,
      'webhook to each page (context)',
      r.webhookToPages,
      '',
      `${r.visitors.opened} pages; ${r.webhookProvider.changeFramesPerPage} frames/page; ${r.webhookToPages.missedLast} missed the last`,
    ),
  );
  console.log(
    row(
      r.config,
      '60-result backlog, webhook to each page',
      r.backlog,
      `frame < 64 KB: ${r.largestFrame.under ? 'met' : 'NOT met'}`,
      `${r.backlog.missed} missed; ${r.backlog.asRefetch} as refetch; frame ${r.backlog.frameBytes.max} B; largest frame ${r.largestFrame.bytes} B (< ${r.largestFrame.limit}: ${r.largestFrame.under})`,
    ),
  );
  console.log(row(r.config, 'event page, idle', r.idle.page));
  console.log(
    row(
      r.config,
      'event page, replay flood',
      r.flood.page,
      '',
      `${r.flood.connections} reconnects in ${r.flood.seconds} s, ${r.flood.resyncs} resync, ${r.flood.replayedMb} MB replayed`,
    ),
  );
  console.log(row(r.config, 'ready, idle', r.idle.ready));
  console.log(row(r.config, 'ready, replay flood', r.flood.ready));
  console.log(
    `| ${r.config} | errors | | | | | 0 | refused ${r.pageErrors.refused}, resync ${r.pageErrors.resyncs}, dropped ${r.pageErrors.dropped}, backlog missed ${r.backlog.missed}, flood ${r.flood.errors}, reads ${r.idle.errors + r.flood.readErrors}; load ${r.load.before} -> ${r.load.after} |`,
  );
}
