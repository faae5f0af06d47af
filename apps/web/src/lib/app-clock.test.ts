import { describe, expect, it } from 'vitest';
import { appNowMs, noteServerClock, offsetFromServerTiming } from './app-clock.ts';

describe('the app clock', () => {
  it('reads the offset from Server-Timing among other metrics, and ignores anything else', () => {
    expect(offsetFromServerTiming('clock-offset;desc=-52012800000')).toBe(-52_012_800_000);
    expect(offsetFromServerTiming('db;dur=53, clock-offset;desc="1500"')).toBe(1500);
    expect(offsetFromServerTiming('db;dur=53')).toBeNull();
    expect(offsetFromServerTiming('clock-offset;desc=soon')).toBeNull();
    expect(offsetFromServerTiming(null)).toBeNull();
  });

  it('runs at the server clock once an answer says where it stands', () => {
    noteServerClock(new Headers({ 'server-timing': 'clock-offset;desc=-86400000' }));
    const shown = appNowMs();
    expect(Math.abs(shown - (Date.now() - 86_400_000))).toBeLessThan(1000);
    noteServerClock(new Headers({}));
    expect(Math.abs(appNowMs() - (Date.now() - 86_400_000))).toBeLessThan(1000);
  });
});
