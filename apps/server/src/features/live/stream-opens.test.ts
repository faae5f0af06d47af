import { describe, expect, it } from 'vitest';
import { StreamOpenLimiter } from './stream-opens.ts';

describe('stream opens per network', () => {
  it('lets a network open its allowance at once, then one every 60/n seconds, each network on its own', () => {
    let now = 0;
    const limiter = new StreamOpenLimiter(6, () => now);
    for (let i = 0; i < 6; i++) expect(limiter.take('198.51.100.7')).toBe(0);
    expect(limiter.take('198.51.100.7')).toBe(10);
    expect(limiter.take('198.51.100.8')).toBe(0);
    now += 9_000;
    expect(limiter.take('198.51.100.7')).toBe(1);
    now += 1_000;
    expect(limiter.take('198.51.100.7')).toBe(0);
    expect(limiter.take('198.51.100.7')).toBe(10);
    // A minute later the whole allowance is back, never more.
    now += 600_000;
    for (let i = 0; i < 6; i++) expect(limiter.take('198.51.100.7')).toBe(0);
    expect(limiter.take('198.51.100.7')).toBeGreaterThan(0);
  });

  it('at the default, never refuses a page of ten tabs whose phone keeps reconnecting with its back-off', () => {
    let now = 0;
    const limiter = new StreamOpenLimiter(60, () => now);
    // Ten tabs open together, then the network fails them all again and again: each waits 1 s, doubling to 30 s.
    for (let tab = 0; tab < 10; tab++) expect(limiter.take('203.0.113.5')).toBe(0);
    let backoff = 1_000;
    for (let round = 0; round < 40; round++) {
      now += backoff;
      for (let tab = 0; tab < 10; tab++) expect(limiter.take('203.0.113.5'), `round ${round}`).toBe(0);
      backoff = Math.min(backoff * 2, 30_000);
    }
  });
});
