import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** Spec 2 section 9: one summary per match is kept in the browser under this prefix. */
export const SUMMARY_KEY_PREFIX = 'match_summary_v3';

export const summaryStorageKey = (matchKey: string) => `${SUMMARY_KEY_PREFIX}:${matchKey}`;

interface StoredSummary extends MatchSummaryResponse {
  /** The scores the summary was written for; a summary from before the match was played is not reused. */
  scores: string;
}

export const scoresSignature = (red: number | null, blue: number | null) => `${red ?? '-'}:${blue ?? '-'}`;

export function readStoredSummary(matchKey: string, scores: string): MatchSummaryResponse | null {
  const raw = readStored(summaryStorageKey(matchKey));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSummary>;
    if (value.scores !== scores || typeof value.summary !== 'string' || typeof value.model !== 'string') return null;
    return { summary: value.summary, model: value.model, fallbackUsed: Boolean(value.fallbackUsed) };
  } catch {
    return null;
  }
}

export function storeSummary(matchKey: string, scores: string, summary: MatchSummaryResponse): void {
  writeStored(summaryStorageKey(matchKey), JSON.stringify({ ...summary, scores } satisfies StoredSummary));
}
