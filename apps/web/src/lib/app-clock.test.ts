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
    const dayBehind = () => {
      const before = Date.now();
      const shown = appNowMs();
      const after = Date.now();
      // A day behind the device, whatever time passed between the reads.
      expect(shown).toBeGreaterThanOrEqual(before - 86_400_000);
      expect(shown).toBeLessThanOrEqual(after - 86_400_000);
    };
    noteServerClock(new Headers({ 'server-timing': 'clock-offset;desc=-86400000' }));
    dayBehind();
    // An answer without the header leaves the offset as it was.
    noteServerClock(new Headers({}));
    dayBehind();
  });

  it('adds the offset to the device time: a positive one is a server clock ahead of the device', () => {
    noteServerClock(new Headers({ 'server-timing': 'clock-offset;desc=3600000' }));
    const before = Date.now();
    const shown = appNowMs();
    const after = Date.now();
    expect(shown).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(shown).toBeLessThanOrEqual(after + 3_600_000);
  });
});
