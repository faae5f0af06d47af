import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { teamPageResponse } from '@team7790/shared/competition/contracts/team';
import { startRecordedProvider } from '../competition/fixture-world.ts';
import { fixture, type StandInProvider } from '../competition/stand-in-provider.ts';
import { api, freePort, freshDatabase, startServer, stopAllServers, waitUntil, type ServerProcess } from './faults-kit.ts';

type Mode = 'good' | '500' | '429';

/**
 * The provider as the server sees it, on a port of its own: passes requests to the recorded stand-in
 * ('good'), answers every one with 500 or with 429 + Retry-After itself, or is gone (closed: connection
 * refused) and can come back on the same port. Every answer is logged with its time.
 */
class ProviderFront {
  mode: Mode = 'good';
  readonly log: { at: number; path: string; status: number }[] = [];
  /** While true, in mode '429' a path's second request waits (in `held`) until `release`, then gets its 429. */
  holdSecondAsk = false;
  readonly held = new Map<string, { at: number; answer: () => void }>();
  private readonly asked429 = new Map<string, number>();
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly backend: StandInProvider,
    readonly port: number,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async open(): Promise<void> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/';
      const answer = (status: number, headers: Record<string, string> = {}) => {
        this.log.push({ at: Date.now(), path, status });
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify({ Error: `stand-in ${status}` }));
      };
      if (this.mode === '500') return answer(500);
      if (this.mode === '429') {
        const asked = (this.asked429.get(path) ?? 0) + 1;
        this.asked429.set(path, asked);
        if (asked === 2 && this.holdSecondAsk) return void this.held.set(path, { at: Date.now(), answer: () => answer(429, { 'retry-after': '1' }) });
        return answer(429, { 'retry-after': '1' });
      }
      const upstream = httpRequest(`${this.backend.origin}${path}`, { headers: req.headers }, (back) => {
        this.log.push({ at: Date.now(), path, status: back.statusCode ?? 0 });
        res.writeHead(back.statusCode ?? 502, back.headers);
        back.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      upstream.end();
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Answers the held requests and holds no more. */
  release(): void {
    this.holdSecondAsk = false;
    for (const { answer } of this.held.values()) answer();
  }

  /** Gone: the port refuses connections, and kept-alive ones are cut. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One provider failure counter from /api/metrics (readable from this machine without a token). */
async function upstreamFailures(base: string): Promise<number> {
  const text = (await api<string>(base, 'GET', '/api/metrics')).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith('provider_cache_events_total{') && l.includes('provider="tba"') && l.includes('event="upstream_failure"'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const EVENT = '2025mil';
const TEAM = 7790;
/** Mid-qualifications at the 2025 Championship's Milstein division, when team 7790 was playing there. */
const CLOCK_START = '2025-04-17T20:00:00Z';

describe('the competition provider failing under a running server process (500, 429 with Retry-After, connection refused)', () => {
  let dir = '';
  let standIn: StandInProvider | undefined;
  let front: ProviderFront | undefined;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  afterAll(async () => {
    await stopAllServers();
    await front?.close();
    await standIn?.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps answering the event and team pages with the last good data marked stale, serves the page HTML, and recovers', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 't7790-provider-faults-'));
    const web = path.join(dir, 'web');
    mkdirSync(web);
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><title>Team 7790</title></head><body><div id="root"></div></body></html>',
    );

    standIn = await startRecordedProvider();
    // The division's schedule from the recorded mid-event snapshot, as /event/2025mil/matches.
    standIn.serve(`/api/v3/event/${EVENT}/matches`, fixture(`tba/event/${EVENT}/matches.snapshot-2025-04-17T15-00-0500.json`));
    front = new ProviderFront(standIn, await freePort());
    await front.open();

    // PostgreSQL when the environment has one (as in production), else the embedded database.
    if (process.env.TEST_DATABASE_URL) database = await freshDatabase('provider');
    const server: ServerProcess = await startServer({
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(dir, 'data') }),
      WEB_DIST_DIR: web,
      TBA_API_KEY: 'test-key',
      TBA_BASE_URL: `${front.origin}/api/v3`,
      STATBOTICS_BASE_URL: `${front.origin}/statbotics`,
      CLOCK_START,
      LOG_LEVEL: 'info',
    });

    const eventPage = async () => {
      const res = await api(server.base, 'GET', `/api/competition/events/${EVENT}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return eventPageResponse.parse(res.body);
    };
    const teamPage = async () => {
      const res = await api(server.base, 'GET', `/api/competition/teams/${TEAM}?year=2025`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return teamPageResponse.parse(res.body);
    };
    const pagesHtml = async () => {
      for (const url of [`/event?event=${EVENT}`, `/team?team=${TEAM}`, '/schedule']) {
        const res = await fetch(`${server.base}${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain('<div id="root"></div>');
      }
    };

    // Good data first.
    const goodEvent = await eventPage();
    const goodTeam = await teamPage();
    expect(goodEvent.stale).toBe(false);
    expect(goodEvent.status).toBe('current');
    expect(goodEvent.matches!.length).toBeGreaterThan(100);
    expect(goodTeam.stale).toBe(false);
    expect(goodTeam.current_event?.key).toBe(EVENT);
    await pagesHtml();

    /** Every answer while the provider fails: 200, the same data as the last good one, and whether it says stale. */
    const sameAsGood = async () => {
      const [event, team] = [await eventPage(), await teamPage()];
      expect(event.matches).toEqual(goodEvent.matches);
      expect(event.event).toEqual(goodEvent.event);
      expect(event.fetchedAt).toBe(goodEvent.fetchedAt);
      expect(team.team).toEqual(goodTeam.team);
      expect(team.events).toEqual(goodTeam.events);
      expect(team.current_event?.key).toBe(EVENT);
      expect(team.current_event?.record).toEqual(goodTeam.current_event!.record);
      expect(team.fetchedAt).toBe(goodTeam.fetchedAt);
      return event.stale && team.stale;
    };

    // 1. The provider answers 500. Answers stay good until they expire (30 s at a live event), then come marked stale.
    front.mode = '500';
    await waitUntil('the pages to be marked stale while the provider answers 500', sameAsGood, 80_000, 500);
    expect(front.log.some((l) => l.status === 500)).toBe(true);
    await pagesHtml();

    // 2. The provider answers 429 with Retry-After: 1. The server waits that second, asks once more, then keeps the stale copy.
    const outputFrom = server.output().length;
    /** Whether the server has logged a refresh of this TBA path that failed on a 429. */
    const failedOn429 = (tbaPath: string) =>
      server
        .output()
        .slice(outputFrom)
        .split('\n')
        .some((line) => line.includes('competition provider refresh failed') && line.includes(`tba ${tbaPath}: HTTP 429`));
    // The second time a path is asked, the front holds the ask until the test has looked.
    front.holdSecondAsk = true;
    front.mode = '429';
    const asked = await waitUntil(
      'a path to be asked a second time',
      async () => {
        expect(await sameAsGood()).toBe(true);
        return [...front!.held.keys()].find((p) => p.startsWith('/api/v3/'));
      },
      60_000,
      300,
    );
    const tbaPath = asked.slice('/api/v3'.length);
    // A retry, not a later refresh: the refresh that got the first 429 has not failed; it waits on this ask.
    expect(failedOn429(tbaPath)).toBe(false);
    // Asked again no sooner than the Retry-After said (a lower bound: a busy machine only makes the gap longer).
    const first429 = front.log.find((l) => l.path === asked && l.status === 429)!;
    expect(front.held.get(asked)!.at - first429.at).toBeGreaterThanOrEqual(950);
    front.release();
    // The retry answered 429 too: that refresh fails, and the pages keep the stale copy.
    await waitUntil('the refresh to fail once its retry got a 429', async () => (await sameAsGood()) && failedOn429(tbaPath), 60_000, 300);
    await pagesHtml();

    // 3. The provider is gone: connections are refused.
    await front.close();
    const failuresBefore = await upstreamFailures(server.base);
    await waitUntil(
      'refreshes to fail with the connection refused',
      async () => {
        expect(await sameAsGood()).toBe(true);
        return (await upstreamFailures(server.base)) > failuresBefore;
      },
      30_000,
      300,
    );
    await pagesHtml();
    expect(server.child.exitCode).toBeNull();

    // 4. Back: the next refresh replaces the stale copies with fresh ones.
    front.mode = 'good';
    await front.open();
    const reopenedAt = Date.now();
    const [freshEvent, freshTeam] = await waitUntil(
      'fresh pages once the provider is back',
      async () => {
        const [event, team] = [await eventPage(), await teamPage()];
        return !event.stale && !team.stale ? ([event, team] as const) : undefined;
      },
      30_000,
      300,
    );
    expect(freshEvent.matches).toEqual(goodEvent.matches);
    expect(freshTeam.team).toEqual(goodTeam.team);
    // fetchedAt is the oldest part's: at least as new as before (parts not yet due keep their time).
    expect(Date.parse(freshEvent.fetchedAt!)).toBeGreaterThanOrEqual(Date.parse(goodEvent.fetchedAt!));
    expect(front.log.some((l) => l.at >= reopenedAt && (l.status === 200 || l.status === 304))).toBe(true);

    await server.stop();
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }, 420_000);
});
