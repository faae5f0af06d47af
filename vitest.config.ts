import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more on a busy machine (they probe every route on both engines, start server
 * processes, or walk a whole event day). They start first: started last, on a fresh clone that has no record of
 * earlier durations, one of them alone made the last two minutes of the run. Matched by name; one not found is skipped.
 */
const SLOW_FILES = [
  'bad-input-postgres.test.ts',
  'bad-input-pglite.test.ts',
  'team-alerts.test.ts',
  'clock-independence.test.ts',
  'process.test.ts',
  'posting-limit.test.ts',
  'competition-failures.test.ts',
  'feed-server-zone.test.ts',
  'two-instances.test.ts',
  'faults-provider.test.ts',
  'sign-in-limits.test.ts',
  'metrics.test.ts',
  'role-matrix.test.ts',
  'match-summary.test.ts',
  'faults-kill.test.ts',
  'nginx-two-instances.test.ts',
  'public-account-answers.test.ts',
  'stored-bounds.test.ts',
];

/** Vitest's order (longest first when it has run before), with the slow files above first; shuffled when asked. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (shuffle) return seededShuffle(files, seed);
    const rank = (file: TestSpecification) => {
      const at = SLOW_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at < 0 ? SLOW_FILES.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, at) => ({ file, at, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map(({ file }) => file);
  }
}

/** The files in a random order that the seed repeats (`--sequence.shuffle --sequence.seed=N`). */
function seededShuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/android/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Deadlines, not measures: generous, so a busy shared machine slows a test down without failing it.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Threads start in a fraction of a process's time; the database templates are made once, before any of them.
    pool: 'threads',
    // A worker keeps the modules it has loaded from one file to the next: loading them afresh for each of 137 files was
    // 140 s of CPU. Every test makes its own state, so none leaks (checked with shuffled runs).
    isolate: false,
    // Most database tests wait on the server or on password hashing more than they compute, so a 2-core machine runs
    // three at once (vitest's default would be one: the cores less one).
    maxWorkers: Math.max(3, availableParallelism()),
    globalSetup: ['apps/server/test/global-setup.ts'],
    sequence: { sequencer: SlowFilesFirst },
  },
});
