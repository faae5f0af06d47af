import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../settings.ts';
import { openFileLimit, streamsForDescriptors, streamsPerAddressFor, visitorStreamLimits } from './stream-limits.ts';

const limitsFile = (soft: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'limits-')), 'limits');
  writeFileSync(
    file,
    `Limit                     Soft Limit           Hard Limit           Units\nMax processes             95880                95880                processes\nMax open files            ${soft}                 1048576              files\n`,
  );
  return file;
};

describe('visitor stream limits', () => {
  it("reads the process's open-file soft limit", () => {
    expect(openFileLimit(limitsFile('1024'))).toBe(1024);
    expect(openFileLimit(limitsFile('unlimited'))).toBe(Number.POSITIVE_INFINITY);
    expect(openFileLimit('/nonexistent/limits')).toBeNull();
  });

  it('derives the cap from the descriptors, below the 903 streams that made an instance under 1,024 unreachable', () => {
    expect(streamsForDescriptors(1024)).toBe(614);
    expect(streamsForDescriptors(1024)).toBeLessThan(903);
    expect(streamsForDescriptors(65_536)).toBe(10_000);
    expect(streamsForDescriptors(null)).toBe(10_000);
  });

  it('gives one address a twentieth of the cap (at least 20, at most a quarter) unless set', () => {
    expect(visitorStreamLimits(parseSettings({}), 1024)).toEqual({ streams: 614, streamsPerAddress: 30, topics: 5_000, topicsPerAddress: 100 });
    expect(visitorStreamLimits(parseSettings({}), 65_536).streamsPerAddress).toBe(500);
    expect(visitorStreamLimits(parseSettings({ LIVE_MAX_VISITOR_STREAMS: '400' })).streamsPerAddress).toBe(20);
    // A small cap: still a quarter at most, so four addresses share it and none holds it all.
    expect(visitorStreamLimits(parseSettings({}), 200).streamsPerAddress).toBe(20);
    expect(visitorStreamLimits(parseSettings({ LIVE_MAX_VISITOR_STREAMS: '40' })).streamsPerAddress).toBe(10);
    expect(visitorStreamLimits(parseSettings({}), 16)).toMatchObject({ streams: 10, streamsPerAddress: 2 });
    for (let streams = 2; streams <= 2_000; streams++) {
      const share = streamsPerAddressFor(streams);
      expect(share, `cap ${streams}`).toBeGreaterThanOrEqual(1);
      expect(share, `cap ${streams}`).toBeLessThan(streams);
      if (streams >= 4) expect(share * 4, `cap ${streams}`).toBeLessThanOrEqual(streams);
    }
    expect(visitorStreamLimits(parseSettings({ LIVE_MAX_VISITOR_STREAMS: '100', LIVE_MAX_STREAMS_PER_ADDRESS: '7' }), 1024)).toMatchObject({
      streams: 100,
      streamsPerAddress: 7,
    });
  });
});
