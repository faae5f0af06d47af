import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptSummaryOf, readStoredSummary, scoresSignature, storeSummary, summaryForScores, summaryStorageKey } from './summary-storage.ts';

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

  it('never keeps a summary from before the match was played (its time moves), nor reads one an earlier version kept', () => {
    storeSummary('2025milac_qm1', { ...summary, scores: scoresSignature(null, null) });
    storeSummary('2025milac_qm2', { ...summary, scores: scoresSignature(null, null, true) });
    expect(stored.size).toBe(0);
    stored.set('match_summary_v3:2025milac_qm3', JSON.stringify({ ...summary, scores: '-:-' }));
    expect(readStoredSummary('2025milac_qm3')).toBeNull();
  });

  it('keeps an answer with the scores the server wrote it for, and before play whether the match was on the field', () => {
    expect(keptSummaryOf({ ...summary, scores: { red: 87, blue: 65 } })).toEqual({ ...summary, scores: '87:65' });
    expect(keptSummaryOf({ ...summary, scores: { red: null, blue: null } }).scores).toBe('-:-:later');
    expect(keptSummaryOf({ ...summary, scores: { red: null, blue: null, on_field: false } }).scores).toBe('-:-:later');
    expect(keptSummaryOf({ ...summary, scores: { red: null, blue: null, on_field: true } }).scores).toBe('-:-:on-field');
    // A match that started since the summary was written needs another.
    expect(summaryForScores(keptSummaryOf({ ...summary, scores: { red: null, blue: null } }), scoresSignature(null, null, true))).toBeUndefined();
  });

  it('shows a summary beside the scores it was written for only, or any while the scores are not known yet', () => {
    const beforePlay = { ...summary, scores: scoresSignature(null, null) };
    const played = { ...summary, scores: scoresSignature(87, 65) };
    expect(summaryForScores(played, '87:65')).toBe(played);
    expect(summaryForScores(played, undefined)).toBe(played);
    // A result arrived (or a score was corrected): the summary of the earlier scores is not about these.
    expect(summaryForScores(beforePlay, '87:65')).toBeUndefined();
    expect(summaryForScores(played, '90:65')).toBeUndefined();
    expect(summaryForScores(undefined, '87:65')).toBeUndefined();
    expect(summaryForScores(null, undefined)).toBeUndefined();
  });

  it('ignores damaged entries', () => {
    stored.set('match_summary_v3:2025milac_qm1', '{nope');
    expect(readStoredSummary('2025milac_qm1')).toBeNull();
    stored.set('match_summary_v3:2025milac_qm1', JSON.stringify({ summary: 'x', model: 'm' }));
    expect(readStoredSummary('2025milac_qm1')).toBeNull();
  });
});
