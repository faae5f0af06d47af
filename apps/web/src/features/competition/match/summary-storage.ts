import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** Spec 2 section 9: one summary per match is kept in the browser under this prefix. */
export const SUMMARY_KEY_PREFIX = 'match_summary_v3';

export const summaryStorageKey = (matchKey: string) => `${SUMMARY_KEY_PREFIX}:${matchKey}`;

/** A summary with the scores it was written for (null until the match's scores are known). */
export interface KeptSummary extends MatchSummaryResponse {
  scores: string | null;
}

export const scoresSignature = (red: number | null, blue: number | null) => `${red ?? '-'}:${blue ?? '-'}`;

/** The summary kept for a match, with the scores it was written for; null when none or damaged. */
export function readStoredSummary(matchKey: string): (KeptSummary & { scores: string }) | null {
  const raw = readStored(summaryStorageKey(matchKey));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<KeptSummary>;
    if (typeof value.scores !== 'string' || typeof value.summary !== 'string' || typeof value.model !== 'string') return null;
    return { summary: value.summary, model: value.model, fallbackUsed: Boolean(value.fallbackUsed), scores: value.scores };
  } catch {
    return null;
  }
}

export function storeSummary(matchKey: string, summary: KeptSummary & { scores: string }): void {
  const { summary: text, model, fallbackUsed, scores } = summary;
  writeStored(summaryStorageKey(matchKey), JSON.stringify({ summary: text, model, fallbackUsed, scores }));
}
