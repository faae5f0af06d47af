/**
 * A competition day against real server processes on a fresh PostgreSQL database (numbers go to docs/performance.md):
 * anonymous visitors on the live event's pages, members chatting with their live streams open, and alerts
 * firing as results arrive by The Blue Alliance webhooks, all at once, for each configuration in turn.
 *
 *   node --import tsx scripts/bench/competition-day.ts [postgres://admin@host/db]
 *     [--configs one,one-nginx,two-nginx] [--duration 30] [--visitors 32] [--visitor-rate 0] [--members 40]
 *     [--chat-rate 5] [--read-rate 10] [--webhook-rate 1]
 *
 * The PostgreSQL URL (argument, else DATABASE_URL, else TEST_DATABASE_URL) is used only to create a fresh
 * database per configuration and drop it afterwards. Configurations: `one` (one instance, clients straight to
 * it over HTTP), `one-nginx` and `two-nginx` (one or two instances behind the committed nginx configuration,
 * over TLS). Loopback only; every loop is bounded by --duration and a drain of at most 15 s.
 *
 * The event is the recorded 2019 New York City Regional, served by a stand-in for The Blue Alliance over HTTP
 * (apps/server/test/competition/stand-in-provider.ts, from the shared fixtures; no Statbotics data is recorded for it,
 * so the EPA answers say "not available"), the clock on its second day. The members follow the team that plays the
 * most matches there (1155: 10 qualification and 7 playoff matches), whose matches are not played when the run starts.
 * Alerts follow the live road (decision 0011): a webhook only wakes the event, and the live watcher asks the provider
 * and turns what changed in its data into alerts. So each webhook is one more recorded result of the team's matches,
 * in the order they were played, appearing at the stand-in (the event's matches, the match, the teams' matches) just
 * before a signed `match_score` message for it is posted, twice (TBA retries: the second is `duplicate`); timed from
 * that first POST to each follower's push of the `result` alert for that match. Webhooks go at --webhook-rate until
 * the duration ends or the team's recorded matches run out (17: at 1 a second, the first 17 s). Before the run one
 * webhook wakes the event and the watcher's first look, which only learns, is awaited. Visitors read the same event
 * and matches the watcher reads: its event page, team pages of the followed team and eleven others there, and match
 * pages of the team's matches and the event's first ones.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { Agent, fetch } from 'undici';
import { NGINX, nginxFront, type NginxFront } from '../../apps/server/test/production/nginx-kit.ts';
import { openStream, type StreamReader } from '../../apps/server/test/live/sse-client.ts';
import { PushServiceStandIn } from '../../apps/server/test/notifications/push-service-stand-in.ts';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { fixture, StandInProvider } from '../../apps/server/test/competition/stand-in-provider.ts';
import { unplayed } from '../../apps/server/test/live/recorded-changes.ts';
import { firstLookSaved, freshPostgresDatabase, pool, startServer, summary } from './chat-bench-kit.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    configs: { type: 'string', default: 'one,one-nginx,two-nginx' },
    duration: { type: 'string', default: '30' },
    /** Anonymous visitors' connections (autocannon, closed loop): half on the event page, a quarter each on team and match pages. */
    visitors: { type: 'string', default: '32' },
    /** Visitors' requests per second in all (split like the connections); 0: as fast as answers come (saturation). */
    'visitor-rate': { type: 'string', default: '0' },
    /** Members, each with a live stream open, following the event's busiest team with a push subscription. */
    members: { type: 'string', default: '40' },
    /** Chat messages posted per second (to #general, by members in turn). */
    'chat-rate': { type: 'string', default: '5' },
    /** Member page loads per second (unread counts, or the newest page of #general). */
    'read-rate': { type: 'string', default: '10' },
    /** TBA match_score webhooks per second (one more result of the followed team's each), each delivered twice (TBA retries). */
    'webhook-rate': { type: 'string', default: '1' },
  },
});
const adminUrl = positionals[0] ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Give a PostgreSQL URL (argument, DATABASE_URL or TEST_DATABASE_URL); a fresh database is created there and dropped.');
  process.exit(2);
}
const DURATION = Number(args.duration);
const VISITORS = Number(args.visitors);
const VISITOR_RATE = Number(args['visitor-rate']);
const MEMBERS = Number(args.members);
const CHAT_RATE = Number(args['chat-rate']);
const READ_RATE = Number(args['read-rate']);
const WEBHOOK_RATE = Number(args['webhook-rate']);
const CONFIGS = args.configs.split(',').filter(Boolean) as Config[];
type Config = 'one' | 'one-nginx' | 'two-nginx';
for (const c of CONFIGS) if (!['one', 'one-nginx', 'two-nginx'].includes(c)) throw new Error(`unknown configuration ${c}`);
if (CONFIGS.some((c) => c.endsWith('nginx')) && !NGINX) throw new Error('nginx is not installed');

// The recorded event, on its second day (as in live-road.ts and live-scores.ts).
const CLOCK_START = '2019-04-05T14:00:00-04:00';
const EVENT = '2019nyny';
const recordedEvent = fixture<{ key: string; name: string; year: number }>(`tba/event/${EVENT}.json`);
const recorded = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`);
const eventTeams = fixture<{ key: string }[]>(`tba/event/${EVENT}/teams.json`).map((t) => t.key);
const teamKeysOf = (m: TbaMatch) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys];
/** The followed team: the one that plays the most recorded matches (the lowest number of those tied). */
const TEAM = (() => {
  const counts = new Map<string, number>();
  for (const m of recorded) for (const k of teamKeysOf(m)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const [key] = [...counts].sort((a, b) => b[1] - a[1] || Number(a[0].slice(3)) - Number(b[0].slice(3)))[0]!;
  return Number(key.slice(3));
})();
/** The followed team's matches in the order they were played: one more of them has its result at each webhook. */
const ourMatches = recorded
  .filter((m) => teamKeysOf(m).includes(`frc${TEAM}`))
  .sort((a, b) => (a.actual_time ?? a.time ?? 0) - (b.actual_time ?? b.time ?? 0));
const ours = new Set(ourMatches.map((m) => m.key));

/**
 * What The Blue Alliance says now: the recorded event with the followed team's matches not played, but those in
 * `posted`. The event's matches, each match, and each team's matches at the event agree; the rest is the recording
 * (the event, its rankings, alliances, awards, teams) or built from it (each team's 2019 events: this one). With
 * `changed`, only what that match's result changes is served again.
 */
function serveEvent(provider: StandInProvider, posted: ReadonlySet<string>, changed?: TbaMatch): void {
  const matches = recorded.map((m) => (ours.has(m.key) && !posted.has(m.key) ? unplayed(m) : m));
  provider.serve(`/api/v3/event/${EVENT}/matches`, matches);
  for (const m of matches) if (!changed || m.key === changed.key) provider.serve(`/api/v3/match/${m.key}`, m);
  for (const team of changed ? teamKeysOf(changed) : eventTeams) {
    provider.serve(
      `/api/v3/team/${team}/event/${EVENT}/matches`,
      matches.filter((m) => teamKeysOf(m).includes(team)),
    );
  }
  if (changed) return;
  for (const t of fixture<{ key: string }[]>(`tba/event/${EVENT}/teams.json`)) provider.serve(`/api/v3/team/${t.key}`, t);
  for (const team of eventTeams) {
    provider.serve(`/api/v3/team/${team}/events/${recordedEvent.year}`, [recordedEvent]);
    provider.serve(`/api/v3/team/${team}/events`, [recordedEvent]);
  }
}
const SECRET = 'competition-day-webhook-secret';
const DRAIN_MS = 15_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '–');

interface AutocannonResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface KindResult {
  kind: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  note?: string;
}

/** CPU time (user + system, ms) of a process, from /proc. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
/** CPU time (ms) of every process whose parent is `pid` (nginx's workers), or whose name is `name`. */
function cpuMsOf(match: { parent?: number; name?: string }): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      if ((match.parent !== undefined && Number(fields[1]) === match.parent) || (match.name !== undefined && name === match.name)) {
        total += (Number(fields[11]) + Number(fields[12])) * 10;
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

async function runConfig(config: Config): Promise<{ config: Config; results: KindResult[]; facts: Record<string, string> }> {
  const count = config === 'two-nginx' ? 2 : 1;
  const dir = mkdtempSync(path.join(os.tmpdir(), 't7790-day-'));
  const database = await freshPostgresDatabase(adminUrl!);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  let front: NginxFront | null = null;
  const push = new PushServiceStandIn();
  const provider = new StandInProvider();
  const streams: StreamReader[] = [];
  const agent = new Agent({ connect: { rejectUnauthorized: false }, connections: 64 });
  const streamAgent = new Agent({ connect: { rejectUnauthorized: false } });
  // The followed team's matches whose results are out at the stand-in (none at the start).
  const posted = new Set<string>();
  try {
    await push.start();
    await provider.start();
    serveEvent(provider, posted);
    // Started one after the other, as a rolling start would: the first runs the migrations.
    for (let i = 0; i < count; i++) {
      servers.push(
        await startServer(
          {
            ...provider.settings(),
            DATABASE_URL: database.url,
            DATA_DIR: dir,
            LOG_LEVEL: 'info', // as in production (docs/deploy.md); the lines go to a file, as to the journal
            CLOCK_START,
            TRUST_PROXY: config === 'one' ? 'false' : 'true',
            TBA_WEBHOOK_SECRET: SECRET,
            ADMIN_USERNAME: 'benchadmin',
            ADMIN_PASSWORD: 'benchpass1',
            LOGIN_MAX_PER_ADDRESS: '100000',
            REGISTER_MAX_PER_ADDRESS: '100000',
            // --chat-rate may exceed what a few members may post (the posting limit is not what is measured).
            CHAT_POST_BURST: '1000000',
            BENCH_PUSH_SERVICE_STAND_IN: push.base,
          },
          { logFile: path.join(dir, `server-${i}.log`), entry: path.join(import.meta.dirname, 'bench-server.ts') },
        ),
      );
    }
    if (config !== 'one') {
      front = await nginxFront(
        servers.map((s) => Number(new URL(s.base).port)),
        { workerConnections: 4096 },
      );
      await front.start();
    }
    const base = front ? front.https : servers[0]!.base;

    const call = async (method: string, p: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${p}`, {
        dispatcher: agent,
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
    };
    const ok = async (method: string, p: string, body?: unknown, token?: string) => {
      const res = await call(method, p, body, token);
      if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };

    // The cast: members who follow the team with a browser push subscription each.
    const admin = (await ok('POST', '/api/auth/login', { username: 'benchadmin', password: 'benchpass1' })).token as string;
    const tokens: string[] = [];
    const subscriptionOwner = new Map<string, number>();
    await pool(
      Array.from({ length: MEMBERS }, (_, i) => i),
      4,
      async (i) => {
        const username = `member${i}`;
        await ok('POST', '/api/auth/register', { username, password: 'benchpass1', user_type: 'member' }, admin);
        const token = (await ok('POST', '/api/auth/login', { username, password: 'benchpass1' })).token as string;
        tokens[i] = token;
        await ok(
          'POST',
          '/api/preferences/teams',
          {
            team_number: String(TEAM),
            highlight_color: '#ffd166',
            notif_upcoming: true,
            notif_alliance: true,
            notif_results: true,
            notif_awards: true,
          },
          token,
        );
        const sub = push.subscription(username);
        subscriptionOwner.set(new URL(sub.endpoint).pathname, i);
        await ok('POST', '/api/notifications/push/subscriptions', sub, token);
      },
    );

    // What the pages ask for: the live event page (the home page's updates are the followed team's), team pages of
    // the followed team and others there, match pages of its matches and the event's first ones.
    const page = await ok('GET', `/api/competition/events/${EVENT}`);
    const teams = [TEAM, ...(page.teams as { team_number: number }[]).map((t) => t.team_number).filter((t) => t !== TEAM)].slice(0, 12);
    const eventMatchKeys = (page.matches as { key: string }[]).map((m) => m.key);
    if (!ourMatches.every((m) => eventMatchKeys.includes(m.key))) throw new Error(`the event page lacks matches of ${TEAM}`);
    const matchKeys = [...new Set([...ourMatches.map((m) => m.key), ...eventMatchKeys])].slice(0, 24);
    const pages = {
      event: [`/api/competition/events/${EVENT}`, `/api/competition/events/${EVENT}/epa`, `/api/competition/updates?team=${TEAM}`],
      team: teams.flatMap((t) => [
        `/api/competition/teams/${t}`,
        `/api/competition/teams/${t}/events/${EVENT}/matches`,
        `/api/competition/teams/${t}/history`,
      ]),
      match: matchKeys.flatMap((k) => [`/api/competition/matches/${k}`, `/api/competition/matches/${k}/epa`]),
    };
    // Warm every page once (a real day starts with a warm cache after the first visitors).
    await pool([...pages.event, ...pages.team, ...pages.match], 4, async (p) => void (await ok('GET', p)));

    // Live streams, one per member, through the same address.
    const sentAt = new Map<string, number>();
    const deliveries: number[] = [];
    let delivered = 0;
    const streamFetch = ((url: string, init: Parameters<typeof fetch>[1] = {}) => fetch(url, { dispatcher: streamAgent, ...init })) as never;
    await pool(tokens, 8, async (token) => {
      const stream = await openStream(base, token, undefined, {
        fetch: streamFetch,
        onEvent: (e) => {
          if (e.data?.type !== 'message.created') return;
          const started = sentAt.get(e.data.message.content);
          if (started === undefined) return;
          deliveries.push(performance.now() - started);
          delivered++;
        },
      });
      streams.push(stream);
      await stream.waitFor((e) => e.event === 'ready', 10_000);
    });

    // Alerts: the time from a webhook's first POST to each follower's push of that match's result (its tag is the
    // alert key, `team:{user}:{team}:{event}:{match}:result`).
    const webhookSentAt = new Map<string, number>();
    const alertLatencies: number[] = [];
    const seenTags = new Set<string>();
    let duplicatePushes = 0;
    let chatPushes = 0;
    let otherPushes = 0;
    push.onPush = (p) => {
      const tag = `${p.path} ${p.payload.tag}`;
      if (seenTags.has(tag)) duplicatePushes++;
      seenTags.add(tag);
      if (p.payload.kind === 'chat') return void chatPushes++;
      const [, , , , subject] = p.payload.tag.split(':');
      const started = p.payload.kind === 'result' && subject ? webhookSentAt.get(subject) : undefined;
      if (started === undefined) return void otherPushes++;
      alertLatencies.push(performance.now() - started);
    };

    /** Posts a signed TBA message; answers its status and how long the answer took. */
    const postWebhook = async (body: string) => {
      const signature = createHmac('sha256', SECRET).update(body).digest('hex');
      const started = performance.now();
      const res = await call('POST', '/api/notifications/webhooks/tba', body, undefined, { 'x-tba-hmac': signature }).catch(() => null);
      return { res, took: performance.now() - started };
    };
    /** TBA's `match_score` message for a match as the stand-in now has it. */
    const matchScore = (m: TbaMatch, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        message_type: 'match_score',
        message_data: {
          event_key: EVENT,
          match_key: m.key,
          event_name: recordedEvent.name,
          match: {
            key: m.key,
            comp_level: m.comp_level,
            set_number: m.set_number,
            match_number: m.match_number,
            event_key: EVENT,
            alliances: {
              red: { score: m.alliances.red.score, teams: m.alliances.red.team_keys },
              blue: { score: m.alliances.blue.score, teams: m.alliances.blue.team_keys },
            },
          },
          ...extra,
        },
      });
    // The watcher's first look at the event only learns (none of the team's results are out): wake it and wait for that
    // look, so the first result of the run is a change. Then let the first look's provider reads settle.
    const wake = await postWebhook(matchScore(unplayed(ourMatches[0]!), { sent: 'before the run' }));
    if (wake.res?.status !== 200) throw new Error(`the webhook answered ${wake.res?.status}: ${JSON.stringify(wake.res?.body)}`);
    await firstLookSaved(database.url, EVENT);
    await sleep(1_000);

    const nginxPid = front?.pid();
    const otherCpu = () => ({
      client: (({ user, system }) => (user + system) / 1000)(process.cpuUsage()),
      nginx: nginxPid ? cpuMs(nginxPid) + cpuMsOf({ parent: nginxPid }) : 0,
      postgres: cpuMsOf({ name: 'postgres' }),
    });
    const cpuBefore = servers.map((s) => cpuMs(s.child.pid!));
    const otherBefore = otherCpu();
    const ticksBefore = machineTicks();
    const load = os.loadavg();
    const runStarted = performance.now();
    const deadline = runStarted + DURATION * 1000;

    // Visitors: one autocannon per kind of page, closed loop, with a phone's Accept-Encoding.
    const visitorRun = (kind: keyof typeof pages, connections: number, share: number) => {
      const latencies: number[] = [];
      let next = 0;
      const list = pages[kind];
      const instance = autocannon({
        url: `${base}${list[0]}`,
        connections,
        duration: DURATION,
        headers: { 'accept-encoding': 'br, gzip' },
        ...(VISITOR_RATE > 0 ? { overallRate: Math.max(1, Math.round(VISITOR_RATE * share)) } : {}),
        requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: list[next++ % list.length]! }) }],
      });
      instance.on('response', (_c: unknown, _s: number, _b: number, responseTime: number) => latencies.push(responseTime));
      return (instance as Promise<AutocannonResult>).then((r) => ({ r, latencies }));
    };
    const visitors = Promise.all([
      visitorRun('event', Math.max(1, Math.round(VISITORS / 2)), 1 / 2),
      visitorRun('team', Math.max(1, Math.round(VISITORS / 4)), 1 / 4),
      visitorRun('match', Math.max(1, Math.round(VISITORS / 4)), 1 / 4),
    ]);

    /** Fires `fn` at `rate` per second until the deadline (at most `limit` times), without waiting for answers (open loop). */
    const paced = async (rate: number, fn: (i: number) => Promise<void>, limit = Infinity) => {
      const inflight: Promise<void>[] = [];
      for (let i = 0; rate > 0 && i < limit; i++) {
        const at = runStarted + (i * 1000) / rate;
        if (at >= deadline) break;
        const wait = at - performance.now();
        if (wait > 0) await sleep(wait);
        inflight.push(fn(i));
      }
      await Promise.all(inflight);
    };

    const postLatencies: number[] = [];
    let postErrors = 0;
    const chat = paced(CHAT_RATE, async (i) => {
      const nonce = `day-${i}`;
      const started = performance.now();
      sentAt.set(nonce, started);
      const res = await call('POST', '/api/chat/messages/general', { content: nonce }, tokens[i % tokens.length]).catch(() => null);
      if (res?.status === 200) postLatencies.push(performance.now() - started);
      else postErrors++;
    });
    const readLatencies: number[] = [];
    let readErrors = 0;
    const reads = paced(READ_RATE, async (i) => {
      const started = performance.now();
      const p = i % 2 ? '/api/chat/notifications/all' : '/api/chat/messages/general?limit=50';
      const res = await call('GET', p, undefined, tokens[(i * 7) % tokens.length], { 'accept-encoding': 'br, gzip' }).catch(() => null);
      if (res?.status === 200) readLatencies.push(performance.now() - started);
      else readErrors++;
    });
    const webhookLatencies: number[] = [];
    let webhookErrors = 0;
    let webhooksAccepted = 0;
    let webhookDuplicates = 0;
    const webhooks = paced(
      WEBHOOK_RATE,
      async (i) => {
        // One more result of the followed team's at the stand-in, then TBA's message about it, delivered twice.
        const match = ourMatches[i]!;
        posted.add(match.key);
        serveEvent(provider, posted, match);
        const body = matchScore(match);
        webhookSentAt.set(match.key, performance.now());
        for (let attempt = 0; attempt < 2; attempt++) {
          const { res, took } = await postWebhook(body);
          if (res?.status !== 200) {
            webhookErrors++;
            continue;
          }
          webhookLatencies.push(took);
          if (res.body.status === 'accepted') webhooksAccepted++;
          if (res.body.status === 'duplicate') webhookDuplicates++;
        }
      },
      ourMatches.length,
    );

    const [visitorResults] = await Promise.all([visitors, chat, reads, webhooks]);
    const elapsed = (performance.now() - runStarted) / 1000;
    const cpuAfter = servers.map((s) => cpuMs(s.child.pid!));
    const otherAfter = otherCpu();
    const ticksAfter = machineTicks();
    // Let deliveries and pushes already under way arrive (bounded).
    const expectedDeliveries = sentAt.size * MEMBERS;
    const expectedPushes = webhookSentAt.size * MEMBERS;
    const drainUntil = performance.now() + DRAIN_MS;
    while ((delivered < expectedDeliveries || alertLatencies.length < expectedPushes) && performance.now() < drainUntil) await sleep(100);

    // Which instance answered how much (each instance's own metrics, read on loopback).
    const served = await Promise.all(
      servers.map(async (s) => {
        const text = await (await fetch(`${s.base}/api/metrics`)).text();
        return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce((a, m) => a + Number(m[1]), 0);
      }),
    );

    // What the alert engines recorded, by kind and outcome (straight from the database).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const alertCounts = await client
      .query<{ kind: string; status: string; n: number }>(
        `select kind, status, count(*)::int as n from alerts group by kind, status order by kind, status`,
      )
      .finally(() => client.end());

    const visitorKinds: [string, (typeof visitorResults)[number]][] = [
      ['visitors: event page (event, EPA, updates)', visitorResults[0]],
      ['visitors: team pages (team, its matches, history)', visitorResults[1]],
      ['visitors: match pages (match, EPA)', visitorResults[2]],
    ];
    const results: KindResult[] = visitorKinds.map(([kind, { r, latencies }]) => {
      const s = summary(latencies);
      return {
        kind,
        requests: r.requests.total,
        perSecond: r.requests.total / elapsed,
        p50: s.p50,
        p95: s.p95,
        p99: s.p99,
        errors: r.non2xx + r.errors + r.timeouts,
      };
    });
    const row = (kind: string, samples: number[], errors: number, note?: string, requests = samples.length + errors): KindResult => {
      const s = summary(samples);
      return { kind, requests, perSecond: requests / elapsed, p50: s.p50, p95: s.p95, p99: s.p99, errors, note };
    };
    results.push(row('members: chat post', postLatencies, postErrors));
    results.push(row('members: unread counts / newest chat page', readLatencies, readErrors));
    results.push(
      row(
        'members: live delivery (post to each stream)',
        deliveries,
        expectedDeliveries - delivered,
        `${delivered} of ${expectedDeliveries} delivered`,
        expectedDeliveries,
      ),
    );
    results.push(
      row(
        'alerts: TBA webhook POST (each sent twice)',
        webhookLatencies,
        webhookErrors,
        `${webhooksAccepted} accepted, ${webhookDuplicates} duplicate`,
      ),
    );
    results.push(
      row(
        'alerts: webhook to push at every follower',
        alertLatencies,
        expectedPushes - alertLatencies.length,
        `${alertLatencies.length} of ${expectedPushes} pushed, ${duplicatePushes} twice; ${chatPushes} chat and ${otherPushes} other alerts too`,
        expectedPushes,
      ),
    );
    const share = (cpu: number) => `${Math.round((cpu / 1000 / elapsed) * 100)}%`;
    const busy = (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total);
    const facts = {
      duration: `${elapsed.toFixed(1)} s`,
      'load average before': load.map((l) => l.toFixed(1)).join(' / '),
      'machine busy during the run': `${Math.round(busy * 100)}% of ${os.cpus().length} cores`,
      'CPU, in % of one core': [
        ...servers.map((_, i) => `server ${i + 1} ${share(cpuAfter[i]! - cpuBefore[i]!)}`),
        ...(nginxPid ? [`nginx ${share(otherAfter.nginx - otherBefore.nginx)}`] : []),
        `all PostgreSQL processes ${share(otherAfter.postgres - otherBefore.postgres)}`,
        `load generator (this process) ${share(otherAfter.client - otherBefore.client)}`,
      ].join(', '),
      'requests served per instance': served.join(' / '),
      'followed team': `${TEAM}, ${webhookSentAt.size} of its ${ourMatches.length} recorded results posted; provider stand-in asked ${provider.requests.length} times`,
      'alerts recorded (kind status count)': alertCounts.rows.map((r) => `${r.kind} ${r.status} ${r.n}`).join(', '),
    };
    return { config, results, facts };
  } finally {
    for (const s of streams) s.close();
    await front?.stop();
    for (const s of servers) await s.stop();
    await push.close();
    await provider.close();
    await agent.close().catch(() => {});
    await streamAgent.close().catch(() => {});
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `machine: ${os.cpus()[0]?.model} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}; ` +
    `${DURATION} s per configuration, ${VISITORS} visitor connections${VISITOR_RATE > 0 ? ` at ${VISITOR_RATE} requests/s in all` : ' as fast as answered'}, ${MEMBERS} members with streams, ` +
    `${CHAT_RATE} chat posts/s, ${READ_RATE} member page loads/s, ${WEBHOOK_RATE} webhooks/s (each twice; at most ${ourMatches.length}, team ${TEAM}'s results at ${EVENT})`,
);
const all: Awaited<ReturnType<typeof runConfig>>[] = [];
for (const config of CONFIGS) {
  console.log(`\n${config}: starting…`);
  const outcome = await runConfig(config);
  all.push(outcome);
  console.log(`\n### ${config}\n`);
  for (const [k, v] of Object.entries(outcome.facts)) console.log(`- ${k}: ${v}`);
  console.log('\n| traffic | requests | per second | p50 | p95 | p99 | errors | |\n|---|---|---|---|---|---|---|---|');
  for (const r of outcome.results) {
    console.log(
      `| ${r.kind} | ${r.requests} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${r.note ?? ''} |`,
    );
  }
}
console.log(`\n${JSON.stringify(all)}`);
