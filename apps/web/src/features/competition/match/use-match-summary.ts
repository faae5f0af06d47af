import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchQueries, matchSummaryKey, useRegenerateSummary } from '../api/match-api.ts';
import { storeSummary, summaryForScores } from './summary-storage.ts';

/**
 * The match summary, asked for at the same time as the match itself (only the key is needed), so
 * the page does not wait for one answer before asking for the other. The summary kept in this
 * browser is used when it was written for the scores shown; when the scores move on (a result comes
 * in live, a score is corrected), this match's summary alone is asked for again, and until one written
 * for the new scores arrives, none is shown. Regenerating always asks for a new one.
 */
export function useMatchSummary(matchKey: string, scores: string | undefined) {
  const client = useQueryClient();
  const query = useQuery(matchQueries.summary(matchKey, scores));
  const data = query.data;
  const writtenFor = data?.scores;
  // Whatever the page was given (sent with it, fetched or regenerated) is kept with the scores it was written for.
  useEffect(() => {
    if (data && matchKey) storeSummary(matchKey, data);
  }, [data, matchKey]);
  // Keyed to this match alone: many matches changing at once never make this page ask for more than its own.
  useEffect(() => {
    if (writtenFor === undefined || scores === undefined || writtenFor === scores) return;
    void client.invalidateQueries({ queryKey: matchSummaryKey(matchKey), exact: true });
  }, [writtenFor, scores, matchKey, client]);
  const regenerate = useRegenerateSummary(matchKey);
  const summary = regenerate.isPending ? undefined : summaryForScores(data, scores);
  return { query, regenerate, summary };
}

export type MatchSummaryState = ReturnType<typeof useMatchSummary>;
