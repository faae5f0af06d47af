import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import type { MatchEpaResponse, MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions, takeFirstAnswer } from '../../../lib/first-answers.ts';
import { competitionKeys } from './query-keys.ts';
import { keptSummaryOf, readStoredSummary, summaryForScores, type KeptSummary } from '../match/summary-storage.ts';

const requestSummary = (matchKey: string, regenerate: boolean, signal?: AbortSignal) =>
  apiRequest<MatchSummaryResponse>('/ai/match-summary/generate', {
    method: 'POST',
    body: { match_key: matchKey, regenerate: regenerate || undefined },
    signal,
  });

export const matchSummaryKey = (matchKey: string) => ['ai', 'match-summary', matchKey] as const;

/**
 * The server answered with a summary written for other scores than the page shows. The live stream tells a page a
 * result as soon as it is known, a moment before the server's own copy of the match has caught up with it.
 */
export class SummaryForOtherScoresError extends Error {
  constructor(readonly answer: KeptSummary) {
    super(`The summary was written for the scores ${answer.scores}.`);
    this.name = 'SummaryForOtherScoresError';
  }
}

/** Asked again at 1, 2, 4 and then every 8 s, for about 45 s; an HTTP failure is not asked again by itself. */
const OTHER_SCORES_RETRIES = 8;
const otherScoresDelay = (failures: number) => Math.min(1000 * 2 ** failures, 8000);

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
   * known yet), else the server's, asked again for a while when it was written for other scores; the one the server
   * sent with the page, when it came with it.
   */
  summary: (matchKey: string, scores: string | undefined) =>
    queryOptions<KeptSummary>({
      queryKey: matchSummaryKey(matchKey),
      queryFn: async ({ signal }) => {
        const kept = summaryForScores(readStoredSummary(matchKey), scores);
        if (kept) return kept;
        const answer = keptSummaryOf(await requestSummary(matchKey, false, signal));
        if (!summaryForScores(answer, scores)) throw new SummaryForOtherScoresError(answer);
        return answer;
      },
      initialData: () => {
        const sent = matchKey ? takeFirstAnswer<MatchSummaryResponse>(paths.matchSummary(matchKey)) : undefined;
        return sent ? keptSummaryOf(sent) : undefined;
      },
      enabled: Boolean(matchKey),
      staleTime: Number.POSITIVE_INFINITY,
      retry: (failures, error) => error instanceof SummaryForOtherScoresError && failures < OTHER_SCORES_RETRIES,
      retryDelay: otherScoresDelay,
    }),
};

/** Regenerating always asks for a new summary. */
export function useRegenerateSummary(matchKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestSummary(matchKey, true),
    onSuccess: (fresh) => client.setQueryData<KeptSummary>(matchSummaryKey(matchKey), keptSummaryOf(fresh)),
  });
}
