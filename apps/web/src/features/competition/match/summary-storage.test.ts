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
    storeSummary('2025milac_qm1', { ...summary, scores: scoresSignature(10, 5) });
    expect([...stored.keys()]).toEqual(['match_summary_v3:2025milac_qm1']);
    expect(summaryStorageKey('2025milac_qm1')).toBe('match_summary_v3:2025milac_qm1');
    expect(readStoredSummary('2025milac_qm1')).toEqual({ ...summary, scores: '10:5' });
  });

  it('keeps the scores a summary was written for, so one from before the match was played is told apart', () => {
    storeSummary('2025milac_qm1', { ...summary, scores: scoresSignature(null, null) });
    expect(readStoredSummary('2025milac_qm1')!.scores).toBe('-:-');
    expect(readStoredSummary('2025milac_qm1')!.scores).not.toBe(scoresSignature(10, 5));
  });

  it('ignores damaged entries', () => {
    stored.set('match_summary_v3:2025milac_qm1', '{nope');
    expect(readStoredSummary('2025milac_qm1')).toBeNull();
    stored.set('match_summary_v3:2025milac_qm1', JSON.stringify({ summary: 'x', model: 'm' }));
    expect(readStoredSummary('2025milac_qm1')).toBeNull();
  });
});
