import { describe, expect, it } from 'vitest';
import type { LiveSnapshotsRepo } from './snapshots-repo.ts';
import { LiveWatcher, type LiveCompetition } from './watcher.ts';

describe('the live watcher', () => {
  it('logs a failing event once a window, not on every look, and again once it has recovered and fails anew', async () => {
    let failing = true;
    const logged: string[] = [];
    const competition = {
      providerKind: 'tba',
      knownTopics: async (topics: readonly string[]) => new Set(topics),
      reads: {
        liveEventState: async () => {
          if (failing) throw new Error('The Blue Alliance is down');
          return { page: { event: { key: '2019nyny' }, matches: null, rankings: null, alliances: null, awards: null }, details: [] };
        },
      },
    } as unknown as LiveCompetition;
    const repo = { db: { transaction: async () => null }, peek: async () => null, wokenEvents: async () => [] } as unknown as LiveSnapshotsRepo;
    const watcher = new LiveWatcher({
      repo,
      competition,
      watchedTopics: () => ['event:2019nyny', 'event:2019nyny'],
      now: () => new Date(),
      log: (_err, what) => logged.push(what),
    });
    for (let look = 0; look < 5; look++) await watcher.watchOnce();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/2019nyny/);
    failing = false;
    await watcher.watchOnce();
    failing = true;
    await watcher.watchOnce();
    expect(logged).toHaveLength(2);
  });
});
