import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPredictionsResponse, type EventPredictionsResponse } from '@team7790/shared/competition/contracts/predictions';
import { buildTestApp, type TestApp } from '../databases.ts';
import { openPublicStream } from '../live/sse-client.ts';
import { listenLocally } from '../second-instance.ts';

/**
 * Issue 32, live: once a watch cycle publishes new results on the live stream, the event's predictions are already
 * made from them (the same cached matches the watcher just read), so a page that refetches on the change shows them.
 */
describe('predictions follow the live stream within one watch cycle', () => {
  let t: TestApp;
  let base: string;
  // Saturday of 2025milac, mid-qualifications in Lake City.
  let clock = new Date('2025-03-01T18:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp('pglite', { now: () => clock, settings: { LIVE_WATCH_SECONDS: '3600' } });
    base = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const predictions = async (): Promise<EventPredictionsResponse> => {
    const res = await fetch(`${base}/api/competition/events/2025milac/predictions`);
    expect(res.status).toBe(200);
    return eventPredictionsResponse.parse(await res.json());
  };

  it('predicts from the results a look just published, and predicts the rest again from them', async () => {
    expect((await fetch(`${base}/api/competition/events/2025milac`)).status).toBe(200);
    const before = await predictions();
    const fan = await openPublicStream(base, ['event:2025milac']);
    try {
      await fan.waitFor((e) => e.event === 'ready');
      const watcher = t.app.services.liveScores;
      expect(await watcher.watchOnce()).toBe(0);

      clock = new Date(clock.getTime() + 2 * 3_600_000);
      expect(await watcher.watchOnce()).toBe(1);
      const change = await fan.waitFor((e) => e.data.type === 'competition.changed');
      const changed: string[] = change.data.refetch?.matches ?? change.data.matches.map((m: { key: string }) => m.key);

      const after = await predictions();
      // What the event page now shows played (a change may also move a later match's expected time).
      const page = (await (await fetch(`${base}/api/competition/events/2025milac`)).json()) as {
        matches: { key: string; alliances: { red: { score: number | null } } }[];
      };
      const scored = new Set(
        page.matches
          .filter((m: { alliances: { red: { score: number | null } } }) => (m.alliances.red.score ?? -1) >= 0)
          .map((m: { key: string }) => m.key),
      );
      const newlyPlayed = changed.filter((key) => scored.has(key) && before.matches.find((m) => m.key === key)?.result === null);
      expect(newlyPlayed.length).toBeGreaterThan(0);
      for (const key of newlyPlayed) expect(after.matches.find((m) => m.key === key)!.result, key).not.toBeNull();
      expect(after.accuracy.count).toBe(before.accuracy.count + newlyPlayed.length);
      // A match still to play is predicted again from the new results.
      const next = after.matches.find((m) => m.result === null && m.key.includes('_qm'))!;
      const earlier = before.matches.find((m) => m.key === next.key)!;
      expect([next.red.score, next.blue.score]).not.toEqual([earlier.red.score, earlier.blue.score]);
    } finally {
      fan.close();
    }
  });
});
