import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSummary, scoresSignature, storeSummary, summaryStorageKey } from './summary-storage.ts';

describe('summary storage (match_summary_v3)', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
  });
  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
  });

  const summary = { summary: 'Red won.', model: 'fallback', fallbackUsed: true };

  it('keeps one summary per match under the match_summary_v3 prefix', () => {
    storeSummary('2025milac_qm1', scoresSignature(10, 5), summary);
    expect([...stored.keys()]).toEqual(['match_summary_v3:2025milac_qm1']);
    expect(summaryStorageKey('2025milac_qm1')).toBe('match_summary_v3:2025milac_qm1');
    expect(readStoredSummary('2025milac_qm1', scoresSignature(10, 5))).toEqual(summary);
  });

  it('does not reuse a summary written for other scores (e.g. before the match was played)', () => {
    storeSummary('2025milac_qm1', scoresSignature(null, null), summary);
    expect(readStoredSummary('2025milac_qm1', scoresSignature(10, 5))).toBeNull();
  });

  it('ignores damaged entries', () => {
    stored.set('match_summary_v3:2025milac_qm1', '{nope');
    expect(readStoredSummary('2025milac_qm1', scoresSignature(1, 2))).toBeNull();
  });
});
