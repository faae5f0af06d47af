import { describe, expect, it } from 'vitest';
import { coalescedRefetch } from './coalesced-refetch.ts';

/** A refetch whose answers the test releases one at a time. */
function controlledRun() {
  const pending: Array<{ resolve(): void; reject(e: Error): void }> = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const settle = async (fail = false) => {
    const next = pending.shift()!;
    if (fail) next.reject(new Error('offline'));
    else next.resolve();
    // Let the finally handler start the queued run.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { run, pending, settle };
}

describe('coalescedRefetch', () => {
  it('runs at once when idle', () => {
    const c = controlledRun();
    coalescedRefetch(c.run)();
    expect(c.pending).toHaveLength(1);
  });

  it('turns a burst into one run in flight and one more after it', async () => {
    const c = controlledRun();
    const ask = coalescedRefetch(c.run);
    for (let i = 0; i < 10; i++) ask();
    expect(c.pending).toHaveLength(1);
    await c.settle();
    expect(c.pending).toHaveLength(1);
    await c.settle();
    expect(c.pending).toHaveLength(0);
  });

  it('runs again after a failed run when asked meanwhile, and is ready after', async () => {
    const c = controlledRun();
    const ask = coalescedRefetch(c.run);
    ask();
    ask();
    await c.settle(true);
    expect(c.pending).toHaveLength(1);
    await c.settle();
    expect(c.pending).toHaveLength(0);
    ask();
    expect(c.pending).toHaveLength(1);
  });
});
