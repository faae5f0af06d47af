import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** Spec 2 section 9: one summary per match is kept in the browser under this prefix. */
export const SUMMARY_KEY_PREFIX = 'match_summary_v3';

export const summaryStorageKey = (matchKey: string) => `${SUMMARY_KEY_PREFIX}:${matchKey}`;

/**
 * A summary with the scores it was written for, as a signature: '87:65' once played; before, '-:-:later' while the
 * match is to come and '-:-:on-field' while it is being played (the summary says which).
 */
export interface KeptSummary extends Omit<MatchSummaryResponse, 'scores'> {
  scores: string;
}

export function scoresSignature(red: number | null, blue: number | null, onField = false): string {
  return red === null || blue === null ? `${red ?? '-'}:${blue ?? '-'}:${onField ? 'on-field' : 'later'}` : `${red}:${blue}`;
}

/** Whether a signature is of a match not played yet: its summary is written afresh, never kept in the browser. */
const beforePlay = (scores: string) => scores.startsWith('-') || scores.includes(':-');

/** The server's answer as the page keeps it: with the scores the server wrote it for. */
export function keptSummaryOf(answer: MatchSummaryResponse): KeptSummary {
  const { summary, model, fallbackUsed, scores } = answer;
  return { summary, model, fallbackUsed, scores: scoresSignature(scores.red, scores.blue, scores.on_field) };
}

/**
 * The summary to show beside these scores: the one at hand when it was written for them (or they are not known yet),
 * else none, so that a summary of a match's earlier scores is never shown as if it were about the present ones.
 */
export function summaryForScores(kept: KeptSummary | null | undefined, scores: string | undefined): KeptSummary | undefined {
  return kept && (scores === undefined || kept.scores === scores) ? kept : undefined;
}

/** The summary kept for a match, with the scores it was written for; null when none or damaged. */
export function readStoredSummary(matchKey: string): KeptSummary | null {
  const raw = readStored(summaryStorageKey(matchKey));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<KeptSummary>;
    // One kept before the match was played by an earlier version ('has not been played yet'): not used.
    if (typeof value.scores !== 'string' || beforePlay(value.scores) || typeof value.summary !== 'string' || typeof value.model !== 'string')
      return null;
    return { summary: value.summary, model: value.model, fallbackUsed: Boolean(value.fallbackUsed), scores: value.scores };
  } catch {
    return null;
  }
}

export function storeSummary(matchKey: string, summary: KeptSummary): void {
  const { summary: text, model, fallbackUsed, scores } = summary;
  // When a match is to be played moves through the day: that summary is not kept.
  if (beforePlay(scores)) return;
  writeStored(summaryStorageKey(matchKey), JSON.stringify({ summary: text, model, fallbackUsed, scores }));
}
