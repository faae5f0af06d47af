import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { openPublicStream, type StreamReader } from '../live/sse-client.ts';
import { listenLocally } from '../second-instance.ts';
import { StandInProvider } from '../competition/stand-in-provider.ts';

/**
 * Topics name events and teams; the watcher looks only at those the server knows (the season's list, or a page it
 * served), so strangers naming made-up ones cannot make it call The Blue Alliance (decision 0011).
 */
describe.each(engines)('invented live topics on %s', (engine) => {
  const provider = new StandInProvider();
  let t: TestApp;
  let base: string;
  const open: StreamReader[] = [];

  beforeAll(async () => {
    await provider.start();
    t = await buildTestApp(engine, { settings: provider.settings({ TRUST_PROXY: 'true', LIVE_WATCH_SECONDS: '3600' }) });
    base = await listenLocally(t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
    await provider.close();
  });

  const visitor = async (address: string, topics: string[]) => {
    const s = await openPublicStream(base, topics, undefined, { headers: { 'x-forwarded-for': address } });
    open.push(s);
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
    return s;
  };

  it('costs no provider call for made-up events, matches and teams, and still watches an event a page was served', async () => {
    // Five strangers: 60 made-up events, 20 matches of one, and 20 made-up teams.
    for (let client = 0; client < 3; client++) {
      await visitor(
        `203.0.113.${client + 1}`,
        Array.from({ length: 20 }, (_, i) => `event:2026fake${client * 20 + i}`),
      );
    }
    await visitor(
      '203.0.113.4',
      Array.from({ length: 20 }, (_, i) => `match:2026fake0_qm${i + 1}`),
    );
    await visitor(
      '203.0.113.5',
      Array.from({ length: 20 }, (_, i) => `team:${99_901 + i}`),
    );
    const watcher = t.app.services.liveScores;
    const before = provider.requests.length;
    for (let look = 0; look < 3; look++) await watcher.watchOnce();
    expect(await watcher.watchedEvents()).toEqual([]);
    expect(provider.requests.slice(before).map((r) => r.path)).toEqual([]);

    // A real event whose page was served is known, and looked at.
    expect((await fetch(`${base}/api/competition/events/2019nyny`)).status).toBe(200);
    await visitor('203.0.113.6', ['event:2019nyny']);
    expect(await watcher.watchedEvents()).toEqual(['2019nyny']);
  });

  it('knows a team by its served page, and a match by its event', async () => {
    expect((await fetch(`${base}/api/competition/teams/2337`)).status).toBe(200);
    const known = await t.app.services.competition.knownTopics(['team:2337', 'team:99999', 'event:2019nyny', 'match:2019nyny_qm1', 'event:2026nope']);
    expect([...known].sort()).toEqual(['event:2019nyny', 'match:2019nyny_qm1', 'team:2337']);
  });
});
