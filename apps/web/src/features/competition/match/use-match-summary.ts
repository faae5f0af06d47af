import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchQueries, matchSummaryKey, useRegenerateSummary } from '../api/match-api.ts';
import { storeSummary, type KeptSummary } from './summary-storage.ts';

/**
 * The match summary, asked for at the same time as the match itself (only the key is needed), so
 * the page does not wait for one answer before asking for the other. The summary kept in this
 * browser is used when there is one; once the scores are known, a summary kept for other scores
 * (e.g. written before the match was played) is replaced. Regenerating always asks for a new one.
 */
export function useMatchSummary(matchKey: string, scores: string | undefined) {
  const client = useQueryClient();
  const query = useQuery(matchQueries.summary(matchKey, scores));
  const data = query.data;
  useEffect(() => {
    if (!data || scores === undefined) return;
    const queryKey = matchSummaryKey(matchKey);
    if (data.scores === null) {
      storeSummary(matchKey, { ...data, scores });
      client.setQueryData<KeptSummary>(queryKey, { ...data, scores });
    } else if (data.scores !== scores) {
      void client.invalidateQueries({ queryKey });
    }
  }, [data, scores, matchKey, client]);
  const regenerate = useRegenerateSummary(matchKey, scores);
  return { query, regenerate };
}

export type MatchSummaryState = ReturnType<typeof useMatchSummary>;
