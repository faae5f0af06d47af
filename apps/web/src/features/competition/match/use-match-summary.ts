import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import { apiRequest } from '../../../lib/api-client.ts';
import { readStoredSummary, scoresSignature, storeSummary } from './summary-storage.ts';

function requestSummary(match: MatchDetail, regenerate: boolean, signal?: AbortSignal) {
  return apiRequest<MatchSummaryResponse>('/ai/match-summary/generate', {
    method: 'POST',
    body: { match_key: match.key, regenerate: regenerate || undefined },
    signal,
  });
}

/**
 * The match summary: the one kept in this browser when there is one, otherwise asked of the
 * server; regenerating always asks for a new one and keeps it.
 */
export function useMatchSummary(match: MatchDetail) {
  const client = useQueryClient();
  const scores = scoresSignature(match.alliances.red.score, match.alliances.blue.score);
  const queryKey = ['ai', 'match-summary', match.key, scores];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const kept = readStoredSummary(match.key, scores);
      if (kept) return kept;
      const fresh = await requestSummary(match, false, signal);
      storeSummary(match.key, scores, fresh);
      return fresh;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const regenerate = useMutation({
    mutationFn: () => requestSummary(match, true),
    onSuccess: (fresh) => {
      storeSummary(match.key, scores, fresh);
      client.setQueryData(queryKey, fresh);
    },
  });
  return { query, regenerate };
}
