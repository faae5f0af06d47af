import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import { useEffect, useMemo } from 'react';
import { competitionApiPaths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { takeFirstAnswer } from '../../../lib/first-answers.ts';
import { readStoredSummary, storeSummary, type KeptSummary } from './summary-storage.ts';

const requestSummary = (matchKey: string, regenerate: boolean, signal?: AbortSignal) =>
  apiRequest<MatchSummaryResponse>('/ai/match-summary/generate', {
    method: 'POST',
    body: { match_key: matchKey, regenerate: regenerate || undefined },
    signal,
  });

/**
 * The match summary, asked for at the same time as the match itself (only the key is needed), so
 * the page does not wait for one answer before asking for the other. The summary kept in this
 * browser is used when there is one; once the scores are known, a summary kept for other scores
 * (e.g. written before the match was played) is replaced. Regenerating always asks for a new one.
 */
export function useMatchSummary(matchKey: string, scores: string | undefined) {
  const client = useQueryClient();
  const queryKey = useMemo(() => ['ai', 'match-summary', matchKey], [matchKey]);
  const query = useQuery<KeptSummary>({
    queryKey,
    queryFn: async ({ signal }) => {
      const kept = readStoredSummary(matchKey);
      if (kept && (scores === undefined || kept.scores === scores)) return kept;
      return { ...(await requestSummary(matchKey, false, signal)), scores: scores ?? null };
    },
    // The summary the server kept for the match, when the page came with it.
    initialData: () => {
      const sent = matchKey ? takeFirstAnswer<MatchSummaryResponse>(competitionApiPaths.matchSummary(matchKey)) : undefined;
      return sent ? { ...sent, scores: null } : undefined;
    },
    enabled: Boolean(matchKey),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const data = query.data;
  useEffect(() => {
    if (!data || scores === undefined) return;
    if (data.scores === null) {
      storeSummary(matchKey, { ...data, scores });
      client.setQueryData<KeptSummary>(queryKey, { ...data, scores });
    } else if (data.scores !== scores) {
      void client.invalidateQueries({ queryKey });
    }
  }, [data, scores, matchKey, client, queryKey]);
  const regenerate = useMutation({
    mutationFn: () => requestSummary(matchKey, true),
    onSuccess: (fresh) => {
      const kept = { ...fresh, scores: scores ?? null };
      if (scores !== undefined) storeSummary(matchKey, { ...fresh, scores });
      client.setQueryData<KeptSummary>(queryKey, kept);
    },
  });
  return { query, regenerate };
}

export type MatchSummaryState = ReturnType<typeof useMatchSummary>;
