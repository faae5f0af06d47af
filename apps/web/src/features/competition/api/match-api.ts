import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import type { MatchEpaResponse, MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions, takeFirstAnswer } from '../../../lib/first-answers.ts';
import { competitionKeys } from './query-keys.ts';
import { readStoredSummary, storeSummary, type KeptSummary } from '../match/summary-storage.ts';

const requestSummary = (matchKey: string, regenerate: boolean, signal?: AbortSignal) =>
  apiRequest<MatchSummaryResponse>('/ai/match-summary/generate', {
    method: 'POST',
    body: { match_key: matchKey, regenerate: regenerate || undefined },
    signal,
  });

export const matchSummaryKey = (matchKey: string) => ['ai', 'match-summary', matchKey] as const;

export const matchQueries = {
  page: (matchKey: string) =>
    queryOptions({
      queryKey: competitionKeys.match(matchKey),
      queryFn: ({ signal }) => apiRequest<MatchPageResponse>(paths.match(matchKey), { signal }),
      ...firstAnswerOptions<MatchPageResponse>(paths.match(matchKey)),
    }),
  /** EPA that was not at hand when the page answered; a failure leaves 'EPA: N/A'. */
  epa: (matchKey: string) =>
    queryOptions({
      queryKey: ['competition', 'match-epa', matchKey],
      queryFn: ({ signal }) => apiRequest<MatchEpaResponse>(paths.matchEpa(matchKey), { signal }),
      retry: false,
    }),
  /**
   * The match summary: the one kept in this browser when it was written for these scores (or the scores are not
   * known yet), else a new one from the server; the one the server sent with the page, when it came with it.
   */
  summary: (matchKey: string, scores: string | undefined) =>
    queryOptions<KeptSummary>({
      queryKey: matchSummaryKey(matchKey),
      queryFn: async ({ signal }) => {
        const kept = readStoredSummary(matchKey);
        if (kept && (scores === undefined || kept.scores === scores)) return kept;
        return { ...(await requestSummary(matchKey, false, signal)), scores: scores ?? null };
      },
      initialData: () => {
        const sent = matchKey ? takeFirstAnswer<MatchSummaryResponse>(paths.matchSummary(matchKey)) : undefined;
        return sent ? { ...sent, scores: null } : undefined;
      },
      enabled: Boolean(matchKey),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

/** Regenerating always asks for a new summary; it is kept in this browser once the scores are known. */
export function useRegenerateSummary(matchKey: string, scores: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestSummary(matchKey, true),
    onSuccess: (fresh) => {
      const kept = { ...fresh, scores: scores ?? null };
      if (scores !== undefined) storeSummary(matchKey, { ...fresh, scores });
      client.setQueryData<KeptSummary>(matchSummaryKey(matchKey), kept);
    },
  });
}
