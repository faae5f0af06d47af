import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../databases.ts';
import { openPublicStream, type StreamReader } from '../live/sse-client.ts';
import { listenLocally } from '../second-instance.ts';

/**
 * Without a webhook (the simulated season has none), each instance's watcher looks at the events its open pages
 * watch and publishes what its clock made happen (decision 0011). The test moves the clock and drives the looks.
 */
describe('live competition changes from the simulated season, without a webhook', () => {
  let t: TestApp;
  let base: string;
  const open: StreamReader[] = [];
  // Saturday of 2025milac, mid-qualifications in Lake City.
  let clock = new Date('2025-03-01T18:00:00Z');

  beforeAll(async () => {
    // The watcher's own cycle never comes during the test: it drives each look.
    t = await buildTestApp('pglite', { now: () => clock, settings: { LIVE_WATCH_SECONDS: '3600' } });
    base = await listenLocally(t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
  });

  const visitor = async (topics: string[]) => {
    const s = await openPublicStream(base, topics);
    open.push(s);
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
    return s;
  };

  it('publishes the matches played as the clock moves to the pages watching the event or team 7790, learning first', async () => {
    // As a browser does: the page is served, then it watches what it shows (only what the server knows is watched).
    expect((await fetch(`${base}/api/competition/events/2025milac`)).status).toBe(200);
    expect((await fetch(`${base}/api/competition/teams/7790`)).status).toBe(200);
    const fan = await visitor(['event:2025milac']);
    const teamPage = await visitor(['team:7790']);
    const watcher = t.app.services.liveScores;
    // A team's page watches the event the team is playing.
    expect(await watcher.watchedEvents()).toEqual(['2025milac']);
    // The first look only learns what the pages already show.
    expect(await watcher.watchOnce()).toBe(0);
    expect(fan.events.filter((e) => e.data.type === 'competition.changed')).toEqual([]);

    // Two hours of qualifications later.
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect(await watcher.watchOnce()).toBe(1);
    const change = await fan.waitFor((e) => e.data.type === 'competition.changed');
    expect(change.data.event_key).toBe('2025milac');
    // Two hours of results weigh more than one frame carries (MAX_LIVE_FRAME_BYTES): the keys of what changed come.
    const changed: string[] = change.data.refetch?.matches ?? change.data.matches.map((m: any) => m.key);
    expect(changed.length).toBeGreaterThan(0);
    // Only what changed: not the whole schedule.
    expect(changed.length).toBeLessThan(80);
    expect(change.data.refetch?.rankings ?? change.data.rankings.rows.length > 0).toBe(true);
    // 7790 played in those two hours (its record moved): the team's page hears the same change.
    expect(change.data.topics).toContain('team:7790');
    await teamPage.waitFor((e) => e.data.type === 'competition.changed' && e.id === change.id);
    // Nothing more happened: the next look at the same moment publishes nothing.
    expect(await watcher.watchOnce()).toBe(0);
  });
});
