import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/android/test/**/*.test.ts'],
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
  },
});
