import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../databases.ts';
import { openPublicStream, type StreamReader } from '../notifications/sse-client.ts';
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
    const played = change.data.matches.filter((m: any) => m.alliances.red.score !== null);
    expect(played.length).toBeGreaterThan(0);
    // Only what changed: not the whole schedule.
    expect(change.data.matches.length).toBeLessThan(80);
    expect(change.data.rankings.rows.length).toBeGreaterThan(0);
    // 7790 played in those two hours (its record moved): the team's page hears the same change.
    expect(change.data.topics).toContain('team:7790');
    await teamPage.waitFor((e) => e.data.type === 'competition.changed' && e.id === change.id);
    // Nothing more happened: the next look at the same moment publishes nothing.
    expect(await watcher.watchOnce()).toBe(0);
  });
});
